import PanesModel
import Testing

/// When a split view collapses, from content/split-views.md, "`NavigationSplitView`".
struct PlatformTests {
    @Test(arguments: [Platform.watchOS, .tvOS], UserInterfaceSizeClass.allCases)
    func watchAndTVAlwaysCollapse(platform: Platform, sizeClass: UserInterfaceSizeClass) {
        #expect(platform.collapsesSplitView(in: sizeClass))
    }

    @Test(arguments: [Platform.iOS, .iPadOS])
    func iPhoneAndIPadCollapseOnlyInCompactWidth(platform: Platform) {
        #expect(platform.collapsesSplitView(in: .compact))
        #expect(!platform.collapsesSplitView(in: .regular))
    }

    @Test(arguments: [Platform.macOS, .visionOS], UserInterfaceSizeClass.allCases)
    func macAndVisionNeverCollapse(platform: Platform, sizeClass: UserInterfaceSizeClass) {
        #expect(!platform.collapsesSplitView(in: sizeClass))
    }
}
