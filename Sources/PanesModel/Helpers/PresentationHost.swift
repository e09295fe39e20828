/// The sheets (or covers) one view declares with several `isPresented:` modifiers, and which of
/// them is on screen: panes' own type, for the rule that a view shows one sheet at a time.
///
/// `Presentation` names the modifiers, e.g. an enum with one case per `sheet` modifier.
public struct PresentationHost<Presentation: Hashable & Sendable>: Hashable, Sendable {
    /// The presentation on screen, or `nil` when none is.
    public private(set) var presented: Presentation?

    /// Requests made while another presentation was up, oldest first, waiting for their turn.
    public private(set) var waiting: [Presentation] = []

    /// Creates a host with nothing presented.
    public init() {
        presented = nil
    }

    /// Whether a presentation is on screen.
    ///
    /// Source: as for ``present(_:)``.
    public var isPresenting: Bool {
        presented != nil
    }

    /// Asks to show `presentation` (its Boolean became `true`) and reports whether it is on
    /// screen now.
    ///
    /// Rule: with nothing up it is presented at once; while another one is up it waits and is
    /// presented when the current one is dismissed. Source: SwiftUI's console warning, as
    /// reported by [subconscious](https://github.com/subconsciousnetwork/subconscious/issues/900):
    /// "Currently, only presenting a single sheet is supported. The next sheet will be presented
    /// when the currently presented sheet gets dismissed."
    /// Assumption: several waiting requests are presented in the order they were made, and asking
    /// again for one that is up or waiting changes nothing.
    @discardableResult
    public mutating func present(_ presentation: Presentation) -> Bool {
        guard let presented else {
            presented = presentation
            return true
        }
        if presented != presentation, !waiting.contains(presentation) {
            waiting.append(presentation)
        }
        return presented == presentation
    }

    /// Withdraws a waiting request (its Boolean went back to `false` before its turn).
    ///
    /// Assumption: a request withdrawn before its turn is not presented later.
    public mutating func withdraw(_ presentation: Presentation) {
        waiting.removeAll { $0 == presentation }
    }

    /// Dismisses whatever is on screen; the oldest waiting request, if any, comes up next.
    ///
    /// Source and assumption: as for ``present(_:)``.
    public mutating func dismiss() {
        presented = waiting.isEmpty ? nil : waiting.removeFirst()
    }
}
