/// What activating a value-based navigation link does: panes' own name (SwiftUI has no such type)
/// for the outcomes Apple lists on `NavigationLink.init(value:label:)`.
/// Source: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
public enum NavigationLinkOutcome: Hashable, Sendable, CaseIterable {
    /// A matching destination in the enclosing stack: its view is pushed onto that stack.
    case pushesOntoStack
    /// A matching destination in a stack in a later split-view column: its view becomes "the
    /// first and only item" on that stack, which keeps its root view.
    case replacesLaterColumnStack
    /// No matching destination, but the link is in a `List` with selection in a leading column:
    /// the link updates the selection.
    case updatesListSelection
    /// Any other case, and a link whose value is `nil`: nothing happens.
    case doesNothing
}
