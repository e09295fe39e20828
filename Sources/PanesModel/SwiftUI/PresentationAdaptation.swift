/// Strategies for adapting a presentation to a different size class, as in SwiftUI's
/// `PresentationAdaptation`: a structure with static members, not an enumeration, so new
/// strategies can appear without breaking a `switch`.
///
/// Like SwiftUI's type it is only `Sendable`: Apple lists `Sendable` and `SendableMetatype` and no
/// `Equatable`, so neither SwiftUI code nor code written against the model can compare two values
/// with `==` or `switch` over them. `PresentationRules` reads the model's internal strategy instead.
///
/// The values are what `presentationCompactAdaptation(_:)` and
/// `presentationCompactAdaptation(horizontal:vertical:)` take; `PresentationRules` decides what
/// they do. Source: https://developer.apple.com/documentation/swiftui/presentationadaptation
public struct PresentationAdaptation: Sendable {
    /// The strategy behind a value; internal to the model, as SwiftUI exposes none.
    enum Strategy: Sendable {
        case automatic, none, popover, sheet, fullScreenCover
    }

    /// Which strategy this value stands for.
    let strategy: Strategy

    private init(_ strategy: Strategy) {
        self.strategy = strategy
    }

    /// Use the default presentation adaptation.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(.automatic) }
    /// Don't adapt for the size class, if possible.
    public static var none: PresentationAdaptation { PresentationAdaptation(.none) }
    /// Prefer a popover appearance when adapting for size classes.
    public static var popover: PresentationAdaptation { PresentationAdaptation(.popover) }
    /// Prefer a sheet appearance when adapting for size classes.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(.sheet) }
    /// Prefer a full-screen-cover appearance when adapting for size classes.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(.fullScreenCover) }
}
