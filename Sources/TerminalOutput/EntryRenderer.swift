import KnowledgeBase
import PanesMarkdown

/// Renders one API in full for `panes show`: declaration, availability, summary, discussion,
/// parameters, platform tables, examples, see also and where it is mentioned. Every piece comes
/// from the index (platform tables as the index read them), made visible-safe before it is styled.
public struct EntryRenderer {
    /// Colour and width.
    public var style: TerminalStyle

    /// Creates a renderer.
    public init(style: TerminalStyle) {
        self.style = style
    }

    /// The lines that show an API: its entry and the examples its record holds.
    public func lines(for record: APIReference.Record) -> [String] {
        let api = record.entry
        let text = TerminalStyle.visible
        var lines = [
            style.bold(text(api.id)) + "  " + style.dim(api.kind.rawValue + (api.isDocumented ? "" : ", mentioned, not documented here"))
        ]
        if !api.isDocumented, api.dialect == .reference {
            lines +=
                [""]
                + style.wrap(
                    text(
                        "The references use this name without documenting it. Search Apple's documentation: "
                            + AppleDocumentation.searchURL(for: api)))
        }
        if let declaration = api.declaration {
            lines += [""] + style.wrap(text(declaration), indent: "    ").map(style.accent)
        }
        if !api.availability.isEmpty {
            let platforms = api.availability.map { "\($0.platform) \($0.introduced)" + ($0.note.map { " (\($0))" } ?? "") }
            lines += [""] + style.wrap(text("Availability: " + platforms.joined(separator: ", ")))
        }
        if !api.fields.replacedBy.isEmpty {
            lines += [""] + style.wrap(text("Replaced by: " + api.fields.replacedBy.joined(separator: ", ")))
        }
        if !api.summary.isEmpty { lines += [""] + style.wrap(text(api.summary)) }
        if let useWhen = api.fields.useWhen { lines += [""] + style.wrap(text("Use it when " + useWhen)) }
        lines += discussionLines(api.discussion)
        if !api.parameters.isEmpty {
            lines += ["", style.bold("Parameters")]
            for parameter in api.parameters {
                lines += style.wrap(text(parameter.name + ": " + parameter.summary), indent: "  ")
            }
        }
        if let returns = api.fields.returns { lines += ["", style.bold("Returns")] + style.wrap(text(returns), indent: "  ") }
        for table in api.platformBehaviour { lines += [""] + tableLines(table) }
        if !record.examples.isEmpty {
            lines += ["", style.bold("Examples")]
            for example in record.examples {
                lines += ["", "  " + style.dim(text(example.id))]
                lines += example.visibleCode.split(separator: "\n", omittingEmptySubsequences: false).map {
                    style.accent("    " + text(String($0)))
                }
            }
        }
        if !api.fields.inheritsFrom.isEmpty {
            lines += [""] + style.wrap(text("Inherits from: " + api.fields.inheritsFrom.joined(separator: ", ")))
        }
        if !api.conformances.isEmpty { lines += [""] + style.wrap(text("Conforms to: " + api.conformances.joined(separator: ", "))) }
        if !api.seeAlso.isEmpty { lines += [""] + style.wrap(text("See also: " + api.seeAlso.joined(separator: ", "))) }
        if !api.mentionedIn.isEmpty {
            lines += ["", style.bold("Mentioned in")]
            lines += api.mentionedIn.map { "  \(text($0.title)) " + style.dim(text("(\($0.file):\($0.line))")) }
        }
        return lines
    }

    private func discussionLines(_ nodes: [MarkdownNode]) -> [String] {
        var lines: [String] = []
        for node in nodes {
            // Prose only: the code blocks of the discussion are shown under Examples.
            let plain = { (node: MarkdownNode) in TerminalStyle.visible(node.proseText.trimmingWhitespace()) }
            switch node.kind {
            case .codeBlock:
                continue  // shown under Examples
            case .table:
                lines += [""] + node.children.map { row in row.children.map(plain).joined(separator: " | ") }
            case .list:
                lines += [""]
                for item in node.children { lines += bullet(style.wrap(plain(item), indent: "  ")) }
            default:
                let text = plain(node)
                if !text.isEmpty { lines += [""] + style.wrap(text) }
            }
        }
        return lines
    }

    private func bullet(_ wrapped: [String]) -> [String] {
        wrapped.enumerated().map { $0.offset == 0 ? "• " + $0.element.dropFirst(2) : $0.element }
    }

    /// A table with columns padded to their widest cell.
    func tableLines(_ table: Table) -> [String] {
        let rows = ([table.header] + table.rows).map { $0.map(TerminalStyle.visible) }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            let padded = (0..<columns).map { column in
                let cell = column < row.count ? row[column] : ""
                return cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
        return [style.bold(format(rows[0])), style.dim(rule)] + rows.dropFirst().map(format)
    }
}
