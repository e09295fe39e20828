extension MarkdownNode {
    /// The node's text with all markup removed: code spans keep their content, breaks become spaces.
    public var plainText: String { text(includingCodeBlocks: true) }

    /// The text a reader reads as prose: `plainText` without code blocks (raw HTML is left out
    /// of both).
    public var proseText: String { text(includingCodeBlocks: false) }

    /// `proseText` without the citations in parentheses (`Citations`): what a reader sees of
    /// the node where no link or note can be shown (abstracts, summaries, section text).
    public var readerText: String { text(includingCodeBlocks: false, includingCitations: false) }

    private func text(includingCodeBlocks: Bool, includingCitations: Bool = true) -> String {
        var result = ""
        // An explicit stack rather than recursion, so deeply nested input cannot exhaust the stack.
        var pending: [PlainTextStep] = [.visit(self)]
        while let step = pending.popLast() {
            guard case .visit(let node) = step else {
                if !result.isEmpty, !result.hasSuffix(" ") { result += " " }
                continue
            }
            switch node.kind {
            case .text(let text), .code(let text), .symbolLink(let text):
                result += text
            case .softBreak, .lineBreak:
                result += " "
            case .codeBlock(_, let code):
                if includingCodeBlocks { result += code }
            default:
                if node.isBlock { pending.append(.endOfBlock) }
                let children =
                    includingCitations
                    ? node.children
                    : Citations.pieces(node.children).compactMap { piece -> MarkdownNode? in
                        if case .node(let child) = piece { child } else { nil }
                    }
                pending.append(contentsOf: children.reversed().map(PlainTextStep.visit))
            }
        }
        return result
    }

    /// One step of the `plainText` walk: a node to visit, or the end of a block (a separating space).
    private enum PlainTextStep {
        case visit(MarkdownNode)
        case endOfBlock
    }

    /// Whether the node is a block (paragraph, heading, list, …) rather than inline content.
    public var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
            .thematicBreak, .table, .tableRow, .tableCell, .directive:
            return true
        default:
            return false
        }
    }

    /// Every node below this one, depth first, in document order (the node itself first).
    public func forEachDescendant(_ body: (MarkdownNode) -> Void) {
        var stack: [MarkdownNode] = [self]
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }
}
