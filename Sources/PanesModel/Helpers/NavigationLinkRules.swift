/// The model's rules for value-based navigation links. SwiftUI has no such type.
public enum NavigationLinkRules {
    /// The outcome of activating a link that presents `value`.
    ///
    /// The cases are tried in the order Apple lists them: the enclosing stack's destinations, then
    /// a later column's stack, then a selectable list in a leading column. A `nil` value disables
    /// the link.
    /// Source: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
    ///
    /// - Parameters:
    ///   - value: The link's value; `nil` makes a disabled link.
    ///   - enclosingStack: The destinations of the stack the link is in, if it is in one.
    ///   - laterColumnStack: The destinations of a stack in a later column of the split view the
    ///     link is in, if there is one.
    ///   - inSelectableListInLeadingColumn: Whether the link is a row of a `List` with selection in
    ///     a leading column of a split view.
    public static func outcome<Value: Hashable>(
        of value: Value?,
        enclosingStack: NavigationDestinations? = nil,
        laterColumnStack: NavigationDestinations? = nil,
        inSelectableListInLeadingColumn: Bool = false
    ) -> NavigationLinkOutcome {
        guard let value else { return .doesNothing }
        if enclosingStack?.canPresent(value) == true { return .pushesOntoStack }
        if laterColumnStack?.canPresent(value) == true { return .replacesLaterColumnStack }
        return inSelectableListInLeadingColumn ? .updatesListSelection : .doesNothing
    }

    /// Applies `outcome` to the path of the stack it affects: a push appends `value`; a
    /// later-column replacement leaves `value` as the only element above the root.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
    /// (pushes onto the stack; "puts the modifier's destination view as the first and only item
    /// onto the stack while preserving the stack's root view").
    /// Assumption: a bound path records exactly that change. Selection and no-op outcomes leave
    /// the path alone.
    public static func apply<Value: Hashable>(
        _ outcome: NavigationLinkOutcome,
        value: Value,
        to path: inout NavigationPath
    ) {
        switch outcome {
        case .pushesOntoStack: path.append(value)
        case .replacesLaterColumnStack: path = NavigationPath([value])
        case .updatesListSelection, .doesNothing: break
        }
    }
}
