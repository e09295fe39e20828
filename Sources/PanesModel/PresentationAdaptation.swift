/// Strategies for adapting a presentation to a compact size class, as in SwiftUI's
/// `presentationCompactAdaptation(_:)`.
public enum PresentationAdaptation: Hashable, Codable, Sendable, CaseIterable {
    /// Use the default adaptation: a popover becomes a sheet.
    case automatic
    /// Don't adapt: keep the presentation's own style.
    case none
    /// Prefer a popover.
    case popover
    /// Prefer a sheet.
    case sheet
    /// Prefer a full-screen cover.
    case fullScreenCover
}
