/// What a split view's detail column does when its leading columns are shown: panes' name for
/// the difference between the `.balanced` and `.prominentDetail` styles.
public enum DetailColumnBehavior: Hashable, Codable, Sendable, CaseIterable {
    /// The detail column gets narrower so the leading columns fit beside it.
    case shrinks
    /// The detail column keeps its size and the leading columns are drawn over it.
    case keepsSizeUnderLeadingColumns
}
