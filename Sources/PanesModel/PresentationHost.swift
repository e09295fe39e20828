/// The modal presentations one view hosts: panes' model of the rule that a view presents one
/// sheet (or cover, popover, alert) at a time.
///
/// `Presentation` names the presentations the view declares, e.g. an enum with one case per
/// `sheet` modifier.
public struct PresentationHost<Presentation: Hashable & Sendable>: Hashable, Sendable {
    /// The presentation on screen, or `nil` when none is.
    public private(set) var presented: Presentation?

    /// Creates a host with nothing presented.
    public init() {
        presented = nil
    }

    /// Whether a presentation is on screen.
    public var isPresenting: Bool {
        presented != nil
    }

    /// Asks to show `presentation` and reports whether it is now on screen.
    ///
    /// Rule: a view presents one sheet at a time; asking for a second one while another is up
    /// is ignored (SwiftUI logs a warning), so the first stays. Drive several sheets from one
    /// optional enum with `sheet(item:onDismiss:content:)` instead.
    /// Stated in content/sheets.md, "`sheet(item:onDismiss:content:)`".
    @discardableResult
    public mutating func present(_ presentation: Presentation) -> Bool {
        if let presented { return presented == presentation }
        presented = presentation
        return true
    }

    /// Dismisses whatever is on screen, making room for the next presentation.
    public mutating func dismiss() {
        presented = nil
    }
}
