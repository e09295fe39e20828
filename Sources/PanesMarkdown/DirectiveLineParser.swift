/// Splits a document into runs of Markdown lines and block directives before CommonMark sees
/// it, by DocC's own grammar (swift-markdown's `BlockDirectiveParser`, ported rule for rule):
///
/// - a line whose first non-blank character is `@` followed by a name opens a directive, even
///   in the middle of a paragraph, unless it is inside a fenced code block or indented four or
///   more columns past the enclosing directive's content (indented code);
/// - `(…)` after the name holds the arguments and may span lines; `{` opens content;
/// - a line starting with `}` closes the innermost directive awaiting content, and any
///   content-less directives opened inside it; a blank line closes a directive that took no `{`;
/// - a directive's content indentation is that of its first non-blank line, and is removed
///   before CommonMark parses the content, so indented prose is not indented code.
///
/// DocC decides this on lines, not on CommonMark blocks, which is why it runs first: a parsed
/// paragraph has already swallowed the `@Column {` line and the braces by then.
struct DirectiveLineParser {
    /// One line of the source: its 1-based number and text (no line break). A line split out of
    /// `@X { text }` keeps its columns, the directive's part replaced by spaces.
    struct Line {
        var number: Int
        var text: Substring

        /// Columns of leading white space; a tab advances to the next multiple of 4, as cmark counts.
        var indentation: Int {
            var columns = 0
            for character in text {
                if character == " " {
                    columns += 1
                } else if character == "\t" {
                    columns = (columns + 4) & ~3
                } else {
                    break
                }
            }
            return columns
        }

        var isBlank: Bool { text.allSatisfy(isSpaceOrTab) }

        /// The text after leading white space.
        var trimmed: Substring { text.drop(while: isSpaceOrTab) }

        var isProbablyCodeFence: Bool { trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") }
    }

    /// A directive being read, in the states swift-markdown's parser moves through.
    struct Pending {
        enum State {
            case argumentsStart, argumentsText, argumentsEnd, contentsStart, contents, done
        }

        var name: String
        var line: Int
        var column: Int
        var atIndentation: Int
        var innerIndentation: Int?
        var argumentSegments: [Substring] = []
        var state = State.argumentsStart
        var hasContentBlock = false
        /// The content of a one-line `@Small { text }`, to parse as Markdown.
        var pendingLine: Line?

        /// How many columns of indentation its content loses before CommonMark parses it.
        var contentIndentation: Int { innerIndentation ?? atIndentation }
        var isAwaitingContent: Bool { state == .contents }

        /// Continues reading the directive on `text` (the rest of its opening line, or a later
        /// line); false when the text is not part of the directive.
        mutating func accept(_ text: Substring, line: Line) -> Bool {
            var text = text
            switch state {
            case .argumentsStart:
                text = text.drop(while: isSpaceOrTab)
                guard text.first == "(" else {
                    state = .contentsStart
                    return acceptContentsStart(text, line: line)
                }
                state = .argumentsText
                _ = acceptArgumentsText(text.dropFirst(), line: line)
                return true
            case .argumentsText:
                return acceptArgumentsText(text, line: line)
            case .argumentsEnd:
                text = text.drop(while: isSpaceOrTab)
                guard text.first == ")" else { return false }
                state = .contentsStart
                _ = acceptContentsStart(text.dropFirst(), line: line)
                return true
            case .contentsStart:
                return acceptContentsStart(text, line: line)
            case .contents:
                return acceptContentsEnd(text, line: line)
            case .done:
                return false
            }
        }

        private mutating func acceptArgumentsText(_ text: Substring, line: Line) -> Bool {
            let end = Self.indexOfClosingParenthesis(in: text)
            let segment = text[..<end]
            if !segment.isEmpty { argumentSegments.append(segment) }
            guard end < text.endIndex else { return !segment.isEmpty }
            state = .argumentsEnd
            return accept(text[end...], line: line)
        }

        private mutating func acceptContentsStart(_ text: Substring, line: Line) -> Bool {
            let rest = text.drop(while: isSpaceOrTab)
            guard rest.first == "{" else { return false }
            state = .contents
            hasContentBlock = true
            _ = acceptContentsEnd(rest.dropFirst(), line: line)
            return true
        }

