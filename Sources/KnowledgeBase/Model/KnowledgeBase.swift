import PanesMarkdown

/// The structured index of a content folder: every API, article and code example, plus the
/// diagnostics found while building it. Consumers (site, search, example runner) only read it.
public struct KnowledgeBase: Sendable {
    /// Every API, sorted by id.
    public let apis: [APIEntry]
    /// Every article, sorted by path.
    public let articles: [Article]
    /// Every fenced code block, in file and line order.
    public let examples: [CodeExample]
    /// Problems found in the content, sorted by location.
    public private(set) var diagnostics: [Diagnostic]
    /// Where every article and API lives in the site.
    public let pages: PagePaths
    /// The DocC catalogs in the content, sorted by folder.
    public let catalogs: [Catalog]
    /// Each catalog's navigation, in the catalogs' order.
    public let navigation: [CatalogNavigation]
    /// Whose site it is.
    public let identity: SiteIdentity
    /// The files of the content folder that pages show (images, videos, downloads), to copy
    /// into the site, sorted.
    public let publishedResources: [String]
    /// The text of the code files pages show (snippets, tutorial steps), by content path.
    public let textResources: [String: String]
    /// How links find their targets.
    let links: DocumentationLinks
    /// Which API each prose code span links to ("" for none), decided once in its context
    /// (`MentionLinker`); nil for a knowledge base assembled from parts.
    private let codeSpanTargets: [CodeSpanKey: String]?
    private let apiIndex: [String: Int]
    private let articleIndex: [String: Int]
    private let extensionIndex: [String: Int]
    private let resolver: SymbolResolver

    /// Creates a knowledge base of loose Markdown from its parts; `pages` defaults to the paths
    /// of these articles and APIs.
    public init(apis: [APIEntry], articles: [Article], examples: [CodeExample], diagnostics: [Diagnostic], pages: PagePaths? = nil) {
        let resolver = SymbolResolver(entries: apis)
        self.init(
            apis: apis, articles: articles, examples: examples, diagnostics: diagnostics,
            pages: pages ?? PagePaths(articles: articles, apis: apis), catalogs: [], navigation: [],
            identity: SiteIdentity(name: "Documentation", title: "Documentation", description: ""), publishedResources: [],
            textResources: [:],
            links: DocumentationLinks(
                catalogs: [:], hierarchies: [:], looseArticles: [:], resourcePaths: [], checksFiles: false, resolver: resolver, anchors: [:]
            ), codeSpanTargets: nil)
    }

    /// Creates a knowledge base with everything the builder decided.
    init(
        apis: [APIEntry], articles: [Article], examples: [CodeExample], diagnostics: [Diagnostic], pages: PagePaths,
        catalogs: [Catalog], navigation: [CatalogNavigation], identity: SiteIdentity, publishedResources: [String],
        textResources: [String: String], links: DocumentationLinks, codeSpanTargets: [CodeSpanKey: String]?
    ) {
        self.codeSpanTargets = codeSpanTargets
        self.apis = apis
        self.articles = articles
        self.examples = examples
        self.diagnostics = diagnostics
        self.pages = pages
        self.catalogs = catalogs
        self.navigation = navigation
        self.identity = identity
        self.publishedResources = publishedResources
        self.textResources = textResources
        // Spellings resolve against every API, inferred ones included, once they are known.
        let resolver = SymbolResolver(entries: apis)
        self.links = links.resolving(with: resolver)
        self.resolver = resolver
        self.apiIndex = Dictionary(apis.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.articleIndex = Dictionary(articles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.extensionIndex = Dictionary(
            articles.enumerated().compactMap { index, article in article.documentedAPI.map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// The API with `id`, if any.
    public func api(id: String) -> APIEntry? {
        apiIndex[id].map { apis[$0] }
    }

    /// The article at `path` (relative to the content folder), if any.
    public func article(path: String) -> Article? {
        articleIndex[path].map { articles[$0] }
    }

    /// The extension file that documents an API, if one does: its page is the API's page.
    public func extensionArticle(of apiID: String) -> Article? {
        extensionIndex[apiID].map { articles[$0] }
    }

    /// The id of the API a spelling names (`.sheet(item:)`), preferring members of `contextEntryID`.
    public func resolve(_ spelling: String, contextEntryID: String? = nil) -> String? {
        resolver.resolve(spelling, contextEntryID: contextEntryID)
    }

    /// The API a prose code span links to, given where it is: the decision the index made with
    /// the span's sentence and section in view. Nil when it names none, or several that nothing
    /// around it tells apart.
    /// A span the index never read (Markdown rendered from elsewhere) is resolved on its own.
    public func codeSpanTarget(_ spelling: String, file: String, position: SourcePosition, contextEntryID: String?) -> String? {
        guard let decided = codeSpanTargets?[CodeSpanKey(file: file, position: position)] else {
            return resolve(spelling, contextEntryID: contextEntryID)
        }
        return decided.isEmpty ? nil : decided
    }

    /// The same knowledge base with every warning made an error, for `--warnings-as-errors`.
    public func raisingWarnings() -> KnowledgeBase {
        var strict = self
        strict.diagnostics = diagnostics.raisingWarnings
        return strict
    }

    /// The runnable examples, in file and line order.
    public var runnableExamples: [CodeExample] { examples.filter(\.isRunnable) }
}
