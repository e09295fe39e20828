/// A column in a navigation split view, with SwiftUI's name and shape: a structure with three
/// static values, `Hashable` and `Sendable` but not `Codable` (Apple's page lists Equatable,
/// Hashable, Sendable and SendableMetatype).
///
/// A split view's `preferredCompactColumn` binding holds one of these.
/// Source: https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// The model's storage; SwiftUI does not document its own.
    enum Value: Int, Sendable {
        case sidebar, content, detail
    }

    /// Which of the three columns this is.
    let value: Value

    /// Wraps one of the three columns.
    init(_ value: Value) {
        self.value = value
    }

    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(.sidebar) }
    /// The middle column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(.content) }
    /// The trailing column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(.detail) }
}
