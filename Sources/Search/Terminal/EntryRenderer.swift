import KnowledgeBase
import PanesMarkdown

/// Renders one API in full for `panes show`: declaration, availability, summary, discussion,
/// parameters, platform table, examples, see also and where it is mentioned.
public struct EntryRenderer {
    /// The knowledge base the entry comes from (examples and links are looked up in it).
    public var knowledgeBase: KnowledgeBase
    /// Colour and width.
    public var style: TerminalStyle

    /// Creates a renderer.
    public init(knowledgeBase: KnowledgeBase, style: TerminalStyle) {
        self.knowledgeBase = knowledgeBase
        self.style = style
    }

    /// The lines that show `api`.
    public func lines(for api: APIEntry) -> [String] {
        var lines = [style.bold(api.id) + "  " + style.dim(api.kind.rawValue + (api.isDocumented ? "" : ", inferred from mentions"))]
        if let declaration = api.declaration {
            lines += [""] + style.wrap(declaration, indent: "    ").map(style.accent)
        }
        if !api.availability.isEmpty {
            let platforms = api.availability.map { "\($0.platform) \($0.introduced)" + ($0.note.map { " (\($0))" } ?? "") }
            lines += [""] + style.wrap("Availability: " + platforms.joined(separator: ", "))
        }
        if !api.summary.isEmpty { lines += [""] + style.wrap(api.summary) }
        lines += discussionLines(api.discussion)
        if !api.parameters.isEmpty {
            lines += ["", style.bold("Parameters")]
            for parameter in api.parameters {
                lines += style.wrap(parameter.name + ": " + parameter.summary, indent: "  ")
            }
        }
        for table in api.platformBehaviour { lines += [""] + tableLines(table) }
        let examples = EntryRecord.shownExamples(of: api, in: knowledgeBase)
        if !examples.isEmpty {
            lines += ["", style.bold("Examples")]
            for example in examples {
                lines += ["", "  " + style.dim(example.id)]
                lines += example.visibleCode.split(separator: "\n", omittingEmptySubsequences: false).map { style.accent("    " + $0) }
            }
        }
        if !api.seeAlso.isEmpty { lines += [""] + style.wrap("See also: " + api.seeAlso.joined(separator: ", ")) }
        if !api.mentionedIn.isEmpty {
            lines += ["", style.bold("Mentioned in")]
            lines += api.mentionedIn.map { "  \($0.title) " + style.dim("(\($0.file):\($0.line))") }
        }
        return lines
    }

    private func discussionLines(_ nodes: [MarkdownNode]) -> [String] {
        var lines: [String] = []
        for node in nodes {
            switch node.kind {
            case .codeBlock:
                continue  // shown under Examples
            case .table:
                let rows = node.children.map { row in row.children.map { $0.plainText.trimmed } }
                if rows.first?.first == "Platform" { continue }  // shown as the platform table
                lines += [""] + rows.map { $0.joined(separator: " | ") }
            case .list:
                lines += [""]
                for item in node.children { lines += bullet(style.wrap(item.plainText.trimmed, indent: "  ")) }
            default:
                let text = node.plainText.trimmed
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
        let rows = [table.header] + table.rows
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        func format(_ row: [String]) -> String {
            (0..<columns).map { column in
                let cell = column < row.count ? row[column] : ""
                return cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ").trimmedTrailing
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
        return [style.bold(format(table.header)), style.dim(rule)] + table.rows.map(format)
    }
}

extension String {
    /// Without leading and trailing spaces and newlines.
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// Without trailing spaces.
    var trimmedTrailing: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
