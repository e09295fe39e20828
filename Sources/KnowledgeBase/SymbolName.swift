import Foundation

/// A Swift symbol spelling taken apart: `NavigationSplitView.init(sidebar:detail:)`,
/// `.sheet(item:)`, `NavigationSplitView(columnVisibility:)`, `detailOnly`.
///
/// Two spellings belong to the same family when their owner and base name agree and the
/// shorter label list is an in-order subsequence of the longer one.
public struct SymbolName: Sendable, Hashable, Comparable {
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
    public init?(parsing spelling: String) {
        // Most code spans are not symbols (expressions, literals); reject those on the bytes first.
        guard Self.hasOnlySymbolCharacters(spelling) else { return nil }
        var text = Self.trimmingSpaces(Substring(spelling))
        if text.hasPrefix(".") { text = text.dropFirst() }
        var labels: [String]?
        if let open = text.firstIndex(of: "(") {
            guard text.hasSuffix(")") else { return nil }
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            guard let parsed = Self.parseLabels(inside) else { return nil }
            labels = parsed
            text = text[..<open]
        }
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !path.isEmpty, path.allSatisfy(Self.isIdentifier) else { return nil }
        var base = path[path.count - 1]
        var owner = path.count > 1 ? path.dropLast().joined(separator: ".") : nil
        // `NavigationSplitView(columnVisibility:)` is an initializer of that type.
        if labels != nil, owner == nil, base.first?.isUppercase == true {
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
        guard let otherLabels = other.labels else { return false }
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

    /// Drops spaces at both ends without Foundation, which is slow here on Linux (the index parses
    /// every code span of the content).
    static func trimmingSpaces(_ text: Substring) -> Substring {
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
        return text[start..<end]
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

    private static func parseLabels(_ text: Substring) -> [String]? {
        let compact = String(
            decoding: text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\t") }, as: UTF8.self)
        if compact.isEmpty { return [] }
        guard compact.hasSuffix(":") else { return nil }
        let labels = compact.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
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

    /// The symbol a code span or call names, when it should be taken for an API even though no
    /// entry documents it (references that follow no convention).
    ///
    /// Label lists and leading dots (`.detailOnly`) are strong signals; a bare type name needs at
    /// least two capitalised words (`NavigationSplitView`, not `List` or `Item`) to keep noise out.
    public static func apiCandidate(from spelling: String) -> SymbolName? {
        SymbolName(parsing: spelling).flatMap { apiCandidate($0, spelling: spelling) }
    }

    /// The same test for a spelling already parsed into `name`.
    static func apiCandidate(_ name: SymbolName, spelling: String) -> SymbolName? {
        guard !nonSymbols.contains(name.base) else { return nil }
        let isImplicitMember = trimmingSpaces(Substring(spelling)).hasPrefix(".")
        let isCapitalized = name.base.first?.isUppercase == true
        if name.labels != nil || isImplicitMember { return name }
        if let owner = name.owner { return owner.first?.isUppercase == true ? name : nil }
        return isCapitalized && capitalizedWordCount(name.base) >= 2 ? name : nil
    }

    /// The kind a spelling suggests when no entry states one.
    public var inferredKind: APIKind {
        if base == "init" { return .initializer }
        if labels != nil { return owner == nil ? .modifier : .method }
        if base.first?.isUppercase == true { return .type }
        return .member
    }

    private static func capitalizedWordCount(_ text: String) -> Int {
        text.filter(\.isUppercase).count
    }
}
