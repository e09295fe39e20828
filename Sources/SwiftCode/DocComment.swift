internal import SwiftSyntax

/// One run of `///` lines in a Swift source file, with its markers taken off, so the Markdown
/// inside it can be read like a content file: the examples in a package's doc comments run as
/// rustdoc runs the examples in `///` comments.
public struct DocComment: Sendable, Equatable {
    /// 1-based line of the run's first `///`; the text's line N is the file's line `line + N - 1`.
    public var line: Int
    /// 1-based column in the file where the text starts (after `///` and the indentation that
    /// every line shares), for diagnostics inside the comment.
    public var textColumn: Int
    /// The comment's Markdown, one line per `///` line.
    public var text: String
    /// What the comment documents, qualified by its enclosing types (`Thermostat.raise(by:)`);
    /// nil for a comment on no declaration.
    public var declarationName: String?

    /// Every doc comment in `source`, in file order. Only `///` comments are read (DocC's
    /// `/** … */` form is not); a blank line or a `//` comment ends a run.
    public static func all(in source: String) -> [DocComment] {
        guard case .success(let tree) = SafeParse.parse(source) else { return [] }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var comments: [DocComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            var run: [(text: Substring, position: AbsolutePosition)] = []
            func finishRun() {
                if let first = run.first {
                    let location = converter.location(for: first.position)
                    comments.append(
                        DocComment(
                            markerLines: run.map(\.text), line: location.line, column: location.column,
                            declarationName: declarationName(documentedBy: token)))
                }
                run = []
            }
            for piece in token.leadingTrivia {
                switch piece {
                case .docLineComment(let text): run.append((Substring(text), position))
                case .newlines(1), .carriageReturnLineFeeds(1), .spaces, .tabs: break
                default: finishRun()
                }
                position += piece.sourceLength
            }
            finishRun()
        }
        return comments
    }

    /// A run from its `///` lines, the first of which starts at `line` and `column`.
    init(markerLines: [Substring], line: Int, column: Int, declarationName: String?) {
        let bodies = markerLines.map { $0.dropFirst(3) }
        let sharedIndent =
            bodies.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        self.line = line
        textColumn = column + 3 + sharedIndent
        text = bodies.map { String($0.dropFirst(min(sharedIndent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
        self.declarationName = declarationName
    }

    /// The qualified name of the declaration whose first token carries the comment.
    private static func declarationName(documentedBy token: TokenSyntax) -> String? {
        var node = Syntax(token)
        while let parent = node.parent, parent.firstToken(viewMode: .sourceAccurate) == token {
            node = parent
            if let name = name(of: node) { return (enclosingTypeNames(of: node) + [name]).joined(separator: ".") }
        }
        return nil
    }

    /// The names of the types and extensions around `node`, outermost first.
    private static func enclosingTypeNames(of node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if ancestor.isProtocol(DeclGroupSyntax.self), let name = name(of: ancestor) {
                names.insert(name, at: 0)
            }
            current = ancestor.parent
        }
        return names
    }

    /// How a declaration is named in Swift's documentation: `Thermostat`, `raise(by:)`, `target`, `init(celsius:)`.
    private static func name(of node: Syntax) -> String? {
        if let function = node.as(FunctionDeclSyntax.self) {
            return function.name.text + labels(function.signature.parameterClause)
        }
        if let initializer = node.as(InitializerDeclSyntax.self) { return "init" + labels(initializer.signature.parameterClause) }
        if let subscriptDecl = node.as(SubscriptDeclSyntax.self) { return "subscript" + labels(subscriptDecl.parameterClause) }
        if let variable = node.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.trimmedDescription }
        if let enumCase = node.as(EnumCaseDeclSyntax.self) { return enumCase.elements.first?.name.text }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        if let named = node.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        return nil
    }

    private static func labels(_ parameters: FunctionParameterClauseSyntax) -> String {
        "(" + parameters.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}
