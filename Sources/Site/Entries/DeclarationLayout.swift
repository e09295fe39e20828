import KnowledgeBase

/// Lays out a declaration the way Apple's pages do: on one line when it is short, otherwise
/// one parameter a line, indented, with the closing parenthesis and the rest of the signature
/// (`-> some View`, a `where` clause) on the last line. Only the outermost parameter list is
/// split; brackets, generic arguments, closure types and string literals stay whole.
enum DeclarationLayout {
    /// Declarations up to this many characters stay on one line.
    static let lineLimit = 64
    /// The indentation of each parameter line.
    static let indent = "    "

    /// `declaration`, split one parameter a line when it is longer than `lineLimit` and has more
    /// than one parameter; unchanged otherwise.
    static func layout(_ declaration: String) -> String {
        guard declaration.count > lineLimit, let (open, close) = parameterList(in: declaration) else { return declaration }
        let inner = declaration[declaration.index(after: open)..<close]
        let parameters = splitAtTopLevelCommas(inner).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard parameters.count > 1 else { return declaration }
        var tail = String(declaration[close...])
        // A long `where` clause gets a line of its own too.
        if tail.count > lineLimit / 2, let whereRange = tail.range(of: " where ") {
            tail.replaceSubrange(whereRange, with: "\nwhere ")
        }
        let head = declaration[...open]
        return head + "\n" + parameters.map { indent + $0 }.joined(separator: ",\n") + "\n" + tail
    }

    /// The first parenthesis that opens a parameter list (outside generic angle brackets) and
    /// its matching close.
    static func parameterList(in text: String) -> (String.Index, String.Index)? {
        var angleDepth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<" { angleDepth += 1 }
            if character == ">", angleDepth > 0, index > text.startIndex, text[text.index(before: index)] != "-" { angleDepth -= 1 }
            if character == "(", angleDepth == 0 {
                return matchingClose(in: text, from: index).map { (index, $0) }
            }
            if character == "\"" { return nil }
            index = text.index(after: index)
        }
        return nil
    }

    /// The `)` that closes the `(` at `open`, skipping nested brackets and string literals.
    private static func matchingClose(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var inString = false
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Splits at commas that are not inside brackets, generic arguments or strings.
    static func splitAtTopLevelCommas(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{<".contains(character) { depth += 1 }
                if ")]}".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current)
                    current = ""
                    previous = character
                    continue
                }
            }
            current.append(character)
            previous = character
        }
        parts.append(current)
        return parts
    }
}
