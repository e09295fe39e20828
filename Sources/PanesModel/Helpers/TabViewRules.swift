/// The model's rules for tab views. SwiftUI has no such type.
public enum TabViewRules {
    /// The appearance of a `.sidebarAdaptable` tab view on `platform`, or `nil` where the style
    /// does not exist (watchOS: Apple's availability header lists iOS 18.0, iPadOS 18.0, Mac
    /// Catalyst 18.0, macOS 15.0, tvOS 18.0 and visionOS 2.0).
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
    public static func sidebarAdaptableAppearance(on platform: Platform) -> SidebarAdaptableAppearance? {
        switch platform {
        case .iPadOS: .topTabBarAdaptingToSidebar
        case .iOS: .bottomTabBar
        case .macOS, .tvOS: .sidebar
        case .visionOS: .ornamentWithSectionSidebar
        case .watchOS: nil
        }
    }

    /// Whether a `.sidebarAdaptable` tab view can show its tabs as a sidebar on `platform`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/tabbarplacement/sidebar ("A tab
    /// bar can appear as a sidebar in `sidebarAdaptable` on iPad, macOS, visionOS, and tvOS").
    public static func canShowSidebar(on platform: Platform) -> Bool {
        switch sidebarAdaptableAppearance(on: platform) {
        case .topTabBarAdaptingToSidebar, .sidebar, .ornamentWithSectionSidebar: true
        case .bottomTabBar, nil: false
        }
    }
}
