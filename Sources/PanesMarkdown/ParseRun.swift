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

    /// How many backticks open the code span whose text starts at `line`, `column` of `text`.
    /// cmark drops one space of padding inside the backticks (`` `` `x` `` ``), so one space
    /// before the text is skipped. ``Symbol`` (two) is a DocC symbol link.
    func openingBackticks(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count, column >= 2 else { return 0 }
        let lineStart = lineStarts[line - 1]
        var index = lineStart + column - 2
        guard index < bytes.count else { return 0 }
        if index >= lineStart, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        var count = 0
        while index >= lineStart, bytes[index] == UInt8(ascii: "`") {
            count += 1
            index -= 1
        }
        return count
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
