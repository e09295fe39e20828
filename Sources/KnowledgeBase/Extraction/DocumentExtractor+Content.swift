import PanesMarkdown

extension DocumentExtractor {
    /// Reads everything a block holds, at any depth: code blocks become examples (a runnable
    /// block in a numbered step runs like any other), code spans become mentions (double
    /// backticks, symbol links that must resolve), links and images are recorded for checking.
    /// - Parameter parameterTypes: for a field list, the types of the parameters its items
    ///   describe, by line, which tell what a bare member in the item belongs to.
    mutating func readContent(of block: MarkdownNode, parameterTypes: [Int: [String]] = [:]) {
        // What the prose around each code span says, for spans that many types share (`.automatic`).
        var spanContexts = SpanContext.contexts(in: block)
        for (position, context) in spanContexts {
            guard let types = parameterTypes[position.line] else { continue }
            spanContexts[position]?.sentence = context.sentence + types
        }
        // Each node with the directive it is in, so a directive's rules can check its parent.
        var stack: [(node: MarkdownNode, directive: String?)] = [(block, nil)]
        while let (node, parent) = stack.popLast() {
            var inside = parent
            switch node.kind {
            case .codeBlock(let info, let code):
                addCodeBlock(info: info, code: code, at: node.position)
                continue
            case .code(let spelling):
                let position = node.position.line > 0 ? node.position : block.position
                let (_, column) = openingBackticks(ofCodeAt: position)
                var found = mention(spelling.trimmingWhitespace(), origin: .codeSpan, line: position.line, column: column)
                found.span = node.position
                found.context = spanContexts[node.position] ?? SpanContext()
                mentions.append(found)
            case .symbolLink(let spelling):
                let position = node.position.line > 0 ? node.position : block.position
                // cmark places later lines of a quoted or listed paragraph early: find the backticks.
                let place = locate("``" + spelling + "``", near: position) ?? locate("`` " + spelling + " ``", near: position)
                let (line, column) = place ?? (position.line, openingBackticks(ofCodeAt: position).column)
                var found = mention(spelling.trimmingWhitespace(), origin: .demandedLink, line: line, column: column)
                found.span = node.position
                found.context = spanContexts[node.position] ?? SpanContext()
                mentions.append(found)
            case .link(let destination, _):
                var link = ContentLink(destination: destination, isImage: false, line: node.position.line, column: node.position.column)
                link.isAutolink = node.plainText == destination
                if link.isAutolink, let place = locate("<" + destination, near: node.position) { (link.line, link.column) = place }
                links.append(link)
            case .image(let source, _):
                links.append(ContentLink(destination: source, isImage: true, line: node.position.line, column: node.position.column))
            case .directive(let directive):
                guard readDirective(node, directive, parent: parent) else { continue }
                inside = directive.name
            case .heading where node.position != block.position && dialect == .docC:
                nestedHeadingAnchors[node.position] = anchors.makeAnchor(for: node.plainText.trimmingWhitespace())
            default:
                break
            }
            stack.append(contentsOf: node.children.reversed().map { ($0, inside) })
        }
    }

    /// Where `text` is written, searched from `position` on: cmark-gfm places autolinks inside
    /// list items and after soft breaks a few columns (or a line) early, so the reported place is
    /// only where the search starts.
    private func locate(_ text: String, near position: SourcePosition) -> (line: Int, column: Int)? {
        let needle = Array(text.utf8)
        let tries = [
            (position.line, position.column - 1), (position.line, 0), (position.line + 1, 0), (position.line - 1, 0),
            (position.line + 2, 0),
        ]
        for (line, startColumn) in tries {
            guard let bytes = lineBytes(line), bytes.count >= needle.count else { continue }
            var index = bytes.startIndex + max(0, min(startColumn, bytes.count))
            while index + needle.count <= bytes.endIndex {
                if bytes[index..<(index + needle.count)].elementsEqual(needle) { return (line, index - bytes.startIndex + 1) }
                index += 1
            }
        }
        return nil
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
