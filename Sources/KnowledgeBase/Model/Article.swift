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
    /// What the page is in its DocC catalog (every loose Markdown file is a plain page).
    public var role: Role = .page
    /// The catalog the file is in (its folder), or nil for loose Markdown.
    public var catalog: String?
    /// The name a `<doc:>` link gives it: the file's base name, runs of spaces and dashes as `-`.
    public var linkName: String = ""
    /// For a page titled by a symbol link (```# ``Trail`` ```): the link's text.
    public var titleSymbolLink: String?
    /// For an extension file: the API it documents, once the index matched it; the page is
    /// then that API's page.
    public var documentedAPI: String?
    /// What `@Metadata` and `@Options` say.
    public var metadata = PageMetadata()
    /// The `## Topics` groups, in order.
    public var topics: [TopicGroup] = []
    /// The anchors of a catalog page's headings inside lists and directives, by position: DocC
    /// gives them ids (so `#fragment` links reach them) but `doc:` links never name them.
    public var nestedHeadingAnchors: [SourcePosition: String] = [:]
    /// What the site does with each directive, by the directive's position.
    public var directiveUses: [SourcePosition: DirectiveUse] = [:]
    /// Which lines starting with `@` the file's parse reads as directives.
    public var directiveSyntax: DirectiveSyntax = .none
    /// YAML front matter's `key: value` pairs.
    public var frontMatter: [String: String] = [:]
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

    /// What a page is in its DocC catalog.
    public enum Role: String, Sendable, Codable {
        /// An article (or any loose Markdown file).
        case page
        /// The catalog's root page: ```# ``Module`` ```, or an article with `@TechnologyRoot`.
        case root
        /// An extension file (```# ``Type/member`` ```) that documents a symbol.
        case symbolExtension = "symbol extension"
        /// A tutorial (`@Tutorial`) or tutorial article (`@Article`).
        case tutorial
        /// A tutorials table of contents (`@Tutorials`).
        case tutorialTableOfContents = "tutorials"
    }

    /// Parses the source again (with the same directive syntax as the index did). Renderers
    /// call this once per page instead of the build holding every parsed tree: on ten thousand
    /// pages the trees took several hundred megabytes, the parse takes well under a millisecond a page.
    public func makeDocument() -> MarkdownNode {
        MarkdownParser.parse(source, directives: directiveSyntax)
    }

    /// The anchors a link may name on the page: its sections' anchors (for a catalog page, the
    /// direct headings and topic groups, as DocC links them).
    public var linkableAnchors: Set<String> {
        Set(sections.map(\.anchor))
    }

    /// Every anchor the page has, nested headings' included: what a plain `#fragment` link may name.
    public var renderedAnchors: Set<String> {
        linkableAnchors.union(nestedHeadingAnchors.values)
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
    /// The plain text of the blocks up to the next heading, as a reader sees it without markup
    /// (code blocks and citations left out: `MarkdownNode.readerText`).
    public var text: String
    /// The labels of the sources those blocks cite (`Apple: sheet(item:onDismiss:content:)`):
    /// search matches them with the text, as it matched them when they were part of it.
    public var sources: [String] = []
    /// 1-based line of the heading.
    public var line: Int
    /// The id of the API entry this heading introduces, if it is an entry heading.
    public var apiID: String?
}
