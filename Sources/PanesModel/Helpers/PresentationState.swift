/// The value behind one presentation modifier: the optional item of `sheet(item:onDismiss:content:)`,
/// `popover(item:attachmentAnchor:arrowEdge:content:)`, `fullScreenCover(item:onDismiss:content:)`,
/// `alert(_:item:actions:message:)`, `alert(error:actions:)` or
/// `confirmationDialog(_:item:titleVisibility:actions:message:)`; with `Item == Void`, the Boolean
/// of an `isPresented:` form such as `sheet(isPresented:onDismiss:content:)` or
/// `inspector(isPresented:content:)`. Panes' own type: SwiftUI keeps this in your `@State`.
///
/// Only the sheet and full-screen-cover modifiers take an `onDismiss` closure, so only the
/// initializers for `Identifiable` items and for the Boolean form accept one. The closure is
/// not `Sendable`, so neither is this state.
public struct PresentationState<Item> {
    /// The item on screen, or `nil` when nothing is presented; setting it presents, replaces or
    /// dismisses.
    ///
    /// Rules:
    /// - The presentation is up exactly while the item is non-`nil`, and setting `nil` dismisses
    ///   it and runs `onDismiss` once.
    ///   Source: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    ///   ("When item is non-nil …"; `onDismiss` is "the closure to execute when dismissing the sheet").
    /// - For an `Identifiable` item, a value with another `id` while one is up dismisses the
    ///   current presentation and presents the new one.
    ///   Source: the same page ("If item changes, the system dismisses the sheet and replaces it
    ///   with a new one"). Assumption: "changes" means a change of `id`, so a new value with the
    ///   same `id` updates the presentation in place; and `onDismiss` runs for the replaced one,
    ///   since Apple calls the replacement a dismissal.
    /// - For any other item, a new value while one is up updates it in place. Assumption: Apple
    ///   documents no replacement for the non-`Identifiable` alert and dialog items.
    public var item: Item? {
        didSet {
            guard let oldValue else { return }
            if let item, !Self.isReplacement(of: oldValue, by: item) { return }
            onDismiss?()
        }
    }

    /// The closure to run each time the presentation is dismissed, as given to the modifier.
    public private(set) var onDismiss: (() -> Void)?

    /// Whether `interactiveDismissDisabled(_:)` is in effect for the presented content.
    public var isInteractiveDismissDisabled = false

    /// Creates the state of a presentation whose modifier has no `onDismiss` parameter (a popover,
    /// an alert, a confirmation dialog), with `item` presented, or nothing when it is `nil`.
    public init(item: Item? = nil) {
        self.item = item
    }

    /// Whether the presentation is on screen: exactly when ``item`` is non-`nil`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/alert(_:item:actions:message:)
    /// ("The system presents the alert when the binding's value is non-nil").
    public var isPresented: Bool {
        item != nil
    }

    /// Presents `item`, as assigning it to the binding does.
    ///
    /// Source: as for ``item``.
    public mutating func present(_ item: Item) {
        self.item = item
    }

    /// Dismisses the presentation from code (a button that calls `dismiss`, an alert action, or
    /// setting the binding) and returns the item that was on screen.
    ///
    /// Rule: programmatic dismissal always works, resets the binding to `nil` and runs
    /// `onDismiss` once; dismissing when nothing is presented does nothing.
    /// Source: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    /// (the modifier prevents only "nonprogrammatic dismissal") and
    /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
    /// ("Dismisses the view if it is currently presented").
    @discardableResult
    public mutating func dismiss() -> Item? {
        let dismissed = item
        item = nil
        return dismissed
    }

    /// A dismissal gesture by the person (dragging a sheet down, clicking or tapping outside a
    /// popover, swiping a compact inspector away); returns whether the presentation went away.
    ///
    /// Rule: refused while `isInteractiveDismissDisabled` is `true`, for sheets, popovers and
    /// inspectors alike. Source: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    /// ("Conditionally prevents interactive dismissal of presentations like popovers, sheets,
    /// and inspectors").
    @discardableResult
    public mutating func dismissInteractively() -> Bool {
        guard isPresented, !isInteractiveDismissDisabled else { return false }
        dismiss()
        return true
    }

    /// Whether `new`, set while `old` is up, replaces the presentation; see ``item``.
    private static func isReplacement(of old: Item, by new: Item) -> Bool {
        guard let old = old as? any Identifiable else { return false }
        return !hasSameID(old, as: new)
    }

    /// Whether `new` is an item of the same type with the same `id` as `old`.
    private static func hasSameID<Value: Identifiable>(_ old: Value, as new: Item) -> Bool {
        guard let new = new as? Value else { return false }
        return old.id == new.id
    }
}

extension PresentationState where Item: Identifiable {
    /// Creates the state behind `sheet(item:onDismiss:content:)` or
    /// `fullScreenCover(item:onDismiss:content:)`, with `item` presented, or nothing when it is `nil`.
    public init(item: Item? = nil, onDismiss: (() -> Void)?) {
        self.item = item
        self.onDismiss = onDismiss
    }
}

extension PresentationState where Item == Void {
    /// Creates the Boolean form, as the state behind an `isPresented:` binding; `onDismiss` is
    /// for `sheet(isPresented:onDismiss:content:)` and `fullScreenCover(isPresented:onDismiss:content:)`.
    public init(isPresented: Bool, onDismiss: (() -> Void)? = nil) {
        self.item = isPresented ? () : nil
        self.onDismiss = onDismiss
    }

    /// Presents, as setting the `isPresented` binding to `true` does; already up, nothing changes.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    /// (the binding "determines whether to present the sheet").
    public mutating func present() {
        item = ()
    }

    /// Presents when dismissed and dismisses when presented, like `isPresented.toggle()`.
    ///
    /// Source: as for ``present()`` and ``dismiss()``.
    public mutating func toggle() {
        if isPresented { dismiss() } else { present() }
    }
}
