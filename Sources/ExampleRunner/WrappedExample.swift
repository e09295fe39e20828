import KnowledgeBase
import SwiftCode

/// A runnable example turned into Swift that can share a file with other examples: its types
/// nest in an enum named after the example, its functions and statements form `run()`, its
/// extensions stay at file scope, and `#sourceLocation` points every piece at the Markdown.
public struct WrappedExample: Sendable {
    /// The example this came from.
    public let example: CodeExample
    /// The enum that holds the example; unique within one generated file.
    public let namespace: String
    /// The generated Swift.
    public let source: String

    /// Wraps `example`; `displayPath` is the Markdown file as diagnostics should name it.
    /// - Parameter rewritesExpectations: turn `#expect`/`#require` into plain calls (for programs
    ///   built outside Swift Testing).
    public init(_ example: CodeExample, namespace: String, displayPath: String, rewritesExpectations: Bool) {
        self.example = example
        self.namespace = namespace
        let code = rewritesExpectations ? ExpectationRewriter.rewrite(example.code) : example.code
        let pieces = ExampleSplitter.split(code)
        let file = ExpectationRewriter.stringLiteral(displayPath)
        func located(_ piece: ExamplePiece, _ text: String) -> String {
            "#sourceLocation(file: \(file), line: \(example.line + piece.line))\n\(text)\n#sourceLocation()\n"
        }
        var members = ""
        var body = ""
        var extensions = ""
        let declaredTypes = Set(
            pieces.compactMap { piece -> String? in
                guard case .member = piece.placement else { return nil }
                return Self.declaredName(piece.text)
            })
        for piece in pieces {
            switch piece.placement {
            case .member:
                members += located(piece, piece.text)
            case .function, .statement:
                body += located(piece, piece.text)
            case .fileScopeExtension(let typeName, let offset):
                // Extensions cannot nest; qualify the example's own types with the namespace.
                let text =
                    declaredTypes.contains(typeName)
                    ? Self.insert(namespace + ".", into: piece.text, atUTF8Offset: offset) : piece.text
                extensions += located(piece, text)
            }
        }
        source = """
            enum \(namespace) {
            \(members)static func run() throws {
            \(body)}
            }
            \(extensions)
            """
    }

    /// The name a type declaration introduces (`struct Item: Hashable {` → `Item`).
    static func declaredName(_ text: String) -> String? {
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard let keywordIndex = words.firstIndex(where: keywords.contains), keywordIndex + 1 < words.count else { return nil }
        return String(words[keywordIndex + 1])
    }

    /// `text` with `insertion` put in at a UTF-8 offset (offsets come from SwiftSyntax).
    static func insert(_ insertion: String, into text: String, atUTF8Offset offset: Int) -> String {
        var bytes = Array(text.utf8)
        bytes.insert(contentsOf: insertion.utf8, at: min(offset, bytes.count))
        return String(decoding: bytes, as: UTF8.self)
    }
}
