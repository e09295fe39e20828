import Foundation

/// A Swift symbol spelling taken apart: `NavigationSplitView.init(sidebar:detail:)`,
/// `.sheet(item:)`, `NavigationSplitView(columnVisibility:)`, `detailOnly`.
///
/// Two spellings belong to the same family when their owner and base name agree and the
/// shorter label list is an in-order subsequence of the longer one.
public struct SymbolName: Sendable, Hashable, Comparable, Codable {
    /// The type the symbol is a member of, when the spelling says so.
    public var owner: String?
    /// The name without owner or labels (`sheet`, `init`, `detailOnly`).
    public var base: String
    /// The argument labels (`_` for unlabeled), or nil when the spelling has no parentheses.
    public var labels: [String]?

    /// Creates a name from its parts.
    public init(owner: String? = nil, base: String, labels: [String]? = nil) {
        self.owner = owner
        self.base = base
        self.labels = labels
    }

    /// Parses a spelling; returns nil when the text is not a symbol (prose, an expression, a type
    /// with generic arguments, …).
    ///
    /// Works on UTF-8 bytes, because the index parses every code span and every call in every
    /// block: the separators are ASCII, which never occurs inside a multi-byte character.
    public init?(parsing spelling: String) {
        // Most code spans are not symbols (expressions, literals); reject those on the bytes first.
        guard Self.hasOnlySymbolCharacters(spelling) else { return nil }
        let bytes = Array(spelling.utf8)
        var text = Self.trimmingSpaces(bytes[...])
        if text.first == UInt8(ascii: ".") { text = text.dropFirst() }
        var labels: [String]?
        if let open = text.firstIndex(of: UInt8(ascii: "(")) {
            guard text.last == UInt8(ascii: ")") else { return nil }
            guard let parsed = Self.parseLabels(text[(open + 1)..<(text.endIndex - 1)]) else { return nil }
            labels = parsed
            text = text[..<open]
        }
        let path = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard path.allSatisfy(Self.isIdentifier) else { return nil }
        var base = path[path.count - 1]
        var owner = path.count > 1 ? path.dropLast().joined(separator: ".") : nil
        // `NavigationSplitView(columnVisibility:)` is an initializer of that type.
        if labels != nil, owner == nil, Self.startsUppercase(base) {
            owner = base
            base = "init"
        }
        self.init(owner: owner, base: base, labels: labels)
    }

    /// The canonical spelling: `Owner.base(label:)`.
    public var spelling: String {
        var result = owner.map { $0 + "." } ?? ""
        result += base
        if let labels { result += "(" + labels.map { $0 + ":" }.joined() + ")" }
        return result
    }

    /// The spelling without the owner, as a heading under the owner would write it.
    public var memberSpelling: String {
        SymbolName(base: base, labels: labels).spelling
    }

    /// Whether `self` (a possibly shorter spelling) can name `other`: same base, owners compatible,
    /// and `self`'s labels in order within `other`'s.
    public func canName(_ other: SymbolName) -> Bool {
        guard base == other.base else { return false }
        if let owner, owner != other.owner { return false }
        guard let labels else { return true }
        // `dismiss()` calls the value `dismiss` (a callable, like DismissAction).
        guard let otherLabels = other.labels else { return labels.isEmpty }
        var remaining = otherLabels[...]
        for label in labels {
            guard let found = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }

    /// The order used to sort these values deterministically.
    public static func < (lhs: SymbolName, rhs: SymbolName) -> Bool {
        lhs.spelling < rhs.spelling
    }

    /// Drops spaces and tabs at both ends.
    static func trimmingSpaces(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
        let end = text.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
        return text[start..<end]
    }

    /// Whether `text` begins with an uppercase letter; ASCII is decided on the byte.
    static func startsUppercase(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        if first < 0x80 { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) }
        return text.first?.isUppercase == true
    }

    /// Whether `text` holds nothing but what a symbol spelling can: identifier characters, dots,
    /// parentheses, colons, commas and spaces (any non-ASCII letter is left to the full parse).
    static func hasOnlySymbolCharacters(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"),
                UInt8(ascii: ","), UInt8(ascii: " "), 0x80...:
                return true
            default:
                return false
            }
        }
    }

    private static func parseLabels(_ text: ArraySlice<UInt8>) -> [String]? {
        let compact = text.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\t") }
        if compact.isEmpty { return [] }
        guard compact.last == UInt8(ascii: ":") else { return nil }
        let labels = compact.dropLast().split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard labels.allSatisfy({ $0 == "_" || isIdentifier($0) }) else { return nil }
        return labels
    }

    /// Whether `text` is one Swift identifier (letters, digits, `_`; not starting with a digit).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            // Non-ASCII identifiers are rare; let Character's properties decide.
            guard let character = text.first, character.isLetter || character == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
        return isLetter(first) && text.utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

extension SymbolName {
    /// Words that look like identifiers but never name an API.
    private static let nonSymbols: Set<String> = [
        "true", "false", "nil", "self", "Self", "some", "any", "let", "var", "if", "else", "return",
    ]

    /// The symbol a code span or call names, when it has the shape of an API even though no
    /// entry documents it (references that follow no convention).
    ///
    /// Label lists and leading dots (`.detailOnly`) are strong signals, and so is an owner that is
    /// a type (`Store.send(_:)`, not `self.dismiss()`). A bare capitalised name is a type when
    /// prose writes it as code (`Store`, `Reducer`); in code, a bare name needs two capitalised
    /// words (`NavigationSplitView`), since code is full of the example's own `Item`.
    public static func apiCandidate(from spelling: String, isProse: Bool = true) -> SymbolName? {
        SymbolName(parsing: spelling).flatMap { apiCandidate($0, spelling: spelling, isProse: isProse) }
    }

    /// The same test for a spelling already parsed into `name`.
    static func apiCandidate(_ name: SymbolName, spelling: String, isProse: Bool) -> SymbolName? {
        guard !nonSymbols.contains(name.base), !(name.owner.map(nonSymbols.contains) ?? false) else { return nil }
        if let owner = name.owner { return startsUppercase(owner) ? name : nil }
        let isImplicitMember = spelling.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: ".")
        if name.labels != nil || isImplicitMember { return name }
        // A single capital (`T`, `V`) is a generic parameter, not a type anyone documents.
        guard startsUppercase(name.base), name.base.count > 1 else { return nil }
        return isProse || capitalizedWordCount(name.base) >= 2 ? name : nil
    }

    /// The kind a spelling suggests when no entry states one.
    public var inferredKind: APIKind {
        if base == "init" { return .initializer }
        if labels != nil { return owner == nil ? .modifier : .method }
        if Self.startsUppercase(base) { return .type }
        return .member
    }

    private static func capitalizedWordCount(_ text: String) -> Int {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.filter(\.isUppercase).count }
        return text.utf8.count { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
}
