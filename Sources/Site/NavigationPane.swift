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
        var html = "<ul class=\"nav-top\">\n"
        html += item(title: "Home", target: PagePaths.home, isCurrent: location.path == PagePaths.home)
        html += item(title: "All APIs, A–Z", target: PagePaths.apiIndex, isCurrent: location.path == PagePaths.apiIndex)
        html += "</ul>\n"
        let catalog =
            currentArticle.flatMap { context.articlesByPath[$0]?.catalog } ?? apiID.flatMap { context.knowledgeBase.api(id: $0)?.catalog }
        if let navigation = context.knowledgeBase.navigation.first(where: { $0.catalog == catalog }) {
            html += render(navigation, currentArticle: currentArticle, apiID: apiID)
        }
        let others = context.knowledgeBase.navigation.filter { $0.catalog != catalog }
        if !others.isEmpty {
            html += "<h2>\(catalog == nil ? "Documentation" : "Other documentation")</h2>\n<ul>\n"
            for navigation in others {
                guard let target = navigation.root.flatMap(context.knowledgeBase.pagePath(of:)) else { continue }
                html += item(title: navigation.title, target: target, isCurrent: target == location.path)
            }
            html += "</ul>\n"
        }
        guard catalog == nil else { return html }
        html += section("Topics", anchor: "topics", articles: context.topics, current: currentArticle)
        html += section("Guides", anchor: "guides", articles: context.guides, current: currentArticle)
        if let currentArticle, let entries = context.topLevelEntriesByArticle[currentArticle], !entries.isEmpty {
            let title = context.articlesByPath[currentArticle]?.title ?? currentArticle
            html += "<h2>In \(HTML.escape(title))</h2>\n<ul class=\"nav-apis\">\n"
            for entry in entries.prefix(Self.listLimit) {
                guard let target = context.paths.api(entry.id) else { continue }
                html += item(title: entry.name, target: target, isCurrent: entry.id == apiID, isCode: true)
            }
            html += "</ul>\n"
        }
        return html
    }

    /// A catalog's root and groups, the reader's page marked.
    private func render(_ navigation: CatalogNavigation, currentArticle: String?, apiID: String?) -> String {
        let current = apiID.map { PageTarget.Page.api($0) } ?? currentArticle.map { PageTarget.Page.article($0) }
        var html = "<h2>"
        if let root = navigation.root.flatMap(context.knowledgeBase.pagePath(of:)) {
            let marker = root == location.path ? " aria-current=\"page\"" : ""
            html += "<a href=\"\(HTML.escape(location.link(to: root)))\"\(marker)>\(HTML.escapeText(navigation.title))</a>"
        } else {
            html += HTML.escapeText(navigation.title)
        }
        html += "</h2>\n"
        for group in navigation.groups where !group.pages.isEmpty {
            if !group.title.isEmpty { html += "<h3>\(HTML.escapeText(group.title))</h3>\n" }
            html += "<ul>\n"
            for target in group.pages.prefix(Self.listLimit) {
                guard let path = context.knowledgeBase.pagePath(of: target) else { continue }
                let isSymbol = { if case .api = target.page { return true } else { return false } }()
                html += item(
                    title: context.knowledgeBase.title(of: target), target: path, isCurrent: target.page == current, isCode: isSymbol)
            }
            html += "</ul>\n"
        }
        return html
    }

    private func section(_ title: String, anchor: String, articles: [Article], current: String?) -> String {
        guard !articles.isEmpty else { return "" }
        var html = "<h2>\(title)</h2>\n<ul>\n"
        for article in window(of: articles, around: current) {
            // On an API page the topic it belongs to is marked as the reader's place, not as the page.
            let target = context.paths.article(article.path)
            html += item(title: article.title, target: target, isCurrent: target == location.path, isAncestor: article.path == current)
        }
        if articles.count > Self.listLimit {
            html += item(title: "All \(articles.count) \(title.lowercased())…", target: PagePaths.home + "#" + anchor, isCurrent: false)
        }
        return html + "</ul>\n"
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

    private func item(title: String, target: String, isCurrent: Bool, isAncestor: Bool = false, isCode: Bool = false) -> String {
        let text = isCode ? HTML.symbol(title) : HTML.escape(title)
        let current = isCurrent ? " aria-current=\"page\"" : isAncestor ? " aria-current=\"location\"" : ""
        return "<li><a href=\"\(HTML.escape(location.link(to: target)))\"\(current)>\(text)</a></li>\n"
    }
}
