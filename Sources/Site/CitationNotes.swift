import Foundation
import KnowledgeBase
import PanesMarkdown

/// A page's citations as numbered notes. The references cite in parentheses at the end of a
/// clause, `([Apple: sheet(item:onDismiss:content:)](https://…))`, which reads well as Markdown
/// but breaks a sentence on a page; the page shows a superscript number there instead and lists
/// the sources, numbered, at the end of the section. Numbers run through the page; one source
/// cited twice in a section keeps its number. A reference, so copies of a renderer share it.
final class CitationNotes {
    /// One source.
    struct Note: Equatable {
        var number: Int
        var label: String
        var url: String
    }

    /// The notes of the current section, not yet listed.
    private(set) var pending: [Note] = []
    private var nextNumber = 1

    /// The number of the note for a source, reusing the section's note for one cited again.
    func cite(label: String, url: String) -> Int {
        if let note = pending.first(where: { $0.url == url && $0.label == label }) { return note.number }
        let note = Note(number: nextNumber, label: label, url: url)
        nextNumber += 1
        pending.append(note)
        return note.number
    }

    /// The section's list of sources (empty when it cited none), and a fresh list for the next.
    func flush() -> String {
        guard let first = pending.first else { return "" }
        var html = "<ol class=\"sources\" start=\"\(first.number)\" aria-label=\"Sources\">\n"
        for note in pending {
            html += "<li id=\"note-\(note.number)\"><a href=\"\(HTML.escape(note.url))\">\(HTML.escapeText(note.label))</a></li>\n"
        }
        pending = []
        return html + "</ol>\n"
    }

    /// The superscript that stands for note `number` in the text.
    static func marker(_ number: Int) -> String {
        "<sup class=\"note-ref\"><a href=\"#note-\(number)\" aria-label=\"Source \(number)\">\(number)</a></sup>"
    }

    /// A run of inline nodes: a node to render as it is, or a parenthesised group of citations.
    enum Piece {
        case node(MarkdownNode)
        case citations([(label: String, url: String)])
    }

    /// Splits inline `nodes` into pieces, turning `text (` + citation links (separated by `, `
    /// or `; `) + `)…` into the text without its parenthesis, the citations, and the rest. A
    /// citation is a link to a web page whose text names its source before a colon
    /// (`Apple: sheet(item:onDismiss:content:)`, `Apple HIG: Sheets`).
    static func pieces(_ nodes: [MarkdownNode]) -> [Piece] {
        var nodes = nodes
        var pieces: [Piece] = []
        var index = 0
        while index < nodes.count {
            guard case .text(let opening) = nodes[index].kind, opening.hasSuffix("("),
                let (citations, end) = citationRun(nodes, from: index + 1), end < nodes.count,
                case .text(let closing) = nodes[end].kind, closing.hasPrefix(")")
            else {
                pieces.append(.node(nodes[index]))
                index += 1
                continue
            }
            let before = String(opening.dropLast()).replacingOccurrences(of: " $", with: "", options: .regularExpression)
            if !before.isEmpty { pieces.append(.node(MarkdownNode(kind: .text(before), position: nodes[index].position))) }
            pieces.append(.citations(citations))
            // What follows the parenthesis may open the next citation: read it again.
            nodes[end] = MarkdownNode(kind: .text(String(closing.dropFirst())), position: nodes[end].position)
            index = end
        }
        return pieces
    }

    /// The citation links from `start`, separated by `, ` or `; `, and the index after them;
    /// nil when `start` holds no citation.
    private static func citationRun(_ nodes: [MarkdownNode], from start: Int) -> ([(label: String, url: String)], Int)? {
        var citations: [(label: String, url: String)] = []
        var index = start
        while index < nodes.count, let citation = citation(nodes[index]) {
            citations.append(citation)
            index += 1
            // `, ` or `; `, or the mark at the end of a line and the next line's citation.
            guard index < nodes.count, case .text(let separator) = nodes[index].kind,
                [",", ";"].contains(separator.trimmingCharacters(in: .whitespaces))
            else { break }
            var next = index + 1
            if next < nodes.count, nodes[next].kind == .softBreak { next += 1 }
            guard next < nodes.count, self.citation(nodes[next]) != nil else { break }
            index = next
        }
        return citations.isEmpty ? nil : (citations, index)
    }

    /// A link whose text is `Source: title` and whose destination is a web address.
    private static func citation(_ node: MarkdownNode) -> (label: String, url: String)? {
        guard case .link(let destination, _) = node.kind, destination.hasPrefix("https://") || destination.hasPrefix("http://")
        else { return nil }
        let label = node.plainText
        guard let colon = label.firstIndex(of: ":"), label.first?.isUppercase == true,
            label[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "." }),
            label[label.index(after: colon)...].first == " "
        else { return nil }
        return (label, destination)
    }
}
