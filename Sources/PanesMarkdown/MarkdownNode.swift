/// A node of a parsed Markdown document, copied out of cmark-gfm into plain Swift values.
public struct MarkdownNode: Sendable, Equatable, Codable {
    /// What the node is, with the data that kind carries.
    public var kind: Kind
    /// The node's children in document order.
    public var children: [MarkdownNode]
    /// Where the node starts in the source (1-based line and column).
    public var position: SourcePosition

    /// Creates a node; parsers and tests build trees with it.
    public init(kind: Kind, children: [MarkdownNode] = [], position: SourcePosition = .init(line: 1, column: 1)) {
        self.kind = kind
        self.children = children
        self.position = position
    }

    /// The kinds of CommonMark and GitHub-flavoured nodes `panes` distinguishes.
    public enum Kind: Sendable, Equatable, Codable {
        case document
        case blockQuote
        case list(isOrdered: Bool, start: Int, isTight: Bool)
        /// A list item; `taskState` is set for GFM task-list items (`- [ ]`, `- [x]`).
        case item(taskState: TaskState?)
        /// A fenced or indented code block; `info` is the fence's info string.
        case codeBlock(info: String, code: String)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table(alignments: [TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        /// A code span opened by exactly two backticks: a DocC symbol link (``` ``Trail/name`` ```).
        case symbolLink(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(source: String, title: String)
        /// A DocC block directive (`@Row { … }`), whose children are the blocks of its content.
        case directive(Directive)
        /// A node type this wrapper does not model (footnotes and the like), by cmark's name.
        case unsupported(String)
    }

    /// Whether a task-list item is ticked.
    public enum TaskState: Sendable, Equatable, Codable {
        case unchecked, checked
    }

    /// The alignment of one table column, from the delimiter row.
    public enum TableAlignment: Sendable, Equatable, Codable {
        case none, left, center, right
    }
}

/// A 1-based line and column in a source file.
public struct SourcePosition: Sendable, Equatable, Hashable, Comparable, Codable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column (in bytes, as cmark counts).
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The order used to sort these values deterministically.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
