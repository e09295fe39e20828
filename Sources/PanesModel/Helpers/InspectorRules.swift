import Foundation

/// Model-only rules for `inspector(isPresented:content:)` and its width modifiers. SwiftUI has
/// no such type; each rule cites the Apple page it encodes or says what it assumes.
public enum InspectorRules {
    /// The form an inspector takes in a view whose horizontal size class is `horizontalSizeClass`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)
    /// ("an inspector can present as a trailing column in a horizontally regular size class,
    /// but adapt to a sheet in a horizontally compact size class"). Apple gives this as an
    /// example ("can"); the model takes it as the rule.
    /// Assumption: a `nil` size class counts as regular.
    public static func presentationStyle(horizontalSizeClass: UserInterfaceSizeClass?) -> InspectorPresentationStyle {
        horizontalSizeClass == .compact ? .sheet : .trailingColumn
    }

    /// Whether `inspectorColumnWidth(min:ideal:max:)` and `inspectorColumnWidth(_:)` apply to an
    /// inspector shown as `style`: only to the trailing column.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(min:ideal:max:)
    /// ("a flexible, preferred width for the inspector in a trailing-column presentation") and
    /// https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(_:)
    /// ("when presented as a trailing column").
    public static func appliesColumnWidth(to style: InspectorPresentationStyle) -> Bool {
        style == .trailingColumn
    }

    /// The width a trailing-column inspector opens at: the width restored from an earlier
    /// session when there is one, otherwise `ideal`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(min:ideal:max:)
    /// (`ideal` is "the initial width of the inspector in the absence of state restoration").
    public static func openingWidth(ideal: CGFloat, restoredWidth: CGFloat?) -> CGFloat {
        restoredWidth ?? ideal
    }
}
