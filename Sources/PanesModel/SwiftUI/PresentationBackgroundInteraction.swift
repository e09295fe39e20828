/// The kinds of interaction available to views behind a presentation, as in SwiftUI's
/// `PresentationBackgroundInteraction`: the values `presentationBackgroundInteraction(_:)` takes.
/// `DetentRules.allowsBackgroundInteraction(_:at:among:maxDetentValue:verticalSizeClass:)` applies them.
/// Source: https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction
///
/// Like SwiftUI's type it is only `Sendable` (SwiftUI declares `PresentationBackgroundInteraction :
/// Sendable`, with no `Equatable` or `Hashable`), so values cannot be compared with `==`.
public struct PresentationBackgroundInteraction: Sendable {
    /// The kind of interaction behind a value; SwiftUI exposes none.
    enum Kind: Sendable {
        case automatic, disabled, enabled
        case enabledUpThrough(PresentationDetent)
    }

    /// The kind of interaction behind this value.
    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The default background interaction for the presentation.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(.automatic) }
    /// People can't interact with the view behind a presentation.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(.disabled) }
    /// People can interact with the view behind a presentation.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(.enabled) }

    /// People can interact with the view behind a presentation up through a specified detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(.enabledUpThrough(detent))
    }
}
