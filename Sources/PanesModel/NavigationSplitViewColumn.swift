/// A view that represents a column in a navigation split view, as in SwiftUI.
///
/// A split view's `preferredCompactColumn` binding holds one of these: the column that a
/// collapsed split view shows on top of its stack.
public enum NavigationSplitViewColumn: Hashable, Codable, Sendable, CaseIterable {
    /// The leading column.
    case sidebar
    /// The middle column of a three-column split view.
    case content
    /// The trailing column.
    case detail
}
