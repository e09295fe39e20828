import PanesMarkdown

/// DocC's two bits of Markdown with a meaning of their own: asides (a block quote that starts
/// `Note:`, `Tip:`, `Important:`, `Warning:`, `Experiment:` or a doc-comment callout such as
/// `Precondition:`) and term lists (`- term Blaze: A painted mark…`). Read here, once, for
/// renderers of catalog pages.
public enum DocCAside {
    /// The names DocC makes asides of (`Aside.Kind` in swift-markdown), by how they are written.
    static let kinds: [String] = [
        "Note", "Tip", "Important", "Experiment", "Warning", "Attention", "Author", "Authors", "Bug", "Complexity",
        "Copyright", "Date", "Invariant", "Mutating variant", "Non-mutating variant", "Postcondition", "Precondition",
        "Remark", "Requires", "Since", "ToDo", "Version", "Throws", "SeeAlso",
    ]

    /// An aside's kind and its content (the block quote's blocks, the `Kind:` prefix removed),
    /// or nil when the block quote is a plain quote.
    public static func aside(_ quote: MarkdownNode) -> (kind: String, blocks: [MarkdownNode])? {
        guard case .blockQuote = quote.kind, var first = quote.children.first, case .paragraph = first.kind,
            case .text(let text)? = first.children.first?.kind
        else { return nil }
        for kind in kinds where text.lowercased().hasPrefix(kind.lowercased() + ":") {
            let rest = text.dropFirst(kind.count + 1).drop { $0 == " " }
            first.children[0].kind = .text(String(rest))
            if rest.isEmpty, first.children.count > 1, first.children[1].kind == .softBreak { first.children.removeFirst(2) }
            return (kind, [first] + quote.children.dropFirst())
        }
        return nil
    }

    /// The terms and definitions of a DocC term list (every item starts `term Name:`), or nil.
    public static func terms(_ list: MarkdownNode) -> [(term: [MarkdownNode], definition: [MarkdownNode])]? {
        guard case .list(false, _, _) = list.kind, !list.children.isEmpty else { return nil }
        var terms: [(term: [MarkdownNode], definition: [MarkdownNode])] = []
        for item in list.children {
            guard var first = item.children.first, case .paragraph = first.kind, case .text(let text)? = first.children.first?.kind,
                text.hasPrefix("term ")
            else { return nil }
            // The term runs to the first `:` in the paragraph's text.
            var term: [MarkdownNode] = []
            var rest = first.children
            rest[0].kind = .text(String(text.dropFirst(5)))
            var definitionStart: [MarkdownNode]?
            while !rest.isEmpty {
                let node = rest.removeFirst()
                if case .text(let piece) = node.kind, let colon = piece.firstIndex(of: ":") {
                    term.append(MarkdownNode(kind: .text(String(piece[..<colon])), position: node.position))
                    let after = piece[piece.index(after: colon)...].drop { $0 == " " }
                    definitionStart = (after.isEmpty ? [] : [MarkdownNode(kind: .text(String(after)), position: node.position)]) + rest
                    break
                }
                term.append(node)
            }
            guard let definitionStart else { return nil }
            first.children = definitionStart
            terms.append((term, [first] + item.children.dropFirst()))
        }
        return terms
    }
}
