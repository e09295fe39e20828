/// How many columns a navigation split view declares: panes' name for the choice between
/// `init(sidebar:detail:)` and `init(sidebar:content:detail:)`.
public enum SplitViewLayout: Hashable, Codable, Sendable, CaseIterable {
    /// A sidebar and a detail column.
    case twoColumn
    /// A sidebar, a content column and a detail column.
    case threeColumn
}

extension SplitViewLayout {
    /// Every column of this layout, leading to trailing.
    public var columns: [NavigationSplitViewColumn] {
        switch self {
        case .twoColumn: [.sidebar, .detail]
        case .threeColumn: [.sidebar, .content, .detail]
        }
    }

    /// The column that follows `column` in this layout, or `nil` after the detail column.
    public func column(after column: NavigationSplitViewColumn) -> NavigationSplitViewColumn? {
        let ordered = columns
        guard let index = ordered.firstIndex(of: normalized(column)), index + 1 < ordered.count else {
            return nil
        }
        return ordered[index + 1]
    }

    /// The column that precedes `column` in this layout, or `nil` before the sidebar.
    public func column(before column: NavigationSplitViewColumn) -> NavigationSplitViewColumn? {
        let ordered = columns
        guard let index = ordered.firstIndex(of: normalized(column)), index > 0 else {
            return nil
        }
        return ordered[index - 1]
    }

    /// The column this layout actually has for `column`.
    ///
    /// A two-column split view has no content column; the model treats `.content` there as
    /// the detail column, the one that shows what the sidebar selected.
    public func normalized(_ column: NavigationSplitViewColumn) -> NavigationSplitViewColumn {
        self == .twoColumn && column == .content ? .detail : column
    }
}
