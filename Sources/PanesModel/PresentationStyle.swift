/// How a modal presentation appears on screen: panes' own name (SwiftUI has no such type) for
/// the difference between `popover(isPresented:attachmentAnchor:arrowEdge:content:)`,
/// `sheet(isPresented:onDismiss:content:)` and `fullScreenCover(isPresented:onDismiss:content:)`.
///
/// Apple speaks of a presentation taking "a sheet appearance" or "a full-screen-cover
/// appearance" when it adapts; `PresentationRules.appearance(of:horizontalSizeClass:verticalSizeClass:horizontalAdaptation:verticalAdaptation:)`
/// returns one of these values.
public enum PresentationStyle: Hashable, Sendable, CaseIterable {
    /// A bubble anchored to the view that presented it.
    case popover
    /// A card over the presenting view.
    case sheet
    /// A view that covers as much of the screen as possible.
    case fullScreenCover
}

extension PresentationStyle {
    /// The appearance in `horizontalSizeClass` with a regular vertical size class.
    ///
    /// Kept for pages not yet moved to
    /// `PresentationRules.appearance(of:horizontalSizeClass:verticalSizeClass:horizontalAdaptation:verticalAdaptation:)`,
    /// which it calls; it is a model helper, not SwiftUI API.
    /// Source: as for that rule.
    @available(*, deprecated, message: "use PresentationRules.appearance(of:horizontalSizeClass:verticalSizeClass:)")
    public func resolved(
        horizontalSizeClass: UserInterfaceSizeClass, compactAdaptation: PresentationAdaptation = .automatic
    ) -> PresentationStyle {
        PresentationRules.appearance(
            of: self, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .regular,
            horizontalAdaptation: compactAdaptation, verticalAdaptation: compactAdaptation)
    }
}
