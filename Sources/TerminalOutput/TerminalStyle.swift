/// How terminal output looks: ANSI colour on or off, and the width to wrap prose to; and the
/// one rule for putting text from the references on a terminal (`visible(_:)`).
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
    /// Green, for a passed test.
    public func green(_ text: String) -> String { paint(text, "32") }
    /// Red, for a failure.
    public func red(_ text: String) -> String { paint(text, "31") }
    /// Yellow, for a skipped test.
    public func yellow(_ text: String) -> String { paint(text, "33") }

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

    /// Text from the references (names, summaries, file names, messages) made safe to print:
    /// control characters shown in caret notation (`ESC` as `^[`, backspace as `^H`, a lone
    /// carriage return as `^M`), C1 controls and the characters that reorder text (`U+202E`
    /// right-to-left override and its kin) shown by code point. Line breaks and tabs stay.
    /// Every renderer passes content through this before it adds its own colour codes.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscaping(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x7F: result += "^?"
            case ..<0x20: result += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
            }
        }
        return result
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case ..<0x20, 0x7F...0x9F: return true
        // Letter-order controls: marks, embeddings, overrides and isolates.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
