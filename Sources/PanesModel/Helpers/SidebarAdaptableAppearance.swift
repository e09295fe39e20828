/// How a `TabView` with the `.sidebarAdaptable` style appears: panes' own name (SwiftUI has no
/// such type) for the four appearances Apple lists.
/// Source: https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
public enum SidebarAdaptableAppearance: Hashable, Sendable, CaseIterable {
    /// A top tab bar that can adapt into a sidebar (iPadOS).
    case topTabBarAdaptingToSidebar
    /// A bottom tab bar (iOS).
    case bottomTabBar
    /// Always a sidebar (macOS, tvOS).
    case sidebar
    /// An ornament, with a sidebar for the secondary tabs inside a `TabSection` (visionOS).
    case ornamentWithSectionSidebar
}
