/// The optional value behind an item-driven presentation, such as the binding passed to
/// `sheet(item:onDismiss:content:)`, `alert(_:item:actions:message:)` or
/// `confirmationDialog(_:item:titleVisibility:actions:message:)`; with `Item == Void` it is the
/// Boolean behind `sheet(isPresented:onDismiss:content:)` or `inspector(isPresented:content:)`.
///
/// It holds the `onDismiss` closure the modifier was given, which is not `Sendable`; so
/// neither is this state.
public struct PresentationState<Item> {
    /// The item on screen, or `nil` when nothing is presented; setting it presents or dismisses.
    ///
    /// Rule: the presentation is up exactly while the item is non-`nil`. Setting `nil` dismisses
    /// and runs `onDismiss` once. Setting an item with a different identity (`id` for an
    /// `Identifiable` item, equality for a `Hashable` one) while one is up dismisses the current
    /// presentation, running `onDismiss`, and presents the new one; the same identity only
    /// updates the content. Stated in content/sheets.md, "`sheet(item:onDismiss:content:)`".
    public var item: Item? {
        didSet {
            guard let oldValue else { return }
            if let item, Self.haveSameIdentity(oldValue, item) { return }
            onDismiss?()
        }
    }

    /// The closure to run each time the presentation is dismissed.
    public var onDismiss: (() -> Void)?

    /// Creates the state with `item` presented, or nothing when it is `nil`.
    public init(item: Item? = nil, onDismiss: (() -> Void)? = nil) {
        self.item = item
        self.onDismiss = onDismiss
    }

    /// Whether the presentation is on screen: exactly when ``item`` is non-`nil`.
    ///
    /// Stated in content/sheets.md, "`sheet(item:onDismiss:content:)`", and
    /// content/alerts-and-dialogs.md, "`alert(_:item:actions:message:)`".
    public var isPresented: Bool {
        item != nil
    }

    /// Presents `item`, as assigning it to the binding does.
    public mutating func present(_ item: Item) {
        self.item = item
    }

    /// Dismisses the presentation and returns the item that was on screen.
    ///
    /// Rule: dismissal (a swipe, a button, the `dismiss` action) resets the binding to `nil`
    /// and runs `onDismiss` once; dismissing when nothing is presented does nothing.
    /// Stated in content/sheets.md, "`sheet(item:onDismiss:content:)`", and
    /// content/alerts-and-dialogs.md, "`confirmationDialog(_:item:titleVisibility:actions:message:)`".
    @discardableResult
    public mutating func dismiss() -> Item? {
        let dismissed = item
        item = nil
        return dismissed
    }

    /// Whether two items are the same presentation, so replacing one with the other keeps it up.
    private static func haveSameIdentity(_ old: Item, _ new: Item) -> Bool {
        if Item.self == Void.self { return true }
        if let old = old as? any Identifiable { return hasSameID(old, as: new) }
        if let old = old as? any Hashable { return isEqual(old, to: new) }
        return false
    }

    /// Whether `new` is an item of the same type with the same `id` as `old`.
    private static func hasSameID<Value: Identifiable>(_ old: Value, as new: Item) -> Bool {
        guard let new = new as? Value else { return false }
        return old.id == new.id
    }

    /// Whether `new` is an item of the same type equal to `old`.
    private static func isEqual<Value: Hashable>(_ old: Value, to new: Item) -> Bool {
        guard let new = new as? Value else { return false }
        return old == new
    }
}

extension PresentationState where Item == Void {
    /// Creates the Boolean form, as the state behind an `isPresented:` binding.
    public init(isPresented: Bool, onDismiss: (() -> Void)? = nil) {
        self.init(item: isPresented ? () : nil, onDismiss: onDismiss)
    }

    /// Presents, as setting the `isPresented` binding to `true` does; already up, nothing changes.
    public mutating func present() {
        item = ()
    }

    /// Presents when dismissed and dismisses when presented, like `isPresented.toggle()`.
    public mutating func toggle() {
        if isPresented { dismiss() } else { present() }
    }
}
