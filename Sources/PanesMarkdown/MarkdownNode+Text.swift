extension MarkdownNode {
    /// The node's text with all markup removed: code spans keep their content, breaks become spaces.
    public var plainText: String {
        var result = ""
        appendPlainText(to: &result)
        return result
    }

    private func appendPlainText(to result: inout String) {
        switch kind {
        case .text(let text), .code(let text):
            result += text
        case .softBreak, .lineBreak:
            result += " "
        case .codeBlock(_, let code):
            result += code
        default:
            for child in children {
                child.appendPlainText(to: &result)
            }
            if isBlock, !result.isEmpty, !result.hasSuffix(" ") {
                result += " "
            }
        }
    }

    /// Whether the node is a block (paragraph, heading, list, …) rather than inline content.
    public var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
            .thematicBreak, .table, .tableRow, .tableCell:
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
