/// How an inspector appears: panes' name for the two forms of `inspector(isPresented:content:)`.
public enum InspectorPresentationStyle: Hashable, Codable, Sendable, CaseIterable {
    /// A trailing column beside the main content, sized by `inspectorColumnWidth(min:ideal:max:)`.
    case trailingColumn
    /// A sheet over the main content.
    case sheet
}

extension InspectorPresentationStyle {
    /// The style an inspector takes in `horizontalSizeClass`.
    ///
    /// Rule: in a regular horizontal size class (macOS, iPad full screen) the inspector is a
    /// trailing column; in a compact one (iPhone) it adapts to a sheet.
    /// Stated in content/inspectors.md, "`inspector(isPresented:content:)`".
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self = horizontalSizeClass == .regular ? .trailingColumn : .sheet
    }
}