        /// `}` ends the content; on the opening line, `{ text }` is content and its end at once
        /// (text after a lone `{` is dropped, as DocC drops it).
        private mutating func acceptContentsEnd(_ text: Substring, line: Line) -> Bool {
            let rest = text.drop(while: isSpaceOrTab)
            if rest.first == "}" {
                state = .done
                return true
            }
            let content = rest.reversed().drop(while: isSpaceOrTab)
            guard !rest.isEmpty, content.first == "}" else { return false }
            let contentEnd = rest.index(rest.startIndex, offsetBy: content.count - 1)
            let prefixLength = line.text.distance(from: line.text.startIndex, to: rest.startIndex)
            innerIndentation = prefixLength
            let padded = String(repeating: " ", count: prefixLength) + rest[..<contentEnd]
            pendingLine = Line(number: line.number, text: Substring(padded))
            state = .done
            return false
        }

        /// Where `)` ends the argument text: the first one outside quotes and not escaped.
        static func indexOfClosingParenthesis(in text: Substring) -> Substring.Index {
            var isEscaped = false
            var isQuoted = false
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if isEscaped {
                    isEscaped = false
                } else if character == "\\" {
                    isEscaped = true
                } else if character == "\"" {
                    isQuoted.toggle()
                } else if character == ")", !isQuoted {
                    return index
                }
                index = text.index(after: index)
            }
            return text.endIndex
        }
    }

    /// What the document is made of once directives are found.
    indirect enum Block {
        /// Markdown lines, parsed by CommonMark after `indentation` columns are removed.
        case lines([Line], indentation: Int)
        /// A directive with its content.
        case directive(Pending, [Block])
    }

    /// An open container on the parse stack.
    private enum Container {
        case root([Block])
        case lines([Line], isInCodeFence: Bool)
        case directive(Pending, [Block])

        var isInCodeFence: Bool {
            if case .lines(_, let isInCodeFence) = self { return isInCodeFence }
            return false
        }
    }

    /// Which names open a directive.
    let acceptsName: (Substring) -> Bool
    /// Directives nested deeper than this are read as text, so no input makes the tree deep
    /// enough to exhaust the stack when it is converted, rendered or freed.
    let maximumDepth: Int
    private var stack: [Container] = [.root([])]
    /// The first directive left unopened because it was nested deeper than `maximumDepth`.
    private var firstTooDeep: (line: Int, column: Int)?

