import PanesMarkdown

/// Reads one catalog as DocC does, once every file is extracted: the module and its symbols
/// (from the symbol graphs), the root page, which symbol each extension file documents (or,
/// with no graph, the symbols the extension files name), the articles and tutorials by link
/// name. It returns the catalog's APIs, its link hierarchy and the problems DocC would report.
struct DocCCatalogReader {
    /// What reading a catalog gave.
    struct Result {
        /// The catalog's symbols as APIs.
        var entries: [APIEntry] = []
        /// The pages for link resolution.
        var hierarchy: DocCHierarchy
        /// Problems, as DocC words them.
        var diagnostics: [Diagnostic] = []
    }

    let catalog: Catalog

    /// Reads the catalog; `articles` (the catalog's files) are given their roles, titles and
    /// documented APIs; `takenIDs` holds every API id so far and gains this catalog's.
    func read(articles: inout [Article], takenIDs: inout Set<String>) -> Result {
        let hasGraph = !catalog.symbolGraphs.isEmpty
        let rootCandidates = articles.indices.filter { articles[$0].titleSymbolLink.flatMap(SymbolPath.init)?.components.count == 1 }
        let moduleName =
            Catalog.ownModule(of: catalog.symbolGraphs) ?? catalog.symbolGraphs.first?.graph.module.name
            ?? (hasGraph ? nil : rootCandidates.first.flatMap { articles[$0].titleSymbolLink })
        var result = Result(
            hierarchy: DocCHierarchy(bundleName: catalog.displayName, bundleIdentifier: catalog.identifier, moduleName: moduleName))
        var symbols = SymbolTable()
        for file in catalog.symbolGraphs { symbols.add(file, into: &result.hierarchy) }
        result.entries = symbols.entries(of: &result.hierarchy, catalog: catalog.folder, takenIDs: &takenIDs)
        var entryIndex = Dictionary(uniqueKeysWithValues: result.entries.enumerated().map { ($1.id, $0) })
        var documentedBy: [Int: Int] = [:]  // hierarchy node → article index
        let extensionOrder = articles.indices.filter { articles[$0].titleSymbolLink != nil }.sorted { lhs, rhs in
            let left = (
                SymbolPath(articles[lhs].titleSymbolLink ?? "")?.components.count ?? 0, articles[lhs].path.count, articles[lhs].path
            )
            let right = (
                SymbolPath(articles[rhs].titleSymbolLink ?? "")?.components.count ?? 0, articles[rhs].path.count, articles[rhs].path
            )
            return left < right
        }
        for index in extensionOrder {
            guard let link = articles[index].titleSymbolLink, let path = SymbolPath(link) else { continue }
            if path.components.count == 1, path.components[0].name == moduleName, result.hierarchy.nodes[result.hierarchy.root].page == nil
            {
                articles[index].role = .root
                articles[index].title = articles[index].metadata.displayName ?? path.components[0].name
                continue
            }
            let node: Int
            if hasGraph {
                switch result.hierarchy.resolveSymbolLink(link, from: nil) {
                case .success(let found): node = found
                case .failure(let problem):
                    result.diagnostics.append(
                        .warning(
                            "No symbol matched '\(link)'. \(problem.summary); the page is published as an article",
                            file: articles[index].path, line: 1, column: 3))
                    articles[index].title = link
                    continue
                }
            } else {
                node = Self.addExtensionSymbol(path, moduleName: moduleName, to: &result.hierarchy)
            }
            if let first = documentedBy[node] {
                let name = result.hierarchy.nodes[node].messagePath.dropFirst()
                result.diagnostics.append(
                    .warning(
                        "Multiple documentation extensions matched '\(name)'; '\(name)' is also documented in \(articles[first].path), which is used. This file is published as an article",
                        file: articles[index].path, line: 1, column: 3))
                articles[index].title = link
                continue
            }
            documentedBy[node] = index
            let id: String
            if case .api(let existing)? = result.hierarchy.nodes[node].page {
                id = existing
            } else {
                var entry = Self.entry(
                    forExtension: articles[index], node: node, in: result.hierarchy, catalog: catalog.folder, takenIDs: &takenIDs)
                entry.summary = articles[index].abstract
                id = entry.id
                entryIndex[id] = result.entries.count
                result.entries.append(entry)
            }
            result.hierarchy.setPage(.api(id), anchors: Array(articles[index].sections.map(\.anchor)), of: node)
            result.hierarchy.alias(.article(articles[index].path), to: node)
            articles[index].role = .symbolExtension
            articles[index].documentedAPI = id
            if let entry = entryIndex[id] {
                Self.merge(articles[index], into: &result.entries[entry])
                articles[index].title = result.entries[entry].name
            }
        }
        registerPages(&articles, in: &result)
        return result
    }

