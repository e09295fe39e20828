/// How terminal output looks: ANSI colour on or off, and the width to wrap prose to.
public struct TerminalStyle: Sendable {
    /// Whether to emit ANSI colour codes.
    public var usesColor: Bool
    /// Columns to wrap prose to.
    public var width: Int

    /// Creates a style; widths below 20 are raised to 20 so wrapping always makes progress.
    public init(usesColor: Bool, width: Int = 80) {
        self.usesColor = usesColor
        self.width = max(20, width)
    }

    /// The width from `COLUMNS`, or 80.
    public static func width(fromColumns columns: String?) -> Int {
        columns.flatMap { Int($0) }.map { max(20, $0) } ?? 80
    }

    /// Bold text (names, headings).
    public func bold(_ text: String) -> String { paint(text, "1") }
    /// Dim text (kinds, paths).
    public func dim(_ text: String) -> String { paint(text, "2") }
    /// Accent colour (cyan) for code.
    public func accent(_ text: String) -> String { paint(text, "36") }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Wraps `text` at word boundaries to `width`, prefixing each line with `indent`.
    public func wrap(_ text: String, indent: String = "") -> [String] {
        let limit = max(10, width - indent.count)
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if !line.isEmpty, line.count + 1 + word.count > limit {
                lines.append(indent + line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines
    }

    /// `text` cut to `limit` characters with `…`.
    public func truncate(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }
}
