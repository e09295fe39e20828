import KnowledgeBase

/// The navigation pane: home and the API index, then either the reader's catalog in its curated
/// order (the root's Topics groups, then what nothing curates) with the other catalogs after
/// it, or the loose topics, guides, and the APIs of the topic the reader is in. Long lists are
/// cut to a window around the current page so that a folder of thousands of notes does not
/// make every page list every other page.
struct NavigationPane {
    /// How many articles a list shows before it links to the full list on the home page.
    static let listLimit = 40

    let context: SiteContext
    let location: PageLocation

    /// The pane's HTML for a page about `article` (or an API written in it) and `apiID`.
    func render(article currentArticle: String?, apiID: String?) -> String {
        var top = item(title: "Home", target: PagePaths.home, isCurrent: location.path == PagePaths.home)
        if context.offersAPIIndex {
            top += item(title: "All APIs, A–Z", target: PagePaths.apiIndex, isCurrent: location.path == PagePaths.apiIndex)
        }
        var html = Markup.element("ul", [("class", "nav-top")], .newline, top) + .newline
        let catalog =
            currentArticle.flatMap { context.articlesByPath[$0]?.catalog } ?? apiID.flatMap { context.knowledgeBase.api(id: $0)?.catalog }
        if let navigation = context.knowledgeBase.navigation.first(where: { $0.catalog == catalog }) {
            html += render(navigation, currentArticle: currentArticle, apiID: apiID)
        }
        let others = context.knowledgeBase.navigation.filter { $0.catalog != catalog }
        if !others.isEmpty {
            var items = Markup()
            for navigation in others {
                guard let target = navigation.root.flatMap(context.knowledgeBase.pagePath(of:)) else { continue }
                items += item(title: navigation.title, target: target, isCurrent: target == location.path)
            }
            html += list(titled: Markup(text: catalog == nil ? "Documentation" : "Other documentation"), items)
        }
        guard catalog == nil else { return html.html }
        html += section("Topics", anchor: "topics", articles: context.topics, current: currentArticle)
        html += section("Guides", anchor: "guides", articles: context.guides, current: currentArticle)
        if let currentArticle, let entries = context.topLevelEntriesByArticle[currentArticle], !entries.isEmpty {
            let title = context.articlesByPath[currentArticle]?.title ?? currentArticle
            var items = Markup()
            // On a member's page its type is the reader's place, with the way down to the member under it.
            let way = apiID.map(memberWay(to:)) ?? []
            for entry in entries.prefix(Self.listLimit) {
                guard let target = context.paths.api(entry.id) else { continue }
                let isAncestor = way.count > 1 && way.first == entry.id
                let nested = isAncestor ? trailList(way.dropFirst().map { PageTarget.Page.api($0) }[...]) : Markup()
                items += item(
                    title: entry.name, target: target, isCurrent: entry.id == apiID, isAncestor: isAncestor, isCode: true, nested: nested)
            }
            html += list(titled: Markup(text: "In " + title), items, className: "nav-apis")
        }
        return html.html
    }

    /// A heading and its list, as the pane lays them out.
    private func list(titled title: Markup, _ items: Markup, className: String? = nil) -> Markup {
        .element("h2", [], title) + .newline + .element("ul", [("class", className)], .newline, items) + .newline
    }

    /// A catalog's root and groups, the reader's page marked.
    private func render(_ navigation: CatalogNavigation, currentArticle: String?, apiID: String?) -> Markup {
        let current = apiID.map { PageTarget.Page.api($0) } ?? currentArticle.map { PageTarget.Page.article($0) }
        let title = Markup(elementText: navigation.title)
        var html: Markup
        if let root = navigation.root.flatMap(context.knowledgeBase.pagePath(of:)) {
            let marker = root == location.path ? "page" : nil
            html = .element("h2", [], .element("a", [("href", location.link(to: root)), ("aria-current", marker)], title)) + .newline
        } else {
            html = .element("h2", [], title) + .newline
        }
        let listed = Set(navigation.groups.flatMap { $0.pages.prefix(Self.listLimit).map(\.page) })
        let way = current.map { trail(to: $0, in: navigation, listed: listed) } ?? []
        for group in navigation.groups where !group.pages.isEmpty {
            if !group.title.isEmpty { html += .element("h3", [], Markup(elementText: group.title)) + .newline }
            var items = Markup()
            for target in group.pages.prefix(Self.listLimit) {
                guard let path = context.knowledgeBase.pagePath(of: target) else { continue }
                let isAncestor = way.count > 1 && way.first == target.page
                items += item(
                    title: context.knowledgeBase.title(of: target), target: path, isCurrent: target.page == current, isAncestor: isAncestor,
                    isCode: Self.isSymbol(target.page), nested: isAncestor ? trailList(way.dropFirst()) : Markup())
            }
            html += .element("ul", [], .newline, items) + .newline
        }
        return html
    }

