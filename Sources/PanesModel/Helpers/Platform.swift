/// The platforms SwiftUI runs on, as far as split views and presentations differ between them:
/// panes' own type (SwiftUI has none). iPhone is `.iOS`, iPad is `.iPadOS`; Mac Catalyst is
/// left out because Apple's pages give it the iPadOS availability.
///
/// The platform rules themselves live in the `…Rules` enums, for example
/// ``NavigationSplitViewRules/collapses(on:horizontalSizeClass:)``.
public enum Platform: String, Hashable, Codable, Sendable, CaseIterable {
    /// iOS on iPhone.
    case iOS
    /// iPadOS on iPad.
    case iPadOS
    /// macOS.
    case macOS
    /// visionOS.
    case visionOS
    /// watchOS.
    case watchOS
    /// tvOS.
    case tvOS
}
