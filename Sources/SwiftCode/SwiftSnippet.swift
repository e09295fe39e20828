internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// What one Swift code block holds, from a single parse with the toolchain's SwiftParser.
///
/// Only plain values cross the module boundary (no SwiftSyntax type appears in its API), though
/// importers still need the toolchain's module flags to load this module.
public struct SwiftSnippet: Sendable {
    /// Syntax errors in the block, positioned within the block (1-based line and column).
    public let syntaxErrors: [SnippetProblem]
    /// The calls and implicit-member references in the block, in source order, excluding
    /// calls to types and functions the block declares itself.
    public let symbolUses: [SymbolUse]
    /// Names of the types and functions the block declares (the example's own, not APIs).
    public let declaredNames: Set<String>
    /// How many `#expect` and `#require` checks the block writes (each is one check a test makes).
    public let expectationCount: Int
    /// Names of the properties and enum cases the block declares: never APIs either, but kept
    /// apart, since a block may well name a property `sheet` and still call `.sheet(item:)`.
    public let declaredValueNames: Set<String>
    /// The highlighted tokens, when asked for: parsing is the expensive part, so the site gets
    /// its highlighting from this same parse.
    public let highlightedTokens: [HighlightedToken]?

    /// `SwiftSnippet(code, highlights:)`, parsed once per code and setting: a folder's files
    /// are read again on every rebuild of `panes preview`, most of their blocks unchanged.
    public static func parsed(_ code: String, highlights: Bool = false) -> SwiftSnippet {
        known.value(for: Key(code: code, highlights: highlights)) { SwiftSnippet(code, highlights: highlights) }
    }

    private struct Key: Hashable, Sendable {
        var code: String
        var highlights: Bool
    }

    private static let known = Memo<Key, SwiftSnippet>()

    /// Parses `code` as a Swift source file, classifying its tokens too when `highlights` is set.
    public init(_ code: String, highlights: Bool = false) {
        let tree: SourceFileSyntax
        switch SafeParse.parse(code) {
        case .success(let parsed): tree = parsed
        case .failure(let refused):
            (syntaxErrors, symbolUses, declaredNames, declaredValueNames, expectationCount) = ([refused.run.problem], [], [], [], 0)
            highlightedTokens = highlights ? [] : nil
            return
        }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        syntaxErrors = Self.syntaxErrors(in: tree, converter: converter)
        (symbolUses, declaredNames, declaredValueNames, expectationCount) = Self.symbolUses(in: tree, converter: converter)
        highlightedTokens = highlights ? SwiftHighlighter.tokens(of: tree, code: code) : nil
    }

    private static func syntaxErrors(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [SnippetProblem] {
        guard tree.hasError else { return [] }
        // The toolchain's diagnostics generator traps (an empty Fix-It, SwiftDiagnostics'
        // FixIt.swift:97) on an invalid character before `=`, as in `a \u{FFFD}= b`; found by
        // scripts/fuzz. A block with invalid characters is reported by them alone, without it.
        let invalidCharacters = invalidCharacterProblems(in: tree, converter: converter)
        guard invalidCharacters.isEmpty else { return invalidCharacters }
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return SnippetProblem(line: location.line, column: location.column, message: diagnostic.message)
            }
    }
}

extension SwiftSnippet {
    /// The names a Swift file declares at its top level (types, functions, type aliases), not
    /// their members: `ColumnWidth`, not its `inspectorColumnWidth(min:ideal:max:)`.
    public static func topLevelNames(in code: String) -> Set<String> {
        guard case .success(let tree) = SafeParse.parse(code) else { return [] }
        return Set(tree.statements.compactMap { $0.item.asProtocol(NamedDeclSyntax.self)?.name.text })
    }

    /// Characters the lexer could not read (kept as unexpected text in trivia), each at its place.
    static func invalidCharacterProblems(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [SnippetProblem] {
        var problems: [SnippetProblem] = []
        func scan(_ trivia: Trivia, from start: AbsolutePosition) {
            var position = start
            for piece in trivia {
                if case .unexpectedText(let text) = piece {
                    let location = converter.location(for: position)
                    problems.append(
                        SnippetProblem(
                            line: location.line, column: location.column,
                            message: "invalid character in source file (\(text.debugDescription))"))
                }
                position += piece.sourceLength
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            scan(token.leadingTrivia, from: token.position)
            scan(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        return problems
    }
}

/// A problem found in a code block, relative to the block's first line.
public struct SnippetProblem: Sendable, Equatable {
    /// 1-based line within the block.
    public var line: Int
    /// 1-based column within the line.
    public var column: Int
    /// What the parser reported.
    public var message: String
}