    /// The way from a listed page down to `current` through the pages that curate it (or, for
    /// a member, its type): `[listed, …, current]`, or empty when `current` is listed itself or
    /// nothing leads to it.
    private func trail(to current: PageTarget.Page, in navigation: CatalogNavigation, listed: Set<PageTarget.Page>) -> [PageTarget.Page] {
        var trail = [current]
        var page = current
        while !listed.contains(page), trail.count < 12 {
            let parent = navigation.parents[page] ?? memberParent(of: page)
            guard let parent, !trail.contains(parent) else { return [] }
            trail.append(parent)
            page = parent
        }
        return listed.contains(page) && trail.count > 1 ? trail.reversed() : []
    }

    /// `apiID`'s owners, outermost first, then `apiID`: `[PresentationDetent, PresentationDetent.medium]`.
    private func memberWay(to apiID: String) -> [String] {
        var way = [apiID]
        while let parent = context.knowledgeBase.api(id: way[0])?.parentID, !way.contains(parent), way.count < 12 {
            way.insert(parent, at: 0)
        }
        return way
    }

    private func memberParent(of page: PageTarget.Page) -> PageTarget.Page? {
        guard case .api(let id) = page else { return nil }
        return context.knowledgeBase.api(id: id)?.parentID.map(PageTarget.Page.api)
    }

    /// The pages under a listed ancestor, the last one the reader's.
    private func trailList(_ pages: ArraySlice<PageTarget.Page>) -> Markup {
        var items = Markup()
        for page in pages {
            guard let path = context.knowledgeBase.pagePath(of: PageTarget(page)) else { continue }
            items += item(
                title: context.knowledgeBase.title(of: PageTarget(page)), target: path, isCurrent: page == pages.last,
                isAncestor: page != pages.last, isCode: Self.isSymbol(page))
        }
        return .element("ul", [("class", "trail")], .newline, items) + .newline
    }

    private static func isSymbol(_ page: PageTarget.Page) -> Bool {
        if case .api = page { return true } else { return false }
    }

    private func section(_ title: String, anchor: String, articles: [Article], current: String?) -> Markup {
        guard !articles.isEmpty else { return Markup() }
        var items = Markup()
        for article in window(of: articles, around: current) {
            // On an API page the topic it belongs to is marked as the reader's place, not as the page.
            let target = context.paths.article(article.path)
            items += item(title: article.title, target: target, isCurrent: target == location.path, isAncestor: article.path == current)
        }
        if articles.count > Self.listLimit {
            items += item(title: "All \(articles.count) \(title.lowercased())…", target: PagePaths.home + "#" + anchor, isCurrent: false)
        }
        return list(titled: Markup(text: title), items)
    }

    /// At most `listLimit` articles, centred on the current one when there are more.
    private func window(of articles: [Article], around current: String?) -> ArraySlice<Article> {
        guard articles.count > Self.listLimit else { return articles[...] }
        let index =
            current.flatMap { path in
                context.listPositionByPath[path].flatMap { articles.indices.contains($0) && articles[$0].path == path ? $0 : nil }
            } ?? 0
        let start = min(max(0, index - Self.listLimit / 2), articles.count - Self.listLimit)
        return articles[start..<(start + Self.listLimit)]
    }

    private func item(
        title: String, target: String, isCurrent: Bool, isAncestor: Bool = false, isCode: Bool = false, nested: Markup = Markup()
    ) -> Markup {
        let text = isCode ? Markup.symbol(title) : Markup(text: title)
        let current = isCurrent ? "page" : isAncestor ? "location" : nil
        return .element("li", [], .element("a", [("href", location.link(to: target)), ("aria-current", current)], text), nested) + .newline
    }
}
