import Foundation

/// How the references cite: in parentheses at the end of a clause, one or more links to a web
/// page whose text names the source before a colon, `([Apple: sheet(item:onDismiss:content:)](https://…))`.
/// Decided once here: the site turns such a run into a note's number (`CitationNotes`), and the
/// text a reader sees without markup (`MarkdownNode.readerText`: abstracts, summaries) leaves it out.
public enum Citations {
    /// A run of inline nodes: a node to render as it is, or a parenthesised group of citations.
    public enum Piece {
        case node(MarkdownNode)
        case citations([(label: String, url: String)])
    }

    /// Splits inline `nodes` into pieces, turning `text (` + citation links (separated by `, `
    /// or `; `) + `)…` into the text without its parenthesis, the citations, and the rest. A
    /// citation is a link to a web page whose text names its source before a colon
    /// (`Apple: sheet(item:onDismiss:content:)`, `Apple HIG: Sheets`).
    public static func pieces(_ nodes: [MarkdownNode]) -> [Piece] {
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
            if !before.isEmpty {
                pieces.append(.node(MarkdownNode(kind: .text(before), position: nodes[index].position)))
            } else if case .node(let previous) = pieces.last, previous.kind == .softBreak {
                // `(` opened a line of its own: the line break before it went with the parenthesis.
                pieces.removeLast()
            }
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

extension MarkdownNode {
    /// The labels of the citations in parentheses below the node (`Apple: sheet(item:onDismiss:content:)`),
    /// in order: what `readerText` leaves out.
    public var citedSources: [String] {
        var labels: [String] = []
        forEachDescendant { node in
            guard !node.children.isEmpty else { return }
            for case .citations(let sources) in Citations.pieces(node.children) {
                labels += sources.map(\.label)
            }
        }
        return labels
    }
}
