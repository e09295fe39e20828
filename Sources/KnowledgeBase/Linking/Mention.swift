import PanesMarkdown
import SwiftCode

/// A place where content names a symbol: a code span in prose or a heading, or a use in a Swift block.
struct Mention: Sendable, Equatable {
    /// Where the spelling was found.
    enum Origin: Sendable, Equatable {
        /// A single-backtick code span: linked when it names a known API.
        case codeSpan
        /// A DocC-style double-backtick span: must resolve, or it is a warning.
        case demandedLink
        /// A symbol link in a DocC catalog, already resolved by DocC's rules to this API.
        case resolvedLink(String)
        /// A call or implicit member in a Swift block; `chainRoot` is what a modifier's chain
        /// starts with; `isModelCode` says the block is written against the panes model (or a
        /// package's own library), not SwiftUI, so its calls are no evidence of a SwiftUI API.
        case swiftBlock(exampleID: String, isModelCode: Bool, form: SymbolUse.Form, chainRoot: String?)

        /// Whether the mention is in prose (a code span, a heading, a symbol link), not code.
        var isProse: Bool {
            if case .swiftBlock = self { return false }
            return true
        }

        /// The name a modifier call's chain starts with, if this is one.
        var chainRoot: String? {
            if case .swiftBlock(_, _, _, let root) = self { return root }
            return nil
        }

        /// What this mention counts as when an API is inferred from it.
        var evidence: APIEvidence {
            switch self {
            case .codeSpan: return .codeSpan
            case .demandedLink, .resolvedLink: return .link
            case .swiftBlock(_, _, .modifierCall, _): return .modifierCall
            case .swiftBlock: return .initializerCall
            }
        }
    }

    /// The spelling as written.
    var spelling: String
    /// The spelling parsed, once, while files are extracted in parallel; nil when it is no symbol.
    var name: SymbolName?
    /// How the spelling was written.
    var origin: Origin
    /// The content file, relative to the content folder.
    var file: String
    /// 1-based line.
    var line: Int
    /// 1-based byte column; 0 when only the line is known (uses in code blocks).
    var column: Int
    /// The section the mention is in.
    var section: SectionReference
    /// The entry whose section holds the mention, used to prefer its members (`.automatic`).
    var contextEntryID: String?
    /// What the prose (or, in code, the call) around the spelling says about which API it names.
    var context = SpanContext()
    /// For a code span or symbol link in prose, where cmark placed it: the key by which a page
    /// finds the API it links to (`KnowledgeBase.codeSpanTarget`).
    var span: SourcePosition?
    /// The format of the file it is in. In DocC's, an unresolved spelling never becomes an
    /// inferred API (only the symbol graph and the extension files make symbols) and a code
    /// span is only code, as in DocC.
    var dialect = Dialect.reference
}

/// Where a code span of the prose is: its file and cmark's position of it. A page asks the
/// knowledge base by this key which API the span links to, so every span is resolved once, in
/// its context, and the page shows that decision.
public struct CodeSpanKey: Sendable, Hashable {
    /// The content file, relative to the content folder.
    public var file: String
    /// cmark's position of the span.
    public var position: SourcePosition

    /// Creates a key.
    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }
}
