import KnowledgeBase
import SwiftCode

/// A runnable example turned into Swift that can share a file with other examples: its types
/// nest in an enum named after the example, its functions and statements form `run()`, which
/// then calls its `@Test` functions, its extensions and imports stay at file scope, and
/// `#sourceLocation` points every piece at the Markdown.
struct WrappedExample: Sendable {
    /// The example this came from.
    let example: CodeExample
    /// The enum that holds the example; unique within one program.
    let namespace: String
    /// The generated declarations (the namespace enum and the example's extensions).
    let source: String
    /// The example's `import` lines, each with its `#sourceLocation`, for the top of the file.
    let imports: String
    /// Whether `run()` is `async` (the example awaits).
    let isAsync: Bool
    /// Types the example extends without declaring them (model or standard-library types).
    /// Two examples extending the same such type may clash once merged, so they go to
    /// different programs.
    let externalExtensions: Set<String>
    /// The functions it declares at file scope (`ExamplePiece.Placement.fileScopeFunction`):
    /// examples of one Markdown file share a source file, so two declaring the same name go
    /// to different programs.
    let fileScopeFunctions: Set<String>

    /// Wraps `example`; `displayPath` is the Markdown file as diagnostics should name it.
    init(_ example: CodeExample, namespace: String, displayPath: String) {
        self.example = example
        self.namespace = namespace
        let split = ExampleSplitter.split(example.code)
        let file = SwiftLiteral.string(displayPath)
        func located(_ piece: ExamplePiece, _ text: String) -> String {
            "#sourceLocation(file: \(file), line: \(example.line + piece.line))\n\(text)\n#sourceLocation()\n"
        }
        var members = ""
        var body = ""
        var extensions = ""
        var imports = ""
        var externalExtensions: Set<String> = []
        var fileScopeFunctions: Set<String> = []
        let declaredTypes = Set(
            split.pieces.compactMap { piece -> String? in
                guard case .member = piece.placement else { return nil }
                return Self.declaredName(piece.text)
            })
        for piece in split.pieces {
            switch piece.placement {
            case .member:
                members += located(piece, piece.text)
            case .function, .statement:
                body += located(piece, piece.text)
            case .fileScopeFunction(let name):
                fileScopeFunctions.insert(name)
                // The modifier has a line of its own, mapped to the line above the function, so
                // every column of the function is where the reader wrote it.
                extensions +=
                    "#sourceLocation(file: \(file), line: \(example.line + piece.line - 1))\nfileprivate\n\(piece.text)\n#sourceLocation()\n"
            case .fileScopeImport:
                imports += located(piece, piece.text)
            case .fileScopeExtension(let typeName, let offset):
                // Extensions cannot nest; qualify the example's own types with the namespace.
                if declaredTypes.contains(typeName) {
                    extensions += located(piece, Self.insert(namespace + ".", into: piece.text, atUTF8Offset: offset))
                } else {
                    externalExtensions.insert(typeName)
                    extensions += located(piece, piece.text)
                }
            }
        }
        // The example's `@Test` functions run after its own code, as the harness's test runs
        // nothing else; a failing call is reported at the function's line.
        for call in split.testCalls {
            body += "#sourceLocation(file: \(file), line: \(example.line + call.line))\n\(call.code)\n#sourceLocation()\n"
        }
        self.imports = imports
        self.isAsync = split.awaits
        self.externalExtensions = externalExtensions
        self.fileScopeFunctions = fileScopeFunctions
        source = """
            enum \(namespace) {
            \(members)static func run() \(split.awaits ? "async " : "")throws {
            \(body)}
            }
            \(extensions)
            """
    }

    /// A compiler message without the namespaces examples are wrapped in (`'Example3.Seedling?'`
    /// reads `'Seedling?'`): the reader wrote no such name.
    static func withoutNamespaces(_ message: String) -> String {
        var result = ""
        var rest = message[...]
        while let range = rest.range(of: "Example") {
            result += rest[..<range.lowerBound]
            let digits = rest[range.upperBound...].prefix { $0.isNumber }
            let after = rest[range.upperBound...].dropFirst(digits.count)
            let isNamespace =
                !digits.isEmpty && after.first == "."
                && (range.lowerBound == rest.startIndex || !rest[rest.index(before: range.lowerBound)].isLetter)
            if isNamespace {
                rest = after.dropFirst()
            } else {
                result += rest[range]
                rest = rest[range.upperBound...]
            }
        }
        return result + rest
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
