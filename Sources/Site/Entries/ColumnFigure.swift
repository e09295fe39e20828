import KnowledgeBase
import PanesModel

/// Pictures of which columns a `NavigationSplitViewVisibility` shows, drawn at build time from
/// the model's `NavigationSplitViewRules.visibleColumns(_:in:on:)` — the same rule the runnable examples
/// test — so a figure can never disagree with the documented behaviour.
enum ColumnFigure {
    /// The API whose values the figures show.
    static let visibilityID = "NavigationSplitViewVisibility"

    /// The figure for `api`: every value for the type's own entry, one value for a case's entry,
    /// nil for any other API.
    static func figure(for api: APIEntry, context: SiteContext) -> String? {
        if api.id == visibilityID { return figure(values: NavigationSplitViewRules.visibilities) }
        guard api.parentID == visibilityID,
            let value = NavigationSplitViewRules.visibilities.first(where: { name(of: $0) == api.name })
        else { return nil }
        return figure(values: [value])
    }

    /// A `<figure>` with a two- and a three-column diagram per value.
    static func figure(values: [NavigationSplitViewVisibility]) -> String {
        var html = "<figure class=\"columns\">\n<div class=\"diagrams\">\n"
        for value in values {
            html += "<div class=\"diagram\"><p><code>.\(name(of: value))</code></p>\n"
            for layout in SplitViewLayout.allCases { html += diagram(value, layout: layout) }
            html += "</div>\n"
        }
        html += "</div>\n<figcaption>Columns shown (solid) and hidden (dashed) in a two- and a three-column split view on iPad; "
        html += "<code>.automatic</code> is left to SwiftUI, so none is drawn solid. "
        html +=
            "Drawn from <code>NavigationSplitViewRules.visibleColumns(_:in:on:)</code> in the PanesModel library.</figcaption>\n</figure>\n"
        return html
    }

    /// The value's name as Swift spells it (`doubleColumn`).
    static func name(of value: NavigationSplitViewVisibility) -> String {
        switch value {
        case .all: "all"
        case .doubleColumn: "doubleColumn"
        case .detailOnly: "detailOnly"
        default: "automatic"
        }
    }

    /// One split view: each column as a box in its place, filled when `value` shows it.
    static func diagram(_ value: NavigationSplitViewVisibility, layout: SplitViewLayout) -> String {
        let visible = NavigationSplitViewRules.visibleColumns(value, in: layout, on: .iPadOS) ?? []
        let columns = layout.columns
        // The detail column is drawn twice as wide as a leading column, as split views lay it out.
        let units = columns.map { $0 == .detail ? 2 : 1 }
        let width = 190.0, height = 64.0, gap = 3.0, inset = 2.0
        let unitWidth = (width - 2 * inset - gap * Double(columns.count - 1)) / Double(units.reduce(0, +))
        let chosen = columns.filter(visible.contains).map(label(of:)).joined(separator: ", ")
        let shown = visible.isEmpty ? "the columns SwiftUI picks for the device" : chosen
        let description = "\(layout == .twoColumn ? "Two" : "Three")-column split view with .\(name(of: value)): shows \(shown)"
        var svg =
            "<svg class=\"split\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(HTML.escape(description))\">"
        svg += "<rect class=\"window\" x=\"0.5\" y=\"0.5\" width=\"\(Int(width) - 1)\" height=\"\(Int(height) - 1)\" rx=\"5\"/>"
        var x = inset
        for (column, unit) in zip(columns, units) {
            let columnWidth = unitWidth * Double(unit)
            let isShown = visible.contains(column)
            svg +=
                "<rect class=\"\(isShown ? "shown" : "hidden")\" x=\"\(format(x))\" y=\"\(format(inset))\" width=\"\(format(columnWidth))\" height=\"\(format(height - 2 * inset))\" rx=\"3\"/>"
            svg +=
                "<text x=\"\(format(x + columnWidth / 2))\" y=\"\(format(height / 2 + 4))\" class=\"\(isShown ? "shown" : "hidden")\">\(label(of: column))</text>"
            x += columnWidth + gap
        }
        return svg + "</svg>\n"
    }

    private static func label(of column: NavigationSplitViewColumn) -> String {
        switch column {
        case .sidebar: "sidebar"
        case .content: "content"
        default: "detail"
        }
    }

    /// One decimal place, so the output is stable and short.
    private static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
