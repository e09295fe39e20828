/// A column's width preference, as recorded by `navigationSplitViewColumnWidth(min:ideal:max:)`,
/// `navigationSplitViewColumnWidth(_:)`, `inspectorColumnWidth(min:ideal:max:)` and
/// `inspectorColumnWidth(_:)`: panes' own name for what those modifiers store.
///
/// Widths are in points; `nil` bounds leave the width unbounded on that side.
public struct ColumnWidth: Hashable, Codable, Sendable {
    /// The narrowest the column may be, or `nil` for no lower bound.
    public var min: Double?
    /// The width the column prefers.
    public var ideal: Double
    /// The widest the column may be, or `nil` for no upper bound.
    public var max: Double?

    /// Creates a flexible preference, like `navigationSplitViewColumnWidth(min:ideal:max:)`.
    public init(min: Double? = nil, ideal: Double, max: Double? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// A preference for exactly `width`, like `navigationSplitViewColumnWidth(_:)`.
    public static func fixed(_ width: Double) -> ColumnWidth {
        ColumnWidth(min: width, ideal: width, max: width)
    }

    /// The preference `navigationSplitViewColumnWidth(min:ideal:max:)` records.
    public static func navigationSplitViewColumnWidth(
        min: Double? = nil, ideal: Double, max: Double? = nil
    ) -> ColumnWidth {
        ColumnWidth(min: min, ideal: ideal, max: max)
    }

    /// The preference `navigationSplitViewColumnWidth(_:)` records: a fixed width.
    public static func navigationSplitViewColumnWidth(_ width: Double) -> ColumnWidth {
        .fixed(width)
    }

    /// The preference `inspectorColumnWidth(min:ideal:max:)` records.
    public static func inspectorColumnWidth(
        min: Double? = nil, ideal: Double, max: Double? = nil
    ) -> ColumnWidth {
        ColumnWidth(min: min, ideal: ideal, max: max)
    }

    /// The preference `inspectorColumnWidth(_:)` records: a fixed width.
    public static func inspectorColumnWidth(_ width: Double) -> ColumnWidth {
        .fixed(width)
    }
}

extension ColumnWidth {
    /// Whether the column cannot be resized: its minimum and maximum both equal its ideal.
    public var isFixed: Bool {
        min == ideal && max == ideal
    }

    /// A width someone proposes (the system, a fold, a person dragging the divider), kept
    /// within the bounds.
    ///
    /// Rule: the column never gets narrower than `min` nor wider than `max`, whatever is
    /// proposed; so a `max` caps a column the system would widen. Stated in
    /// content/split-views.md, "`navigationSplitViewColumnWidth(min:ideal:max:)`".
    public func clamped(_ proposed: Double) -> Double {
        var width = proposed
        if let max { width = Swift.min(width, max) }
        if let min { width = Swift.max(width, min) }
        return width
    }

    /// The width the column takes when it first appears with `available` points to fill.
    ///
    /// Rule: the column takes its ideal width (kept within `min` and `max`); with less room it
    /// shrinks to the room available, but never below `min`.
    /// Stated in content/split-views.md, "`navigationSplitViewColumnWidth(min:ideal:max:)`",
    /// and content/inspectors.md, "`inspectorColumnWidth(min:ideal:max:)`".
    public func resolvedWidth(available: Double) -> Double {
        clamped(Swift.min(clamped(ideal), Swift.max(available, 0)))
    }
}
