/// What a split view's detail column does when its leading columns are shown or hidden: panes'
/// own name (SwiftUI has no such type) for the difference Apple describes between the
/// `.balanced` and `.prominentDetail` styles.
public enum DetailColumnBehavior: Hashable, Codable, Sendable, CaseIterable {
    /// The detail gets narrower to make room for the leading columns.
    /// Source: https://developer.apple.com/documentation/swiftui/balancednavigationsplitviewstyle
    case shrinks
    /// The split view attempts to keep the detail's size as the leading columns show and hide.
    /// Source: https://developer.apple.com/documentation/swiftui/prominentdetailnavigationsplitviewstyle
    case keepsSize
}
