/// A behaviour that influences how a presentation responds to swipe gestures, as in SwiftUI's
/// `PresentationContentInteraction`: the values `presentationContentInteraction(_:)` takes.
/// `DetentRules.swipeUpResizesSheet(_:isAtLargestDetent:isScrolledToEnd:)` applies them.
/// Source: https://developer.apple.com/documentation/swiftui/presentationcontentinteraction
///
/// Like SwiftUI's type it is `Equatable` and `Sendable` (SwiftUI declares
/// `PresentationContentInteraction : Equatable, Sendable`), and not `Hashable`.
public struct PresentationContentInteraction: Equatable, Sendable {
    /// The behaviour behind a value; SwiftUI exposes none.
    enum Kind: Equatable, Sendable {
        case automatic, resizes, scrolls
    }

    /// The behaviour behind this value.
    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The default swipe behavior for the presentation.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(.automatic) }
    /// A behavior that prioritizes resizing a presentation when swiping, rather than scrolling
    /// the content of the presentation.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(.resizes) }
    /// A behavior that prioritizes scrolling the content of a presentation when swiping, rather
    /// than resizing the presentation.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(.scrolls) }
}
