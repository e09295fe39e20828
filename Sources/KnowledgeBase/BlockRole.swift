/// What a top-level block of an article is, decided once by the extractor. Renderers walk the
/// article's blocks with these roles beside them and never re-derive them.
public enum BlockRole: Sendable, Equatable {
    /// The `# Title`.
    case title
    /// The first paragraph after the title, before any section.
    case abstract
    /// A heading that opens a plain section, with its anchor.
    case sectionHeading(anchor: String)
    /// A heading that opens an API entry, with the entry's id and the heading's anchor.
    case entryHeading(apiID: String, anchor: String)
    /// The paragraph after an entry heading.
    case summary(apiID: String)
    /// The entry's `- Kind:` … list; renderers show the entry's parsed fields instead.
    case fieldList(apiID: String)
    /// A table whose first header is `Platform`, inside an entry.
    case platformTable(apiID: String)
    /// Anything else: prose, lists, tables, code (code blocks are examples, looked up by line).
    case content
}
