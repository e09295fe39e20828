internal import SwiftIDEUtils
internal import SwiftSyntax

/// One classified stretch of Swift source: a UTF-8 byte range and what sort of token it is.
public struct HighlightedToken: Sendable, Equatable, Codable {
    /// The sorts of token a page colours differently.
    public enum Kind: String, Sendable, Equatable, CaseIterable, Codable {
        case keyword, type, string, number, comment, attribute, label, directive
    }

    /// The byte offsets (UTF-8) of the token within the highlighted code.
    public var range: Range<Int>
    /// What the token is.
    public var kind: Kind

    /// Creates a token.
    public init(range: Range<Int>, kind: Kind) {
        self.range = range
        self.kind = kind
    }
}

/// Classifies Swift source with the toolchain's SwiftIDEUtils, the classifier editors use,
/// so a page highlights Swift the way Xcode and SourceKit-LSP would.
public enum SwiftHighlighter {
    /// The coloured tokens of `code`, in source order; uncoloured text (punctuation, spaces,
    /// operators, lowercase names) is left out; code the parser cannot read in time (see
    /// `SafeParse`) is left plain.
    public static func tokens(in code: String) -> [HighlightedToken] {
        known.value(for: code) {
            guard case .success(let tree) = SafeParse.parse(code) else { return [] }
            return tokens(of: tree, code: code)
        }
    }

    /// Tokens already worked out: perf put Swift parsing at half of a build of the built-in
    /// site, the highlighter's share at a third, most of it for code shown on several pages.
    private static let known = Memo<String, [HighlightedToken]>()

    /// The coloured tokens of an already parsed tree (`SwiftSnippet` shares its parse).
    static func tokens(of tree: SourceFileSyntax, code: String) -> [HighlightedToken] {
        var tokens: [HighlightedToken] = []
        let bytes = Array(code.utf8)
        for classified in tree.classifications {
            let range = classified.range.lowerBound.utf8Offset..<classified.range.upperBound.utf8Offset
            guard let kind = kind(of: classified.kind, bytes: bytes[range]) else { continue }
            // Adjacent ranges of one kind (a string literal's quote and body) read as one span.
            if let last = tokens.last, last.kind == kind, last.range.upperBound == range.lowerBound {
                tokens[tokens.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                tokens.append(HighlightedToken(range: range, kind: kind))
            }
        }
        return tokens
    }

    private static func kind(of classification: SyntaxClassification, bytes: ArraySlice<UInt8>) -> HighlightedToken.Kind? {
        switch classification {
        case .keyword: return .keyword
        case .type: return .type
        case .stringLiteral, .regexLiteral: return .string
        case .integerLiteral, .floatLiteral: return .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        case .attribute: return .attribute
        case .argumentLabel: return .label
        case .ifConfigDirective: return .directive
        case .identifier, .dollarIdentifier:
            // The classifier only knows a type from its position (`: Item`); a capitalised name
            // called as a function (`NavigationSplitView { … }`) is a type in Swift convention.
            if let first = bytes.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return .type }
            return nil
        case .none, .operator, .editorPlaceholder: return nil
        @unknown default: return nil
        }
    }
}
