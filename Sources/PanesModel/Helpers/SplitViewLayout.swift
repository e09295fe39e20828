/// How many columns a navigation split view declares: panes' own name (SwiftUI has no such
/// type) for the choice between `init(sidebar:detail:)` and `init(sidebar:content:detail:)`.
public enum SplitViewLayout: Hashable, Codable, Sendable, CaseIterable {
    /// A sidebar and a detail column, as `init(sidebar:detail:)` makes.
    case twoColumn
    /// A sidebar, a content column and a detail column, as `init(sidebar:content:detail:)` makes.
    case threeColumn
}

extension SplitViewLayout {
    /// Every column of this layout, leading to trailing.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (a two-column
    /// split view has a sidebar and a detail; a three-column one adds the content column between).
    public var columns: [NavigationSplitViewColumn] {
        switch self {
        case .twoColumn: [.sidebar, .detail]
        case .threeColumn: [.sidebar, .content, .detail]
        }
    }

    /// Whether this layout has `column` (a two-column split view has no content column).
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (the
    /// two-column initializers take only a sidebar and a detail).
    public func contains(_ column: NavigationSplitViewColumn) -> Bool {
        columns.contains(column)
    }

    /// The column that follows `column` in this layout, or `nil` after the detail column or for a
    /// column the layout does not have.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (each column's
    /// selection drives the column after it).
    public func column(after column: NavigationSplitViewColumn) -> NavigationSplitViewColumn? {
        guard let index = columns.firstIndex(of: column), index + 1 < columns.count else { return nil }
        return columns[index + 1]
    }

    /// The column that precedes `column` in this layout, or `nil` before the sidebar or for a
    /// column the layout does not have.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (a collapsed
    /// split view is one stack whose root is the sidebar, so going back reaches the column before).
    public func column(before column: NavigationSplitViewColumn) -> NavigationSplitViewColumn? {
        guard let index = columns.firstIndex(of: column), index > 0 else { return nil }
        return columns[index - 1]
    }
}
