/// How a modal presentation appears on screen: panes' name for the difference between
/// `popover(isPresented:content:)`, `sheet(isPresented:onDismiss:content:)` and
/// `fullScreenCover(isPresented:onDismiss:content:)`.
public enum PresentationStyle: Hashable, Codable, Sendable, CaseIterable {
    /// A bubble anchored to the view that presented it.
    case popover
    /// A card that slides up over the presenting view.
    case sheet
    /// A view that covers the whole screen.
    case fullScreenCover
}

extension PresentationStyle {
    /// The style a presentation requested as `self` actually gets.
    ///
    /// Rule: in a regular horizontal size class every presentation keeps its style. In compact
    /// width, `.automatic` turns a popover into a sheet; `.none` keeps the requested style;
    /// `.popover`, `.sheet` and `.fullScreenCover` ask for that style instead. A full-screen
    /// cover already fills the screen and is never adapted.
    /// Stated in content/popovers-and-covers.md, "`presentationCompactAdaptation(_:)`".
    public func resolved(
        horizontalSizeClass: UserInterfaceSizeClass,
        compactAdaptation: PresentationAdaptation = .automatic
    ) -> PresentationStyle {
        guard horizontalSizeClass == .compact, self != .fullScreenCover else { return self }
        switch compactAdaptation {
        case .automatic: return self == .popover ? .sheet : self
        case .none: return self
        case .popover: return .popover
        case .sheet: return .sheet
        case .fullScreenCover: return .fullScreenCover
        }
    }

    /// Whether the presentation hides the whole screen, presenting view included.
    ///
    /// Rule: only a full-screen cover covers the entire screen; a sheet and a popover leave
    /// part of the presenting view visible. Stated in content/popovers-and-covers.md,
    /// "`fullScreenCover(isPresented:onDismiss:content:)`".
    public var coversEntireScreen: Bool {
        self == .fullScreenCover
    }
}
