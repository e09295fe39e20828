import PanesMarkdown

extension DocumentExtractor {
    /// Reads everything a block holds, at any depth: code blocks become examples (a runnable
    /// block in a numbered step runs like any other), code spans become mentions (double
    /// backticks, symbol links that must resolve), links and images are recorded for checking.
    mutating func readContent(of block: MarkdownNode) {
        var stack = [block]
        while let node = stack.popLast() {
            switch node.kind {
            case .codeBlock(let info, let code):
                addCodeBlock(info: info, code: code, at: node.position)
                continue
            case .code(let spelling), .symbolLink(let spelling):
                let position = node.position.line > 0 ? node.position : block.position
                let (_, column) = openingBackticks(ofCodeAt: position)
                let origin: Mention.Origin
                if case .symbolLink = node.kind { origin = .demandedLink } else { origin = .codeSpan }
                mentions.append(mention(spelling.trimmingWhitespace(), origin: origin, line: position.line, column: column))
            case .link(let destination, _):
                links.append(ContentLink(destination: destination, isImage: false, line: node.position.line, column: node.position.column))
            case .image(let source, _):
                links.append(ContentLink(destination: source, isImage: true, line: node.position.line, column: node.position.column))
            default:
                break
            }
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// Reads the inline content of a heading (code spans and links in its text).
    mutating func readInline(of heading: MarkdownNode) {
        readContent(of: heading)
    }

    /// How many backticks open the code span whose text starts at `position`, and the column of
    /// the first one, for diagnostics (the parser has already told symbol links from code spans).
    private func openingBackticks(ofCodeAt position: SourcePosition) -> (count: Int, column: Int) {
        guard let line = lineBytes(position.line), position.column >= 2 else { return (0, position.column) }
        var index = line.startIndex + min(position.column - 1, line.count) - 1
        // cmark drops one space of padding inside the backticks (`` `` `x` `` ``).
        if index >= line.startIndex, line[index] == UInt8(ascii: " ") { index -= 1 }
        var count = 0
        while index >= line.startIndex, line[index] == UInt8(ascii: "`") {
            count += 1
            index -= 1
        }
        return (count, count > 0 ? index - line.startIndex + 2 : position.column)
    }

    /// A mention of `spelling` in the current section, inside the innermost open entry.
    func mention(_ spelling: String, origin: Mention.Origin, line: Int, column: Int) -> Mention {
        Mention(
            spelling: spelling, name: SymbolName(parsing: spelling), origin: origin, file: file.path, line: line, column: column,
            section: SectionReference(file: file.path, anchor: currentSection.anchor, title: currentSection.title, line: line),
            contextEntryID: openEntries.last.map { entries[$0.index].id })
    }
}
