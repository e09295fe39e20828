/// The model's rules for default toolbar items. SwiftUI has no such type.
public enum ToolbarRules {
    /// The platforms whose SDK has `kind`, read from each kind's availability header (Mac
    /// Catalyst follows iPadOS on all three).
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind/sidebartoggle
    /// (iOS 17.0, iPadOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0),
    /// https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind/title (iOS 18.0,
    /// iPadOS 18.0, macOS 15.0, visionOS 2.0) and
    /// https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind/search (iOS 26.0,
    /// iPadOS 26.0, macOS 26.0, visionOS 26.0).
    public static func platforms(offering kind: ToolbarDefaultItemKind) -> Set<Platform> {
        switch kind.value {
        case .sidebarToggle: Set(Platform.allCases)
        case .title, .search: [.iOS, .iPadOS, .macOS, .visionOS]
        }
    }
}
