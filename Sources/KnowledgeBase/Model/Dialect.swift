import PanesMarkdown

/// The format a document is written in, and so the rules that read it: panes' reference format
/// (loose Markdown whose headings open API entries) or DocC's (a page of a `.docc` catalog).
/// It is decided once per document, from whether the document is in a catalog; every rule that
/// differs between the two formats is here, or asks this value.
public enum Dialect: Sendable, Equatable {
    /// panes' reference format: loose Markdown, a `guides/` folder, entries under headings.
    case reference
    /// DocC's: a page of a catalog, whose symbols come from the symbol graph and extension files.
    case docC

    /// The dialect of a document in `catalog` (its folder), or of loose Markdown when nil.
    public init(catalog: String?) {
        self = catalog == nil ? .reference : .docC
    }

    /// Which `@Name` lines are directives: every one in a catalog (DocC warns about unknown
    /// names), only the names panes knows elsewhere (a line like `@State` stays text).
    var directiveSyntax: DirectiveSyntax {
        self == .docC ? .allNames : .names(DirectiveRule.names)
    }

    /// How headings become anchors: DocC's spelling in a catalog, whose links are written for
    /// DocC; GitHub's slugs elsewhere.
    var anchorStyle: AnchorMaker.Style {
        self == .docC ? .docC : .slug
    }

    /// Whether a heading that names a symbol opens an API entry; in a catalog, symbols come from
    /// the symbol graph and extension files instead.
    var headingsOpenEntries: Bool { self == .reference }

    /// What an article at `path` is: a guide when it is under `guides/` in a reference; every
    /// other page a topic.
    func articleKind(path: String) -> Article.Kind {
        self == .reference && path.hasPrefix("guides/") ? .guide : .topic
    }
}

extension Article {
    /// The format the article is written in.
    public var dialect: Dialect { Dialect(catalog: catalog) }
}

extension APIEntry {
    /// The format of the document that documents (or first mentions) the API.
    public var dialect: Dialect { Dialect(catalog: catalog) }
}
