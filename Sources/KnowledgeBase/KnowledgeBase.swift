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
    private let apiIndex: [String: Int]
    private let resolver: SymbolResolver

    /// Creates a knowledge base from its parts; `pages` defaults to the paths of these articles and APIs.
    public init(apis: [APIEntry], articles: [Article], examples: [CodeExample], diagnostics: [Diagnostic], pages: PagePaths? = nil) {
        self.apis = apis
        self.articles = articles
        self.examples = examples
        self.diagnostics = diagnostics
        self.pages = pages ?? PagePaths(articles: articles, apis: apis)
        self.apiIndex = Dictionary(apis.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.resolver = SymbolResolver(entries: apis)
    }

    /// The API with `id`, if any.
    public func api(id: String) -> APIEntry? {
        apiIndex[id].map { apis[$0] }
    }

    /// The id of the API a spelling names (`.sheet(item:)`), preferring members of `contextEntryID`.
    public func resolve(_ spelling: String, contextEntryID: String? = nil) -> String? {
        resolver.resolve(spelling, contextEntryID: contextEntryID)
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
