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
