/// How an inspector appears: panes' own name (SwiftUI has no such type) for the two forms of
/// `inspector(isPresented:content:)`. `InspectorRules.presentationStyle(horizontalSizeClass:)`
/// picks one.
public enum InspectorPresentationStyle: Hashable, Sendable, CaseIterable {
    /// A trailing column beside the main content, sized by `inspectorColumnWidth(min:ideal:max:)`.
    case trailingColumn
    /// A sheet over the main content.
    case sheet
}
