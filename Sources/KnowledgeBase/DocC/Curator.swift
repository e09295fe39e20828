/// Builds a catalog's navigation as DocC curates it (`DocumentationCurator.swift`): the root's
/// `## Topics` groups in the author's order, then everything no page of the catalog curates.
struct Curator {
    let links: DocumentationLinks
    let articles: [Article]
    let apis: [APIEntry]

    /// The navigation of `catalog`.
    func navigation(of catalog: Catalog, hierarchy: DocCHierarchy) -> CatalogNavigation {
        let pages = articles.filter { $0.catalog == catalog.folder }
        let rootArticle = pages.first { $0.role == .root }
        var curated: Set<PageTarget.Page> = []
        var parents: [PageTarget.Page: PageTarget.Page] = [:]
        // A page is placed where it is first curated: by the root, else by pages in path order.
        for page in pages.filter({ $0.role == .root }) + pages.filter({ $0.role != .root }) {
            let own = page.documentedAPI.map(PageTarget.Page.api) ?? .article(page.path)
            for group in page.topics {
                for item in group.items {
                    guard let target = target(of: item, in: page)?.page else { continue }
                    curated.insert(target)
                    if target != own, parents[target] == nil { parents[target] = own }
                }
            }
        }
        var groups = (rootArticle?.topics ?? []).map { group in
            CatalogNavigation.Group(title: group.title, pages: group.items.compactMap { target(of: $0, in: rootArticle!) })
        }
        let root = hierarchy.nodes[hierarchy.root].page
        let uncurated = { (page: PageTarget.Page) in !curated.contains(page) && page != root }
        let articlesLeft = pages.filter { $0.role == .page && uncurated(.article($0.path)) }
        if !articlesLeft.isEmpty {
            groups.append(.init(title: "Articles", pages: articlesLeft.map { PageTarget(.article($0.path)) }, isAutomatic: true))
        }
        let tutorials = pages.filter { ($0.role == .tutorial || $0.role == .tutorialTableOfContents) && uncurated(.article($0.path)) }
        if !tutorials.isEmpty {
            groups.append(.init(title: "Tutorials", pages: tutorials.map { PageTarget(.article($0.path)) }, isAutomatic: true))
        }
        var topLevel = apis.filter { $0.catalog == catalog.folder && $0.parentID == nil && uncurated(.api($0.id)) }
        let extendedModules = topLevel.filter { $0.kindDisplayName == SymbolTable.extendedModuleKind }
        topLevel.removeAll { $0.kindDisplayName == SymbolTable.extendedModuleKind }
        for (kind, title) in CatalogNavigation.automaticGroups {
            let members = topLevel.filter { $0.kind == kind }.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
            if !members.isEmpty { groups.append(.init(title: title, pages: members.map { PageTarget(.api($0.id)) }, isAutomatic: true)) }
        }
        if !extendedModules.isEmpty {
            groups.append(.init(title: "Extended Modules", pages: extendedModules.map { PageTarget(.api($0.id)) }, isAutomatic: true))
        }
        return CatalogNavigation(
            catalog: catalog.folder, title: rootArticle?.title ?? catalog.displayName, root: root.map { PageTarget($0) }, groups: groups,
            parents: parents)
    }

    private func target(of item: TopicGroup.Item, in page: Article) -> PageTarget? {
        if item.isSymbolLink { return try? links.symbolLink(item.destination, from: .article(page.path), file: page.path).get() }
        return DocLink(item.destination).flatMap { try? links.docLink($0, from: .article(page.path), file: page.path).get() }
    }
}
