import KnowledgeBase
import PanesModel

/// Pictures of how a popover, a sheet and a full-screen cover appear in each combination of
/// size classes, drawn at build time from the model's
/// `PresentationRules.appearance(of:horizontalSizeClass:verticalSizeClass:horizontalAdaptation:verticalAdaptation:)`,
/// the rule the runnable examples test, so a picture cannot disagree with the documented
/// behaviour. Drawn in `ColumnFigure`'s style: a window, and the presentation filled in it.
enum AdaptationFigure {
    /// The type whose values the figures show.
    static let adaptationID = "PresentationAdaptation"
    /// The modifiers that take a `PresentationAdaptation`; their pages show the default.
    static let modifierIDs: Set<String> = ["presentationCompactAdaptation(_:)", "presentationCompactAdaptation(horizontal:vertical:)"]

    /// One combination of size classes, as a device in that state.
    struct SizeClasses: Equatable {
        /// The label above the column.
        var label: String
        /// The device it stands for, for the picture's description.
        var device: String
        var horizontal: UserInterfaceSizeClass
        var vertical: UserInterfaceSizeClass
        /// The window's size in the picture.
        var width: Double
        var height: Double
    }

    /// The four combinations, from iPad to iPhone in landscape.
    static let sizeClasses = [
        SizeClasses(label: "regular", device: "an iPad", horizontal: .regular, vertical: .regular, width: 60, height: 44),
        SizeClasses(
            label: "compact width", device: "an iPhone in portrait", horizontal: .compact, vertical: .regular, width: 28, height: 50),
        SizeClasses(
            label: "compact height", device: "a large iPhone in landscape", horizontal: .regular, vertical: .compact, width: 60, height: 30),
        SizeClasses(
            label: "both compact", device: "an iPhone in landscape", horizontal: .compact, vertical: .compact, width: 52, height: 28),
    ]

    /// The figure for `api`: the default adaptation for the type's own entry and the modifiers,
    /// one value for a member's entry, nil for any other API.
    static func figure(for api: APIEntry) -> String? {
        if api.id == adaptationID || modifierIDs.contains(api.id) { return figure(adaptation: .automatic, name: "automatic") }
        guard api.parentID == adaptationID, let value = values.first(where: { $0.name == api.name }) else { return nil }
        return figure(adaptation: value.adaptation, name: value.name)
    }

    /// The adaptations by the name Swift spells them with.
    static let values: [(name: String, adaptation: PresentationAdaptation)] = [
        ("automatic", .automatic), ("none", .none), ("popover", .popover), ("sheet", .sheet), ("fullScreenCover", .fullScreenCover),
    ]

    /// A table: one row per requested presentation, one column per combination of size classes.
    static func figure(adaptation: PresentationAdaptation, name: String) -> String {
        var html = "<figure class=\"adaptation\">\n<div class=\"table\"><table>\n<thead><tr><th scope=\"col\">presented as</th>"
        for sizes in sizeClasses { html += "<th scope=\"col\">\(sizes.label)</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for requested in PresentationStyle.allCases {
            html += "<tr><th scope=\"row\">\(label(of: requested))</th>"
            for sizes in sizeClasses {
                let shown = PresentationRules.appearance(
                    of: requested, horizontalSizeClass: sizes.horizontal, verticalSizeClass: sizes.vertical,
                    horizontalAdaptation: adaptation, verticalAdaptation: adaptation)
                html += "<td>" + diagram(requested: requested, shown: shown, sizes: sizes) + label(of: shown) + "</td>"
            }
            html += "</tr>\n"
        }
        html +=
            "</tbody></table></div>\n<figcaption>How each presentation appears in each combination of size classes when its content asks for "
        html += "<code>.\(HTML.escape(name))</code> (horizontal and vertical). Drawn from "
        html +=
            "<code>PresentationRules.appearance(of:<wbr>horizontalSizeClass:<wbr>verticalSizeClass:<wbr>horizontalAdaptation:<wbr>verticalAdaptation:)</code>"
        html += " in the PanesModel library.</figcaption>\n</figure>\n"
        return html
    }

    /// One window with the presentation drawn as it appears.
    static func diagram(requested: PresentationStyle, shown: PresentationStyle, sizes: SizeClasses) -> String {
        let box = 64.0, (width, height) = (sizes.width, sizes.height)
        let x = (box - width) / 2, y = (56 - height) / 2
        let description = "\(label(of: requested).capitalizedFirst) on \(sizes.device): shown as a \(label(of: shown))"
        var svg = "<svg class=\"adapt\" viewBox=\"0 0 64 56\" role=\"img\" aria-label=\"\(HTML.escape(description))\">"
        svg +=
            "<rect class=\"window\" x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(width))\" height=\"\(format(height))\" rx=\"3\"/>"
        switch shown {
        case .popover:
            // An anchor near the top leading corner, and the bubble pointing at it.
            let bubbleWidth = min(30, width - 8), bubbleHeight = min(18, height - 14)
            svg += "<rect class=\"anchor-view\" x=\"\(format(x + 5))\" y=\"\(format(y + 4))\" width=\"8\" height=\"4\" rx=\"1\"/>"
            svg +=
                "<path class=\"shown\" d=\"M\(format(x + 9)) \(format(y + 9))l3 3h\(format(bubbleWidth - 7))v\(format(bubbleHeight))h-\(format(bubbleWidth))v-\(format(bubbleHeight))h1z\"/>"
        case .sheet:
            svg +=
                "<rect class=\"shown\" x=\"\(format(x + 4))\" y=\"\(format(y + 7))\" width=\"\(format(width - 8))\" height=\"\(format(height - 7))\" rx=\"3\"/>"
        case .fullScreenCover:
            svg +=
                "<rect class=\"shown\" x=\"\(format(x + 1))\" y=\"\(format(y + 1))\" width=\"\(format(width - 2))\" height=\"\(format(height - 2))\" rx=\"2\"/>"
        }
        return svg + "</svg>"
    }

    /// The style's name in prose.
    static func label(of style: PresentationStyle) -> String {
        switch style {
        case .popover: "popover"
        case .sheet: "sheet"
        case .fullScreenCover: "full-screen cover"
        }
    }

    /// One decimal place, so the output is stable and short.
    private static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

extension String {
    /// The string with its first letter upper-cased (`Popover`), for the start of a sentence.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
