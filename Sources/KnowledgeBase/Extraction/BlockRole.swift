/// What a top-level block of an article is, decided once by the extractor, and the innermost
/// API entry it belongs to. Renderers walk the article's blocks with these roles beside them
/// and never re-derive them.
public struct BlockRole: Sendable, Equatable {
    /// The kinds of block an article has.
    public enum Kind: Sendable, Equatable {
        /// The `# Title`.
        case title
        /// The first paragraph after the title, before any section.
        case abstract
        /// A heading that opens a plain section, with its anchor.
        case sectionHeading(anchor: String)
        /// A heading that opens an API entry (`entryID`), with the heading's anchor.
        case entryHeading(anchor: String)
        /// The paragraph after an entry heading.
        case summary
        /// The entry's `- Kind:` … list; renderers show the entry's parsed fields instead.
        case fieldList
        /// A table whose first header is `Platform`, inside an entry.
        case platformTable
        /// Part of a DocC page's `## Topics` section (its heading, group headings and link lists);
        /// renderers show the section from `Article.topics` instead.
        case topics
        /// Anything else: prose, lists, tables, code (code blocks are examples, looked up by line).
        case content
    }

    /// What the block is.
    public var kind: Kind
    /// The innermost API entry whose section holds the block (for an entry heading, that entry).
    public var entryID: String?

    /// Creates a role.
    public init(_ kind: Kind, entryID: String? = nil) {
        self.kind = kind
        self.entryID = entryID
    }
}