    /// Articles, tutorials and the root page by link name; the first of two equal names wins.
    /// Tutorials and articles are apart, as DocC's `/tutorials/` and `/documentation/` are, so
    /// a tutorial may share an article's name.
    private func registerPages(_ articles: inout [Article], in result: inout Result) {
        var seen: [String: String] = [:]
        var seenTutorials: [String: String] = [:]
        for index in articles.indices where articles[index].role != .symbolExtension {
            let article = articles[index]
            let anchors = article.sections.map(\.anchor)
            if article.role == .root, article.titleSymbolLink != nil {
                result.hierarchy.setRootPage(.article(article.path), anchors: anchors)
                continue
            }
            let isTutorial = article.role == .tutorial || article.role == .tutorialTableOfContents
            if let first = isTutorial ? seenTutorials[article.linkName] : seen[article.linkName] {
                result.diagnostics.append(
                    .warning(
                        "Redeclaration of '\(article.linkName)': \(first) has the same name, so `<doc:\(article.linkName)>` links reach that page; rename one of the files",
                        file: article.path))
            } else if isTutorial {
                seenTutorials[article.linkName] = article.path
            } else {
                seen[article.linkName] = article.path
            }
            if isTutorial {
                result.hierarchy.addTutorial(linkName: article.linkName, page: .article(article.path), anchors: anchors)
            } else {
                result.hierarchy.addArticle(linkName: article.linkName, page: .article(article.path), anchors: anchors)
            }
        }
        // An article-only catalog's root: the `@TechnologyRoot` article, else its only article.
        if result.hierarchy.nodes[result.hierarchy.root].page == nil {
            let pages = articles.indices.filter { articles[$0].role == .page || articles[$0].role == .root }
            if let root = pages.first(where: { articles[$0].role == .root }) ?? (pages.count == 1 ? pages.first : nil) {
                articles[root].role = .root
                result.hierarchy.setRootPage(.article(articles[root].path), anchors: articles[root].sections.map(\.anchor))
            }
        }
    }

    /// With no symbol graph, an extension file's title names the symbol: a node is made for its
    /// path (the module's name in front dropped; an Apple framework's name becomes an extended module).
    private static func addExtensionSymbol(_ path: SymbolPath, moduleName: String?, to hierarchy: inout DocCHierarchy) -> Int {
        var components = path.components
        if components.count > 1, components[0].name == moduleName { components.removeFirst() }
        var extendedModule: String?
        if components.count > 1, DocCHierarchy.systemModules.contains(components[0].name) {
            extendedModule = components.removeFirst().name
        }
        let last = components[components.count - 1]
        var facts = DocCHierarchy.SymbolFacts()
        facts.isFromTitle = true
        switch last.disambiguation {
        case .kind(let kind)?: facts.kind = kind
        case .kindAndHash(let kind, let hash)?: (facts.kind, facts.hash) = (kind, hash)
        case .hash(let hash)?: facts.hash = hash
        default: break
        }
        // A deeper title may already have made this node as a step of its path.
        if extendedModule == nil, let existing = hierarchy.node(at: components.map(\.name)), hierarchy.nodes[existing].page == nil {
            return existing
        }
        return hierarchy.addSymbol(components: components.map(\.name), extendedModule: extendedModule, facts: facts, page: nil)
    }

    /// The API an extension file documents when no symbol graph has it.
    private static func entry(
        forExtension article: Article, node: Int, in hierarchy: DocCHierarchy, catalog: String, takenIDs: inout Set<String>
    ) -> APIEntry {
        var path: [String] = []
        var current: Int? = node
        while let index = current, index != hierarchy.root {
            path.insert(hierarchy.nodes[index].name, at: 0)
            current = hierarchy.nodes[index].parent
        }
        let symbol = SymbolTable.symbolName(path: path)
        var parentID: String?
        if let parent = hierarchy.nodes[node].parent, case .api(let id)? = hierarchy.nodes[parent].page { parentID = id }
        let kind = hierarchy.nodes[node].facts.kind.map(SymbolTable.apiKind) ?? symbol.inferredKind
        var entry = APIEntry(
            symbol: symbol, name: article.metadata.displayName ?? symbol.memberSpelling, kind: kind, isDocumented: true,
            source: SourceLocation(file: article.path, line: 1), anchor: nil, parentID: parentID,
            id: SymbolTable.unique(symbol.spelling, module: hierarchy.rootName, takenIDs: &takenIDs))
        entry.catalog = catalog
        return entry
    }

    /// An extension file's abstract and settings join its symbol's documentation: the doc
    /// comment stays first unless the file says `mergeBehavior: override`.
    private static func merge(_ article: Article, into entry: inout APIEntry) {
        if article.metadata.replacesDocComment || entry.summary.isEmpty {
            entry.summary = article.abstract
            entry.summaryNodes = []
        }
        if article.metadata.replacesDocComment { entry.discussion = [] }
        if let displayName = article.metadata.displayName { entry.name = displayName }
        entry.source = SourceLocation(file: article.path, line: 1)
    }
}
