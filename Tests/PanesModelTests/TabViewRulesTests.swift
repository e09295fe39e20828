import PanesModel
import Testing

/// The `.sidebarAdaptable` appearances Apple lists, as encoded in `TabViewRules`.
struct TabViewRulesTests {
    @Test func eachPlatformHasItsDocumentedAppearance() {
        #expect(TabViewRules.sidebarAdaptableAppearance(on: .iPadOS) == .topTabBarAdaptingToSidebar)
        #expect(TabViewRules.sidebarAdaptableAppearance(on: .iOS) == .bottomTabBar)
        #expect(TabViewRules.sidebarAdaptableAppearance(on: .macOS) == .sidebar)
        #expect(TabViewRules.sidebarAdaptableAppearance(on: .tvOS) == .sidebar)
        #expect(TabViewRules.sidebarAdaptableAppearance(on: .visionOS) == .ornamentWithSectionSidebar)
        #expect(TabViewRules.sidebarAdaptableAppearance(on: .watchOS) == nil)
    }

    @Test func aSidebarAppearsOnIPadMacVisionAndTV() {
        let withSidebar = Platform.allCases.filter(TabViewRules.canShowSidebar(on:))
        #expect(Set(withSidebar) == [.iPadOS, .macOS, .visionOS, .tvOS])
    }
}
