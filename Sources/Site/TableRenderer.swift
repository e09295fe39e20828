import PanesMarkdown

/// Renders GFM tables: a header row in `<thead>`, column alignment as classes, and a wrapper
/// that scrolls sideways on a narrow screen instead of widening the page.
struct TableRenderer {
    /// Renders the cells' inline content.
    let markdown: MarkdownRenderer

    /// Renders `table` with its columns' `alignments`.
    func render(_ table: MarkdownNode, alignments: [MarkdownNode.TableAlignment], into html: inout String) {
        html += "<div class=\"table\"><table>\n"
        let header = table.children.prefix { if case .tableRow(true) = $0.kind { return true } else { return false } }
        let body = table.children.dropFirst(header.count)
        if !header.isEmpty {
            html += "<thead>\n"
            for row in header { renderRow(row, cellTag: "th", alignments: alignments, into: &html) }
            html += "</thead>\n"
        }
        if !body.isEmpty {
            html += "<tbody>\n"
            for row in body { renderRow(row, cellTag: "td", alignments: alignments, into: &html) }
            html += "</tbody>\n"
        }
        html += "</table></div>\n"
    }

    private func renderRow(_ row: MarkdownNode, cellTag: String, alignments: [MarkdownNode.TableAlignment], into html: inout String) {
        html += "<tr>"
        for (index, cell) in row.children.enumerated() {
            let alignment = index < alignments.count ? alignments[index] : .none
            html += "<\(cellTag)" + Self.alignmentClass(alignment) + (cellTag == "th" ? " scope=\"col\">" : ">")
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
