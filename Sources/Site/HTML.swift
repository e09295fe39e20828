/// Escaping for text and attribute values, the only way strings from content reach a page.
enum HTML {
    /// Escapes `&`, `<`, `>` and `"`, so the result is safe as element text and as a quoted attribute value.
    static func escape(_ text: String) -> String {
        escape(text, quotes: true)
    }

    /// Escapes `&`, `<` and `>` for element text, where quotes need no escaping (Swift strings stay short).
    static func escapeText(_ text: String) -> String {
        escape(text, quotes: false)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        let needsWork = text.utf8.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || (quotes && $0 == 0x22) }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Escapes a symbol name and lets it wrap after `:` and `.`, so `sheet(item:onDismiss:content:)`
    /// breaks between labels on a narrow screen rather than inside one.
    static func breakable(_ name: String) -> String {
        var result = ""
        for character in escape(name) {
            result.append(character)
            if character == ":" || character == "." { result += "<wbr>" }
        }
        return result
    }
}