    /// Reads `source` into blocks, and says where (if anywhere) a directive nested too deep
    /// was read as text.
    static func blocks(
        in source: String, maximumDepth: Int, acceptsName: @escaping (Substring) -> Bool
    ) -> (blocks: [Block], firstTooDeep: (line: Int, column: Int)?) {
        var parser = DirectiveLineParser(acceptsName: acceptsName, maximumDepth: maximumDepth)
        var number = 0
        for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            parser.accept(Line(number: number, text: text))
        }
        while parser.stack.count > 1 { parser.closeTop() }
        guard case .root(let blocks) = parser.stack[0] else { return ([], nil) }
        // A directive's content indentation is known only once its first non-blank line is read,
        // which may come after a run was closed; runs take it when everything is read.
        return (blocks.map { $0.settled(under: nil) }, parser.firstTooDeep)
    }

    private init(acceptsName: @escaping (Substring) -> Bool, maximumDepth: Int) {
        self.acceptsName = acceptsName
        self.maximumDepth = maximumDepth
    }

    private var top: Container {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    /// The indentation a line is measured against: the enclosing directive's content indentation.
    private func indentationAdjustment() -> Int {
        switch top {
        case .root: return 0
        case .directive(let pending, _): return pending.contentIndentation
        case .lines:
            guard stack.count >= 2, case .directive(let pending, _) = stack[stack.count - 2] else { return 0 }
            return pending.contentIndentation
        }
    }

    private func isCode(_ line: Line) -> Bool {
        line.indentation - indentationAdjustment() >= 4 || line.isProbablyCodeFence || top.isInCodeFence
    }

    private mutating func accept(_ line: Line) {
        if line.isBlank, case .directive(let pending, _) = top,
            [.argumentsStart, .contentsStart, .done].contains(pending.state)
        {
            closeTop()
        }
        updateIndentation(for: line)
        if !isCode(line), line.trimmed.first == "}" {
            // The brace closes the innermost directive awaiting content, and whatever opened inside it.
            if let found = stack.lastIndex(where: { if case .directive(let pending, _) = $0 { pending.isAwaitingContent } else { false } })
            {
                while stack.count - 1 > found { closeTop() }
            }
        }
        if let opened = openDirective(on: line) {
            switch top {
            case .root: break
            case .lines: closeTop()
            case .directive(let previous, _):
                if previous.state != .contents { closeTop() }
            }
            stack.append(.directive(opened, []))
            if let pendingLine = opened.pendingLine {
                stack.append(.lines([pendingLine], isInCodeFence: false))
                closeTop()
            }
            return
        }
        switch top {
        case .root:
            stack.append(.lines([line], isInCodeFence: line.isProbablyCodeFence))
        case .lines:
            // Taken off the stack first, so the run is appended to in place rather than copied
            // for every line (copies made 20,000 nested directives take 17 s; review D16).
            guard case .lines(var lines, let isInCodeFence) = stack.removeLast() else { return }
            lines.append(line)
            stack.append(.lines(lines, isInCodeFence: isInCodeFence != line.isProbablyCodeFence))
        case .directive(var pending, let children):
            let canAccept = pending.state != .done && (pending.state == .argumentsText || !isCode(line))
            if canAccept, pending.accept(line.text, line: line) {
                top = .directive(pending, children)
                if pending.state == .done { closeTop() }
                return
            }
            if !pending.isAwaitingContent { closeTop() }
            stack.append(.lines([line], isInCodeFence: line.isProbablyCodeFence))
        }
    }

    /// The first non-blank line inside a directive sets how much indentation its content loses.
    private mutating func updateIndentation(for line: Line) {
        guard !line.isBlank else { return }
        let index: Int
        switch top {
        case .directive: index = stack.count - 1
        case .lines: index = stack.count - 2
        case .root: return
        }
        guard index >= 0, case .directive(var pending, let children) = stack[index], pending.innerIndentation == nil else { return }
        pending.innerIndentation = line.indentation
        stack[index] = .directive(pending, children)
    }

    /// A directive opened by `line`, read as far as the line goes; nil when the line opens none.
    private mutating func openDirective(on line: Line) -> Pending? {
        guard !isCode(line) else { return nil }
        let rest = line.trimmed
        guard rest.first == "@" else { return nil }
        let afterAt = rest.dropFirst()
        let nameEnd = afterAt.firstIndex { "(),:{} \t".contains($0) } ?? afterAt.endIndex
        let name = afterAt[..<nameEnd]
        guard !name.isEmpty, acceptsName(name) else { return nil }
        let column = line.text.utf8.distance(from: line.text.startIndex, to: rest.startIndex) + 1
        guard stack.count <= maximumDepth else {
            if firstTooDeep == nil { firstTooDeep = (line.number, column) }
            return nil
        }
        var pending = Pending(name: String(name), line: line.number, column: column, atIndentation: line.indentation)
        // Anything after the opening that is not part of the directive is dropped, as DocC drops it.
        _ = pending.accept(afterAt[nameEnd...], line: line)
        return pending
    }

    /// Pops the top container into the one below it.
    private mutating func closeTop() {
        guard stack.count > 1 else { return }
        let child: Block
        switch stack.removeLast() {
        case .lines(let lines, _): child = .lines(lines, indentation: 0)
        case .directive(let pending, let children): child = .directive(pending, children)
        case .root: return
        }
        switch stack.removeLast() {
        case .root(var children):
            children.append(child)
            stack.append(.root(children))
        case .directive(let pending, var children):
            children.append(child)
            stack.append(.directive(pending, children))
        case .lines(let lines, let isInCodeFence):
            // Line runs hold no children; cannot happen, since a run is closed before anything opens.
            stack.append(.lines(lines, isInCodeFence: isInCodeFence))
        }
    }
}

extension DirectiveLineParser.Block {
    /// The same block with its runs losing `parent`'s final content indentation (none at the top).
    func settled(under parent: DirectiveLineParser.Pending?) -> Self {
        switch self {
        case .lines(let lines, _): return .lines(lines, indentation: parent?.contentIndentation ?? 0)
        case .directive(let pending, let children): return .directive(pending, children.map { $0.settled(under: pending) })
        }
    }
}

/// Space or tab: the white space a directive line may hold around its parts.
private func isSpaceOrTab(_ character: Character) -> Bool { character == " " || character == "\t" }
