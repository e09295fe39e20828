/// How an inspector appears: panes' own name (SwiftUI has no such type) for the two forms of
/// `inspector(isPresented:content:)`. `InspectorRules.presentationStyle(horizontalSizeClass:)`
/// picks one.
public enum InspectorPresentationStyle: Hashable, Sendable, CaseIterable {
    /// A trailing column beside the main content, sized by `inspectorColumnWidth(min:ideal:max:)`.
    case trailingColumn
    /// A sheet over the main content.
    case sheet
}

extension InspectorPresentationStyle {
    /// The style an inspector takes in `horizontalSizeClass`.
    ///
    /// Kept for pages not yet moved to `InspectorRules.presentationStyle(horizontalSizeClass:)`,
    /// which it calls; it is a model helper, not SwiftUI API.
    /// Source: content/inspectors.md, "`inspector(isPresented:content:)`" (Apple's example).
    @available(*, deprecated, message: "use InspectorRules.presentationStyle(horizontalSizeClass:)")
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self = InspectorRules.presentationStyle(horizontalSizeClass: horizontalSizeClass)
    }
}
