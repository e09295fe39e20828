/// The text one cmark parse sees and how its positions map back to the file: the whole file, or
/// one run of lines between directives with their content indentation removed.
struct ParseRun {
    /// What cmark parses.
    let text: String
    /// The text's bytes, to read what cmark does not keep (how many backticks opened a code span).
    private let bytes: [UInt8]
    /// Where each line of `text` starts in `bytes`.
    private let lineStarts: [Int]
    /// The file's line number of each line of `text`; empty when the run is the whole file.
    private let fileLines: [Int]
    /// Bytes removed from the start of each line of `text`; empty when the run is the whole file.
    private let removedBytes: [Int]

    /// The whole file as one run.
    init(text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.lineStarts = Self.lineStarts(of: bytes)
        self.fileLines = []
        self.removedBytes = []
    }

    /// Lines of the file, each losing up to `indentation` leading spaces or tabs.
    init(lines: [DirectiveLineParser.Line], removingIndentation indentation: Int) {
        var removed: [Int] = []
        var texts: [Substring] = []
        for line in lines {
            let prefix = line.text.prefix { $0 == " " || $0 == "\t" }.prefix(indentation)
            removed.append(prefix.utf8.count)
            texts.append(line.text.dropFirst(prefix.count))
        }
        self.text = texts.joined(separator: "\n")
        self.bytes = Array(text.utf8)
        self.lineStarts = Self.lineStarts(of: bytes)
        self.fileLines = lines.map(\.number)
        self.removedBytes = removed
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }

    /// The file position of a position cmark reports in `text` (0 stays 0: unknown).
    func position(line: Int, column: Int) -> SourcePosition {
        guard !fileLines.isEmpty, line >= 1, line <= fileLines.count else { return SourcePosition(line: line, column: column) }
        return SourcePosition(line: fileLines[line - 1], column: column > 0 ? column + removedBytes[line - 1] : column)
    }

    /// Where the code span `code` that cmark places at `line`, `column` of `text` really is,
    /// and how many backticks open it. cmark drops one space of padding inside the backticks
    /// (`` `` `x` `` ``), so one space before the code is skipped; ``Symbol`` (two) is a DocC
    /// symbol link. cmark-gfm misplaces code spans on later lines of a paragraph in a block quote
    /// or list item (it leaves out the container's prefix, and after a hard break keeps the first
    /// line's number), so when the backticks are not where it says, the code is looked for
    /// further along the line and on the lines after it.
    /// `after` is where the previous code span was found: a later one is never before it.
    func codeSpan(line: Int, column: Int, code: String, after: (line: Int, column: Int)? = nil) -> (backticks: Int, line: Int, column: Int)
    {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return (0, line, column) }
        let needle = Array(code.utf8)
        func bounds(_ line: Int) -> (start: Int, end: Int) {
            (lineStarts[line - 1], line < lineStarts.count ? lineStarts[line] - 1 : bytes.count)
        }
        func backticks(before start: Int, lineStart: Int) -> Int {
            var index = start - 1
            if index >= lineStart, bytes[index] == UInt8(ascii: " ") { index -= 1 }
            var count = 0
            while index >= lineStart, bytes[index] == UInt8(ascii: "`") {
                count += 1
                index -= 1
            }
            return count
        }
        func startsCode(at start: Int, end: Int) -> Bool {
            start + needle.count <= end && bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
        let (firstStart, firstEnd) = bounds(line)
        var start = firstStart + column - 1
        // cmark's column may point at the padding space.
        if start < firstEnd, bytes[start] == UInt8(ascii: " "), startsCode(at: start + 1, end: firstEnd) { start += 1 }
        if start <= firstEnd, needle.isEmpty || startsCode(at: start, end: firstEnd) {
            return (backticks(before: start, lineStart: firstStart), line, column)
        }
        for candidate in line..<min(line + 20, lineStarts.count + 1) {
            let (lineStart, lineEnd) = bounds(candidate)
            var index = candidate == line ? min(start, lineEnd) : lineStart
            if let after, after.line == candidate { index = max(index, lineStart + after.column) }
            if let after, after.line > candidate { continue }
            while index < lineEnd {
                if let (count, codeStart) = span(at: index, lineEnd: lineEnd, needle: needle) {
                    return (count, candidate, codeStart - lineStart + 1)
                }
                index += 1
            }
        }
        return (0, line, column)
    }

    /// A whole code span holding `needle` that starts at `index` — a run of backticks, the code
    /// (with one space of padding allowed on each side), the same run again — as the run's
    /// length and where the code starts; nil when there is none there.
    private func span(at index: Int, lineEnd: Int, needle: [UInt8]) -> (Int, Int)? {
        let tick = UInt8(ascii: "`")
        guard bytes[index] == tick, index == 0 || bytes[index - 1] != tick else { return nil }
        var position = index
        while position < lineEnd, bytes[position] == tick { position += 1 }
        let count = position - index
        for padding in [0, 1] {
            let codeStart = position + padding
            let codeEnd = codeStart + needle.count
            guard padding == 0 || (position < lineEnd && bytes[position] == UInt8(ascii: " ")) else { continue }
            guard codeEnd + padding + count <= lineEnd, bytes[codeStart..<codeEnd].elementsEqual(needle) else { continue }
            let closing = codeEnd + padding
            guard padding == 0 || bytes[codeEnd] == UInt8(ascii: " ") else { continue }
            let closes = bytes[closing..<(closing + count)].allSatisfy { $0 == tick }
            let ends = closing + count == lineEnd || bytes[closing + count] != tick
            if closes, ends { return (count, codeStart) }
        }
        return nil
    }
}

/// Which lines starting with `@Name` a parse reads as DocC block directives.
public enum DirectiveSyntax: Sendable, Hashable {
    /// None: plain CommonMark, where `@` is text.
    case none
    /// Every name, as DocC reads a catalog (so `@MainActor isolation…` at a line's start is a directive).
    case allNames
    /// Only these names: the directives DocC documents, for loose Markdown where a prose line
    /// may well start with an attribute (`@State keeps…`).
    case names(Set<String>)

    /// Whether `name` opens a directive.
    func accepts(_ name: Substring) -> Bool {
        switch self {
        case .none: return false
        case .allNames: return true
        case .names(let names): return names.contains(String(name))
        }
    }

    /// Whether any line of `source` starts with `@` after spaces or tabs: most files have none
    /// and are parsed in one run.
    func mayOpen(in source: String) -> Bool {
        var isLineStart = true
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "@") where isLineStart: return true
            case UInt8(ascii: "\n"): isLineStart = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: isLineStart = false
            }
        }
        return false
    }
}
