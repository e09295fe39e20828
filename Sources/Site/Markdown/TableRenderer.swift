import PanesMarkdown

/// Renders GFM tables: a header row in `<thead>`, column alignment as classes, and a wrapper
/// that scrolls sideways on a narrow screen instead of widening the page. A table of three or
/// more columns is `stacks`: on a phone each row becomes a card of labelled cells (every cell
/// carries its column's heading in `data-label`), since squeezing three columns into 350 px
/// left one at a few words a line and pushed another off the screen.
struct TableRenderer {
    /// Renders the cells' inline content.
    let markdown: MarkdownRenderer

    /// Renders `table` with its columns' `alignments`.
    func render(_ table: MarkdownNode, alignments: [MarkdownNode.TableAlignment], into html: inout String) {
        let header = table.children.prefix { if case .tableRow(true) = $0.kind { return true } else { return false } }
        let labels = header.last.map { $0.children.map(\.plainText) } ?? []
        html += labels.count >= 3 ? "<div class=\"table stacks\"><table>\n" : "<div class=\"table\"><table>\n"
        let body = table.children.dropFirst(header.count)
        if !header.isEmpty {
            html += "<thead>\n"
            for row in header { renderRow(row, cellTag: "th", alignments: alignments, labels: [], into: &html) }
            html += "</thead>\n"
        }
        if !body.isEmpty {
            html += "<tbody>\n"
            for row in body { renderRow(row, cellTag: "td", alignments: alignments, labels: labels.count >= 3 ? labels : [], into: &html) }
            html += "</tbody>\n"
        }
        html += "</table></div>\n"
    }

    private func renderRow(
        _ row: MarkdownNode, cellTag: String, alignments: [MarkdownNode.TableAlignment], labels: [String], into html: inout String
    ) {
        html += "<tr>"
        for (index, cell) in row.children.enumerated() {
            let alignment = index < alignments.count ? alignments[index] : .none
            let label = index < labels.count && !labels[index].isEmpty ? " data-label=\"\(HTML.escape(labels[index]))\"" : ""
            html += "<\(cellTag)" + Self.alignmentClass(alignment) + label + (cellTag == "th" ? " scope=\"col\">" : ">")
            markdown.renderChildren(of: cell, into: &html)
            html += "</\(cellTag)>"
        }
        html += "</tr>\n"
    }

    private static func alignmentClass(_ alignment: MarkdownNode.TableAlignment) -> String {
        switch alignment {
        case .none: ""
        case .left: " class=\"left\""
        case .center: " class=\"center\""
        case .right: " class=\"right\""
        }
    }
}
