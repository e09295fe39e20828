/// Finds DocC-style ``Symbol`` links in raw Markdown, outside fenced code.
///
/// cmark reads ``Symbol`` as an ordinary code span and forgets how many backticks there were,
/// so the text itself is scanned; that also gives each link its exact column.
enum DemandedLinkScanner {
    /// A ``Symbol`` link and where it starts (1-based line, 1-based byte column).
    struct Link: Equatable {
        var spelling: String
        var line: Int
        var column: Int
    }

    /// Every ``Symbol`` link in `text`, in order.
    static func links(in text: String) -> [Link] {
        guard containsDoubleBacktick(text) else { return [] }
        var links: [Link] = []
        let bytes = Array(text.utf8)
        var fence: [UInt8]?
        var lineStart = 0
        var lineNumber = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lineNumber += 1
            defer { lineStart = lineEnd + 1 }
            let line = bytes[lineStart..<lineEnd]
            let stripped = line.drop { $0 == UInt8(ascii: " ") }
            if let open = fence {
                if stripped.starts(with: open) { fence = nil }
                continue
            }
            if stripped.starts(with: Array("```".utf8)) || stripped.starts(with: Array("~~~".utf8)) {
                fence = Array(stripped.prefix(3))
                continue
            }
            for (column, spelling) in doubleBacktickSpans(in: line) {
                links.append(Link(spelling: spelling, line: lineNumber, column: column))
            }
        }
        return links
    }

    /// Whether two backticks stand side by side anywhere in `text` (most files have none).
    static func containsDoubleBacktick(_ text: String) -> Bool {
        var previousWasTick = false
        for byte in text.utf8 {
            let isTick = byte == UInt8(ascii: "`")
            if isTick, previousWasTick { return true }
            previousWasTick = isTick
        }
        return false
    }

    /// The ``text`` spans on one line with their 1-based byte columns.
    static func doubleBacktickSpans(in line: some Sequence<UInt8>) -> [(Int, String)] {
        let bytes = Array(line)
        var spans: [(Int, String)] = []
        var index = 0
        let tick = UInt8(ascii: "`")
        while index + 1 < bytes.count {
            let isOpening =
                bytes[index] == tick && bytes[index + 1] == tick
                && (index == 0 || bytes[index - 1] != tick) && (index + 2 < bytes.count && bytes[index + 2] != tick)
            guard isOpening else {
                index += 1
                continue
            }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == tick && bytes[end + 1] == tick) { end += 1 }
            guard end + 1 < bytes.count, end > index + 2 else { break }
            let text = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).trimmingWhitespace()
            if !text.contains("`") { spans.append((index + 1, text)) }
            index = end + 2
        }
        return spans
    }
}
