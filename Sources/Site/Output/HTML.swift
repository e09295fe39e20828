import Foundation

/// Escaping for text and attribute values, the only way strings from content reach a page.
public enum HTML {
    /// Escapes `&`, `<`, `>` and `"`, so the result is safe as element text and as a quoted attribute value.
    public static func escape(_ text: String) -> String {
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

    /// Characters a symbol name may wrap after: `sheet(item:onDismiss:content:)` breaks between
    /// labels, `NavigationPath.CodableRepresentation` after the dot, never inside a word.
    static let breakAfter: Set<Character> = ["(", ":", "."]

    /// Escapes a symbol name and marks where it may wrap (`<wbr>` after `(`, `:` and `.`), so it
    /// breaks between labels on a narrow screen rather than inside one. No break is offered
    /// before a closing `)` or at the end, so a lone `)` never starts a line.
    ///
    /// A stretch between those points longer than `shortRun` (`NavigationSplitViewStyleConfiguration`)
    /// also gets break points between its camel-case words: the stylesheet first shrinks such a
    /// name to fit its column, and only where even the smallest size does not fit does it wrap,
    /// then at a word of the name rather than inside one.
    static func breakable(_ name: String) -> String {
        guard name.count > shortName else { return escapeText(name) }
        var result = ""
        result.reserveCapacity(name.utf8.count + 16)
        var stretch: [Character] = []
        func endStretch() {
            let isLong = stretch.count > shortRun
            for (index, character) in stretch.enumerated() {
                // Escaped in place: a string made per character cost a tenth of a preview's rebuild.
                switch character {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                default: result.append(character)
                }
                if isLong, index + 1 < stretch.count, isWordBoundary(character, stretch[index + 1]) { result += "<wbr>" }
            }
            stretch.removeAll(keepingCapacity: true)
        }
        var characters = Array(name)[...]
        var isFirst = true
        while let character = characters.popFirst() {
            stretch.append(character)
            if !isFirst, mayBreak(after: character, before: characters.first) {
                endStretch()
                result += "<wbr>"
            }
            isFirst = false
        }
        endStretch()
        return result
    }

    /// Whether a camel-case word ends between these two characters (`Style|Configuration`).
    static func isWordBoundary(_ character: Character, _ next: Character?) -> Bool {
        guard let next, next.isASCII, next.isUppercase else { return false }
        return character.isASCII && (character.isLowercase || character.isNumber)
    }

    /// Whether a symbol name may wrap between these two characters: after `(`, `:` or `.` when
    /// a label or name follows (a letter or `_`), so `(6.4 beta)` and `1.0` stay whole and a
    /// lone `)` never starts a line.
    static func mayBreak(after character: Character, before next: Character?) -> Bool {
        guard breakAfter.contains(character), let next else { return false }
        return next.isLetter || next == "_"
    }

    /// Names up to this length fit on a line in every column, so they get no break points
    /// (which keeps long pages lighter).
    static let shortName = 16

    /// The length of the longest stretch of `name` that `breakable` cannot wrap: the width a
    /// column needs so the name never breaks inside a word.
    static func longestRun(of name: String) -> Int {
        guard name.count > shortName else { return name.count }
        let characters = Array(name)
        var longest = 0
        var run = 0
        for (index, character) in characters.enumerated() {
            run += 1
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let canBreak = character == " " || (index > 0 && mayBreak(after: character, before: next))
            if canBreak || next == nil {
                longest = max(longest, run)
                run = 0
            }
        }
        return longest
    }

    /// Runs up to this length fit every column at the normal code size.
    static let shortRun = 20

    /// A symbol name as `<code>`, breakable (`breakable(_:)`), with a class naming its longest
    /// unbreakable run in steps of two (`r28` for 27 or 28 characters) when it is longer than
    /// `shortRun`. The stylesheet turns the class into a font size that fits the run into the
    /// column's width, so a long type name in a narrow column shrinks instead of breaking mid-word.
    static func symbol(_ name: String) -> String {
        let run = longestRun(of: name)
        guard run > shortRun else { return "<code>" + breakable(name) + "</code>" }
        let step = min((run + 1) / 2 * 2, 64)
        return "<code class=\"r\(step)\">" + breakable(name) + "</code>"
    }

    /// The link a heading ends with: to its own id, shown as `#` by the stylesheet, and named
    /// after its section (a screen reader's list of links tells them apart). Every h2–h6 with an
    /// id carries one, so any section's address can be copied.
    static func anchorLink(to id: String, section: String) -> String {
        " <a class=\"anchor\" href=\"#\(escape(id))\" aria-label=\"Link to section \(escape(section))\"></a>"
    }

    /// A heading with an id, its inner HTML and its anchor link.
    static func heading(_ level: Int, id: String, _ inner: String, className: String? = nil) -> String {
        let attributes = "id=\"\(escape(id))\"" + (className.map { " class=\"\($0)\"" } ?? "")
        return "<h\(level) \(attributes)>\(inner)\(anchorLink(to: id, section: plainText(ofHTML: inner)))</h\(level)>\n"
    }

    /// The text of a little HTML (a heading's inner HTML): tags dropped, the common entities read.
    static func plainText(ofHTML html: String) -> String {
        var text = ""
        var isInTag = false
        for character in html {
            if character == "<" { isInTag = true } else if character == ">" { isInTag = false } else if !isInTag { text.append(character) }
        }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&").trimmingCharacters(in: .whitespaces)
    }
}
