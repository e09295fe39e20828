import KnowledgeBase

/// What every page renderer reads: the knowledge base, where each page lives, and lookups
/// built once per build so rendering a page never scans the whole index.
struct SiteContext: Sendable {
    /// The knowledge base the site shows.
    let knowledgeBase: KnowledgeBase
    /// What every page's frame shows of the site.
    let frame: SiteFrame
    /// Where every page lives.
    let paths: PagePaths

    /// Whether pages offer the A–Z index: references without APIs (a catalog of articles) have
    /// nothing to list there, so the navigation, the 404 page and the search page leave it out.
    var offersAPIIndex: Bool { !knowledgeBase.apis.isEmpty }
    /// Topic articles, sorted by title.
    let topics: [Article]
    /// Guides, sorted by title.
    let guides: [Article]
    /// Code examples by id.
    let examplesByID: [String: CodeExample]
    /// Direct members of each API, sorted by name.
    let membersByParent: [String: [APIEntry]]
    /// The APIs that inherit from each class, by the class's name, in index order.
    let inheritorsByName: [String: [APIEntry]]
    /// The APIs that conform to each protocol, by the protocol's name, in index order.
    let conformersByProtocol: [String: [APIEntry]]
    /// The APIs written in each article, in document order (top-level entries only).
    let topLevelEntriesByArticle: [String: [APIEntry]]
    /// Articles by content path.
    let articlesByPath: [String: Article]
    /// Each article's position in `topics` or `guides`, so a page finds its place in the
    /// navigation without scanning thousands of articles.
    let listPositionByPath: [String: Int]
    /// The content files copied into the site.
    let publishedResources: Set<String>
    /// Every anchor of each article's page, for links that name one.
    let anchorsByPath: [String: Set<String>]

    /// Indexes `knowledgeBase` for rendering, for pages opened in `viewer`.
    init(knowledgeBase: KnowledgeBase, viewer: SiteViewer = .browser) {
        frame = SiteFrame(knowledgeBase, viewer: viewer)
        self.knowledgeBase = knowledgeBase
        paths = knowledgeBase.pages
        let byTitle: (Article, Article) -> Bool = { ($0.title.lowercased(), $0.path) < ($1.title.lowercased(), $1.path) }
        // Catalog pages are listed in their catalog's navigation instead.
        topics = knowledgeBase.articles.filter { $0.kind == .topic && $0.dialect == .reference }.sorted(by: byTitle)
        guides = knowledgeBase.articles.filter { $0.kind == .guide && $0.dialect == .reference }.sorted(by: byTitle)
        publishedResources = Set(knowledgeBase.publishedResources)
        anchorsByPath = Dictionary(knowledgeBase.articles.map { ($0.path, $0.renderedAnchors) }, uniquingKeysWith: { first, _ in first })
        examplesByID = Dictionary(knowledgeBase.examples.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var members: [String: [APIEntry]] = [:]
        for api in knowledgeBase.apis {
            if let parent = api.parentID { members[parent, default: []].append(api) }
        }
        var inheritors: [String: [APIEntry]] = [:]
        var conformers: [String: [APIEntry]] = [:]
        for api in knowledgeBase.apis {
            for name in Set(api.fields.inheritsFrom) { inheritors[name, default: []].append(api) }
            for name in Set(api.conformances.map(EntryFacts.conformedProtocol)) { conformers[name, default: []].append(api) }
        }
        (inheritorsByName, conformersByProtocol) = (inheritors, conformers)
        membersByParent = members.mapValues { $0.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) } }
        var entries: [String: [APIEntry]] = [:]
        for article in knowledgeBase.articles {
            entries[article.path] = article.entryIDs.compactMap { knowledgeBase.api(id: $0) }.filter { $0.parentID == nil }
        }
        topLevelEntriesByArticle = entries
        articlesByPath = Dictionary(knowledgeBase.articles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        listPositionByPath = Dictionary(
            (topics.enumerated().map { ($1.path, $0) } + guides.enumerated().map { ($1.path, $0) }),
            uniquingKeysWith: { first, _ in first })
    }

    /// The root group of a catalog's navigation that lists `target`, if any.
    func curatingGroup(of target: PageTarget) -> CatalogNavigation.Group? {
        for navigation in knowledgeBase.navigation {
            if let group = navigation.groups.first(where: { !$0.isAutomatic && $0.pages.contains(target) }) { return group }
        }
        return nil
    }

    /// The example written at `line` of `file` (the line of its opening fence), if any.
    func example(file: String, line: Int) -> CodeExample? {
        examplesByID[CodeExample.id(file: file, line: line)]
    }

    /// The article an API is written in (or first mentioned in, for inferred APIs).
    func article(of api: APIEntry) -> Article? {
        articlesByPath[api.source.file]
    }
}
