/// A column's width preference, as recorded by `navigationSplitViewColumnWidth(min:ideal:max:)`,
/// `navigationSplitViewColumnWidth(_:)`, `inspectorColumnWidth(min:ideal:max:)` and
/// `inspectorColumnWidth(_:)`: panes' own name (SwiftUI has no such type) for what those
/// modifiers ask for.
///
/// Widths are in points; `nil` bounds leave the width unbounded on that side. Apple calls every
/// one of these values a preference: the split view "does its best to accommodate the
/// preferences that you specify, but might make adjustments based on other constraints".
/// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview
public struct ColumnWidth: Hashable, Codable, Sendable {
    /// The narrowest the column may be, or `nil` for no lower bound.
    public var min: Double?
    /// The width the column prefers.
    public var ideal: Double
    /// The widest the column may be, or `nil` for no upper bound.
    public var max: Double?

    /// Creates a flexible preference, like `navigationSplitViewColumnWidth(min:ideal:max:)`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(min:ideal:max:)
    public init(min: Double? = nil, ideal: Double, max: Double? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// A preference for exactly `width`, like `navigationSplitViewColumnWidth(_:)` ("a fixed,
    /// preferred width").
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(_:)
    public static func fixed(_ width: Double) -> ColumnWidth {
        ColumnWidth(min: width, ideal: width, max: width)
    }

    /// The preference `navigationSplitViewColumnWidth(min:ideal:max:)` records.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(min:ideal:max:)
    public static func navigationSplitViewColumnWidth(
        min: Double? = nil, ideal: Double, max: Double? = nil
    ) -> ColumnWidth {
        ColumnWidth(min: min, ideal: ideal, max: max)
    }

    /// The preference `navigationSplitViewColumnWidth(_:)` records: a fixed width.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(_:)
    public static func navigationSplitViewColumnWidth(_ width: Double) -> ColumnWidth {
        .fixed(width)
    }

    /// The preference `inspectorColumnWidth(min:ideal:max:)` records.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(min:ideal:max:)
    public static func inspectorColumnWidth(
        min: Double? = nil, ideal: Double, max: Double? = nil
    ) -> ColumnWidth {
        ColumnWidth(min: min, ideal: ideal, max: max)
    }

    /// The preference `inspectorColumnWidth(_:)` records: a fixed width.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(_:)
    public static func inspectorColumnWidth(_ width: Double) -> ColumnWidth {
        .fixed(width)
    }
}

extension ColumnWidth {
    /// Whether the preference is a fixed width: its minimum and maximum both equal its ideal.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(_:)
    /// (the single-width form sets "a fixed, preferred width"). Whether the person can still drag
    /// such a column is not documented.
    public var isFixed: Bool {
        min == ideal && max == ideal
    }
}
