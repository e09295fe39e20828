import PanesMarkdown

/// One Markdown file of the knowledge base: a topic reference, a guide, or a foreign note.
public struct Article: Sendable, Equatable {
    /// Whether the article is a topic reference or a guide that walks through a scenario.
    public enum Kind: String, Sendable, Codable {
        case topic, guide
    }

    /// Path relative to the content folder (`sheets.md`, `guides/sheet-workflow.md`).
    public var path: String
    /// The `# Title`, or the file name when the file has none.
    public var title: String
    /// The first paragraph after the title, as plain text.
    public var abstract: String
    /// Guides live in `guides/`; everything else is a topic.
    public var kind: Kind
    /// Every heading below the title, in document order.
    public var sections: [Section]
    /// Ids of the API entries written in this article, in document order.
    public var entryIDs: [String]
    /// The role of each top-level block of `makeDocument()`, in order.
    public var blockRoles: [BlockRole]
    /// Every link and image the article contains, at any depth, as written.
    public var links: [ContentLink]
    /// The Markdown source, kept for renderers when the build asks (`BuildOptions.keepsSource`);
    /// empty otherwise.
    public var source: String

    /// Parses the source again. Renderers call this once per page instead of the build holding
    /// every parsed tree: on ten thousand pages the trees took several hundred megabytes, the
    /// parse takes well under a millisecond a page.
    public func makeDocument() -> MarkdownNode {
        MarkdownParser.parse(source)
    }
}

/// A heading and the text up to the next heading.
public struct Section: Sendable, Equatable, Codable {
    /// The heading's text without markup.
    public var heading: String
    /// 1 for `#`, 2 for `##`, …
    public var level: Int
    /// The fragment identifier of the heading on the article's page.
    public var anchor: String
    /// The plain text of the blocks up to the next heading (code blocks excluded).
    public var text: String
    /// 1-based line of the heading.
    public var line: Int
    /// The id of the API entry this heading introduces, if it is an entry heading.
    public var apiID: String?
}
