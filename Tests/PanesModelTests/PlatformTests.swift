import PanesModel
import Testing

/// When a split view collapses, from Apple's NavigationSplitView page, as encoded in
/// `NavigationSplitViewRules.collapses(on:horizontalSizeClass:)` (macOS and visionOS are labelled
/// assumptions there).
struct PlatformTests {
    @Test(arguments: [Platform.watchOS, .tvOS], UserInterfaceSizeClass.allCases)
    func watchAndTVAlwaysCollapse(platform: Platform, sizeClass: UserInterfaceSizeClass) {
        #expect(NavigationSplitViewRules.collapses(on: platform, horizontalSizeClass: sizeClass))
    }

    @Test(arguments: [Platform.iOS, .iPadOS, .visionOS])
    func narrowSizesCollapse(platform: Platform) {
        #expect(NavigationSplitViewRules.collapses(on: platform, horizontalSizeClass: .compact))
        #expect(!NavigationSplitViewRules.collapses(on: platform, horizontalSizeClass: .regular))
    }

    @Test(arguments: UserInterfaceSizeClass.allCases)
    func macNeverCollapses(sizeClass: UserInterfaceSizeClass) {
        #expect(!NavigationSplitViewRules.collapses(on: .macOS, horizontalSizeClass: sizeClass))
    }
}
