/// A DocC block directive as written, `@Name(label: value, …) { content }`: its name, its
/// arguments and whether braces followed. What a directive means is the knowledge base's
/// business; this is only its syntax, as swift-markdown's `BlockDirectiveParser` reads it.
public struct Directive: Sendable, Equatable, Codable {
    /// One argument: `label: value`, or an unlabeled `value` (`@Tab("Miles")`, `@PageColor(green)`).
    public struct Argument: Sendable, Equatable, Codable {
        /// The label before `:`, or nil for an unlabeled argument.
        public var label: String?
        /// The value, unquoted and unescaped.
        public var value: String

        /// Creates an argument.
        public init(label: String?, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The name after `@` (`Row`, `Metadata`, `MainActor`), as written.
    public var name: String
    /// The text between the parentheses, lines joined with spaces; empty when there were none.
    public var argumentText: String
    /// The arguments parsed from `argumentText`, in order.
    public var arguments: [Argument]
    /// Why `argumentText` could not be read as `label: value` pairs (an unclosed quote), if so.
    public var argumentProblem: String?
    /// Whether `{` followed, so the directive holds content (even when empty).
    public var hasContentBlock: Bool

    /// Creates a directive, parsing `argumentText`.
    public init(name: String, argumentText: String, hasContentBlock: Bool) {
        self.name = name
        self.argumentText = argumentText
        self.hasContentBlock = hasContentBlock
        (arguments, argumentProblem) = Self.parseArguments(argumentText)
    }

    /// The value of the argument labelled `label`, if present.
    public func argument(_ label: String) -> String? {
        arguments.first { $0.label == label }?.value
    }

    /// The first unlabeled argument's value, if any (`iOS` in `@Available(iOS, introduced: "17.0")`).
    public var unlabeledArgument: String? {
        arguments.first { $0.label == nil }?.value
    }

    /// Reads comma-separated `label: value` pairs, the first of which may be unlabeled. A value is
    /// double-quoted (with `\` escapes, and then may hold `,` `:` and spaces) or runs to the next
    /// comma; a label is the unquoted text before the first `:` of an argument.
    static func parseArguments(_ text: String) -> ([Argument], String?) {
        var arguments: [Argument] = []
        var characters = Substring(text)
        while true {
            characters = characters.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            guard !characters.isEmpty else { return (arguments, nil) }
            var label: String?
            if characters.first != "\"" {
                let labelEnd = characters.firstIndex { $0 == ":" || $0 == "," || $0 == "\"" }
                if let labelEnd, characters[labelEnd] == ":" {
                    label = String(characters[..<labelEnd]).trimmingSpaces()
                    characters = characters[characters.index(after: labelEnd)...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                }
            }
            let value: String
            if characters.first == "\"" {
                guard let (quoted, rest) = Self.quoted(characters) else {
                    return (arguments, "an argument's opening quote has no closing quote; close it or remove it")
                }
                value = quoted
                characters = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                if let first = characters.first, first != "," {
                    return (arguments, "unexpected text after the quoted value \"\(quoted)\"; separate arguments with commas")
                }
            } else {
                let end = characters.firstIndex(of: ",") ?? characters.endIndex
                value = String(characters[..<end]).trimmingSpaces()
                characters = characters[end...]
            }
            arguments.append(Argument(label: label, value: value))
            if characters.first == "," { characters = characters.dropFirst() }
        }
    }

    /// The unescaped text of a double-quoted value at the start of `text`, and what follows it.
    private static func quoted(_ text: Substring) -> (String, Substring)? {
        var value = ""
        var isEscaped = false
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if isEscaped {
                value.append(character)
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else if character == "\"" {
                return (value, text[text.index(after: index)...])
            } else {
                value.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension String {
    /// The string without spaces, tabs and line breaks at either end.
    func trimmingSpaces() -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\n" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
