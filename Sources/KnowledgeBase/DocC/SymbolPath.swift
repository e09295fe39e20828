/// A symbol link's path as DocC reads it (`PathHierarchy+PathComponent.swift`): components
/// split at `/` (an operator such as `/=(_:_:)` keeps its slash), each with an optional
/// disambiguation after its last `-`: a kind (`-enum`, `-swift.type.property`), a hash
/// (`-1ntpg`), both (`-property-1jm9o`), or types (`-(Unit)`, `->Int`, `-(_,String)->Bool`).
public struct SymbolPath: Sendable, Equatable {
    /// How one component narrows its matches.
    public enum Disambiguation: Sendable, Equatable {
        /// A kind, without its language (`enum`, `type.property`).
        case kind(String)
        /// A hash of the symbol's identifier.
        case hash(String)
        /// A kind and a hash.
        case kindAndHash(String, String)
        /// Parameter types (nil: not given) and return types (nil: not given); `_` matches any.
        case types(parameters: [String]?, returns: [String]?)
    }

    /// One component.
    public struct Component: Sendable, Equatable {
        /// The component as written, suffix included: tried first as a name, since a symbol may
        /// really be named `foo-bar` (and the operator `-` is named with one).
        public var fullText: String
        /// The name without the disambiguation.
        public var name: String
        /// The disambiguation, if any.
        public var disambiguation: Disambiguation?
    }

    /// Whether the link starts with `/` (resolved from the module, never relative).
    public var isAbsolute: Bool
    /// The components, in order.
    public var components: [Component]

    /// Kinds DocC accepts as a suffix.
    static let kinds: Set<String> = [
        "enum", "enum.case", "protocol", "typealias", "associatedtype", "struct", "class", "actor", "func", "func.op",
        "property", "type.property", "method", "type.method", "subscript", "type.subscript", "init", "deinit", "var",
        "ivar", "macro", "module", "namespace", "extension", "httpRequest", "httpParameter", "httpResponse", "httpBody",
        "dictionary", "dictionaryKey",
    ]

    /// Parses a link's text (what is between the double backticks, or after `doc:`); nil for an
    /// empty path.
    public init?(_ text: String) {
        var text = Substring(text)
        // `/Module/Type` is absolute; `/=(_:_:)` is an operator named with a slash.
        isAbsolute = text.hasPrefix("/") && text.dropFirst().first.map { $0.isLetter || $0 == "_" } == true
        if isAbsolute { text = text.dropFirst() }
        components = Self.split(text).map(Self.component)
        if components.isEmpty { return nil }
    }

    /// Splits at `/`, except inside parentheses (`/(_:_:)`, `subscript(_:)->A/B` do not occur,
    /// but operators do): a `/` that starts an operator name stays with it.
    static func split(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character == "/", depth == 0 {
                // An operator made of `/`, `=` and the like runs up to its `(`.
                let rest = text[text.index(after: index)...]
                let isOperatorStart = index == start && rest.first.map { "/=+-*%<>!&|^~.?".contains($0) || $0 == "(" } == true
                if !isOperatorStart {
                    if index > start { parts.append(text[start..<index]) }
                    start = text.index(after: index)
                }
            }
            index = text.index(after: index)
        }
        if start < text.endIndex { parts.append(text[start...]) }
        return parts
    }

    /// Reads one component's disambiguation.
    static func component(_ text: Substring) -> Component {
        let full = String(text)
        if let (name, types) = typeSignature(text) {
            return Component(fullText: full, name: name, disambiguation: types)
        }
        guard let dash = text.lastIndex(of: "-"), dash != text.startIndex else {
            return Component(fullText: full, name: full, disambiguation: nil)
        }
        let before = text[..<dash]
        let suffix = String(text[text.index(after: dash)...])
        if let kind = kindName(suffix) { return Component(fullText: full, name: String(before), disambiguation: .kind(kind)) }
        if isHash(suffix) {
            if let kindDash = before.lastIndex(of: "-"), kindDash != before.startIndex,
                let kind = kindName(String(before[before.index(after: kindDash)...]))
            {
                return Component(fullText: full, name: String(before[..<kindDash]), disambiguation: .kindAndHash(kind, suffix))
            }
            return Component(fullText: full, name: String(before), disambiguation: .hash(suffix))
        }
        return Component(fullText: full, name: full, disambiguation: nil)
    }

    /// `swift.enum` → `enum`; `type.property` → itself; anything else nil.
    static func kindName(_ text: String) -> String? {
        if kinds.contains(text) { return text }
        for language in SymbolGraph.languages where text.hasPrefix(language + ".") {
            let rest = String(text.dropFirst(language.count + 1))
            if kinds.contains(rest) { return rest }
        }
        return nil
    }

    /// One to six lower-case letters or digits.
    static func isHash(_ text: String) -> Bool {
        (1...6).contains(text.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7a).contains($0) }
    }

    /// A `-(T1,T2)`, `->R` or `-(T)->R` suffix after the symbol's own name and labels, with the
    /// name it follows; nil when the component has none.
    static func typeSignature(_ text: Substring) -> (String, Disambiguation)? {
        // The symbol's own `(labels:)` come first; a signature can only start after them.
        var searchStart = text.startIndex
        if let open = text.firstIndex(of: "("), open != text.startIndex, text[text.index(before: open)] != "-" {
            guard let close = matchingParenthesis(in: text, from: open) else { return nil }
            searchStart = text.index(after: close)
        }
        var dash = text[searchStart...].firstIndex(of: "-")
        while let found = dash, text.index(after: found) < text.endIndex, !"(>".contains(text[text.index(after: found)]) {
            dash = text[text.index(after: found)...].firstIndex(of: "-")
        }
        guard let dash, dash != text.startIndex, text.index(after: dash) < text.endIndex else { return nil }
        let name = String(text[..<dash])
        var rest = text[text.index(after: dash)...]
        var parameters: [String]?
        if rest.first == "(" {
            guard let close = matchingParenthesis(in: rest, from: rest.startIndex) else { return nil }
            parameters = splitTypes(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
            guard !rest.isEmpty else { return (name, .types(parameters: parameters, returns: nil)) }
            guard rest.hasPrefix("->") else { return nil }
            rest = rest.dropFirst(2)
        } else {
            rest = rest.dropFirst()  // the `>` of `->`
        }
        guard !rest.isEmpty else { return nil }
        let returns: [String]
        if rest.first == "(", matchingParenthesis(in: rest, from: rest.startIndex) == rest.index(before: rest.endIndex) {
            returns = splitTypes(rest.dropFirst().dropLast())
        } else {
            returns = [String(rest)]
        }
        return (name, .types(parameters: parameters, returns: returns))
    }

    private static func matchingParenthesis(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `_,Sequence<Element>` → `["_", "Sequence<Element>"]`, splitting only at top-level commas.
    static func splitTypes(_ text: Substring) -> [String] {
        guard !text.isEmpty else { return [] }
        var types: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if "<([".contains(character) { depth += 1 }
            if ">)]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                types.append(current.trimmingWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        types.append(current.trimmingWhitespace())
        return types
    }
}
