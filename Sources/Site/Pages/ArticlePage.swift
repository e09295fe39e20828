import KnowledgeBase
import PanesMarkdown

/// The page of a topic or guide: the article's Markdown with its section anchors, API entry
/// headings linked to their API pages, each entry's fields shown from the index where its field
/// list was written, and figures after the entries that have one. Every block is rendered by
/// the role the index gave it.
struct ArticlePage {
    let context: SiteContext
    let article: Article

    /// Where the page lives.
    var location: PageLocation { PageLocation(path: context.paths.article(article.path)) }

    /// The complete page.
    func render() -> String {
        let markdown = MarkdownRenderer(context: context, location: location, file: article.path, contextEntryID: nil)
        // The blocks are rendered Markdown, HTML already.
        var blocks = ""
        renderBlocks(markdown: markdown, skipsAbstract: false, into: &blocks)
        let body =
            .element("article", [], .newline, renderHeader(), Markup(trusted: blocks), renderAutomaticSeeAlso()) + .newline
            + renderGuidePager()
        let shell = PageShell(
            frame: context.frame, title: article.title, description: article.abstract, location: location,
            navigation: NavigationPane(context: context, location: location).render(article: article.path, apiID: nil),
            outline: article.sections.filter { $0.level <= 3 }.map {
                OutlineItem(anchor: $0.anchor, title: $0.heading, level: max($0.level, 2), isCode: $0.apiID != nil)
            },
            body: body.html)
        return shell.render()
    }

    /// The eyebrow (DocC's title heading, or what the page is), the page's icon and title, its
    /// availability badges and its call to action.
    func renderHeader() -> Markup {
        var html = Markup()
        if let eyebrow = eyebrow {
            let color = article.metadata.color.map { " color-\($0.filter(\.isLetter))" } ?? ""
            html += .element("p", [("class", "eyebrow" + color)], Markup(elementText: eyebrow)) + .newline
        }
        let icon = article.metadata.image("icon").flatMap { image in
            ResourceRenderer.image(
                context.knowledgeBase.resourceVariants(image.source, inFile: article.path), alt: image.alt, from: location)
        }
        let iconMarkup = icon.map { .element("span", [("class", "page-icon")], Markup(trusted: $0)) + Markup(" ") } ?? Markup()
        html += .element("h1", [], iconMarkup, .breakable(article.title)) + .newline
        html += Self.renderBadges(article.metadata.availability)
        if let action = article.metadata.callToAction {
            let href =
                action.url.flatMap { LinkTarget($0) == .external($0) ? $0 : nil }
                ?? action.file.flatMap { context.knowledgeBase.resourceVariants($0, inFile: article.path).first }.map {
                    ResourceRenderer.href(of: $0.path, from: location)
                }
            if let href {
                html +=
                    .element("p", [("class", "call-to-action")], .element("a", [("href", href)], Markup(elementText: action.label)))
                    + .newline
            }
        }
        return html
    }

    /// What the eyebrow says: the page's own title heading, else what the page is.
    private var eyebrow: String? {
        if article.metadata.hidesTitleHeading { return nil }
        if let heading = article.metadata.titleHeading { return heading }
        switch article.role {
        case .root: return article.dialect == .reference ? "Topic" : "Framework"
        case .tutorial: return "Tutorial"
        case .tutorialTableOfContents: return "Tutorials"
        case .page, .symbolExtension: return article.dialect == .docC ? "Article" : article.kind == .guide ? "Guide" : "Topic"
        }
    }

    /// `@Available` badges: platform and version, and the version that deprecated it.
    static func renderBadges(_ badges: [PageMetadata.Badge]) -> Markup {
        guard !badges.isEmpty else { return Markup() }
        let items = badges.map { badge in
            let deprecated = badge.deprecated.map {
                Markup(" ") + .element("span", [("class", "deprecated")], Markup(elementText: "deprecated \($0)"))
            }
            return Markup.element("li", [], Markup(elementText: "\(badge.platform) \(badge.introduced)+"), deprecated ?? Markup())
        }
        return .element("ul", [("class", "badges")], .joined(items)) + .newline
    }

    /// Renders the article's blocks by the roles the index gave them; an API page showing an
    /// extension file leaves out its abstract, which it shows as the summary.
    func renderBlocks(markdown: MarkdownRenderer, skipsAbstract: Bool, into body: inout String) {
        var markdown = markdown
        var pendingFigure: String?
        var hasTopics = false
        for (block, role) in zip(article.makeDocument().children, article.blockRoles) {
            markdown.contextEntryID = role.entryID
            switch role.kind {
            case .title:
                continue
            case .sectionHeading(let anchor):
                markdown.flushCitations(into: &body)
                markdown.startSection()
                if case .heading(let level) = block.kind { markdown.renderHeading(block, level: level, id: anchor, into: &body) }
            case .entryHeading(let anchor):
                markdown.flushCitations(into: &body)
                markdown.startSection()
                guard let apiID = role.entryID, case .heading(let level) = block.kind else { continue }
                renderEntryHeading(block, level: level, anchor: anchor, apiID: apiID, into: &body)
                pendingFigure = context.knowledgeBase.api(id: apiID).flatMap(topicFigure(for:))
            case .fieldList:
                if let api = role.entryID.flatMap(context.knowledgeBase.api(id:)) {
                    body += EntryFacts(context: context, location: location, api: api).renderInPlace()
                }
            case .topics:
                // The whole section, from the index's groups, where its heading was.
                guard article.topics.isEmpty else {
                    if !hasTopics { body += TopicsRenderer(markdown: markdown).renderTopics(of: article) }
                    hasTopics = true
                    continue
                }
                // A Topics section with no groups is shown as it is written.
                if case .heading(let level) = block.kind {
                    let anchor = article.sections.first { $0.line == block.position.line }?.anchor
                    markdown.renderHeading(block, level: level, id: anchor, into: &body)
                } else {
                    markdown.render(block, into: &body)
                }
            case .abstract where skipsAbstract:
                continue
            case .summary, .abstract, .platformTable, .content:
                markdown.render(block, into: &body)
                if role.kind == .summary, let figure = pendingFigure {
                    body += figure
                    pendingFigure = nil
                }
            }
        }
        markdown.flushCitations(into: &body)
    }

    /// DocC's automatic See Also: the other pages of the group that curates this one, unless
    /// the page has a See Also of its own or turns it off.
    func renderAutomaticSeeAlso() -> Markup {
        guard article.dialect == .docC, !article.metadata.hidesAutomaticSeeAlso,
            !article.sections.contains(where: { $0.heading == "See Also" }),
            let group = context.curatingGroup(of: PageTarget(.article(article.path)))
        else { return Markup() }
        let others = group.pages.filter { $0.page != .article(article.path) }
        guard !others.isEmpty else { return Markup() }
        var html = Markup.heading(2, id: "see-also", Markup("See Also"))
        if !group.title.isEmpty { html += .element("p", [("class", "note")], Markup(elementText: group.title)) + .newline }
        var items = Markup()
        for target in others {
            guard let path = context.knowledgeBase.pagePath(of: target) else { continue }
            let title = Markup(elementText: context.knowledgeBase.title(of: target))
            items += .element("li", [], .element("a", [("href", location.link(to: path))], title)) + .newline
        }
        return html + .element("ul", [("class", "topics")], .newline, items) + .newline
    }

    /// The article shows a type's figure of every value after the type's summary; each value's
    /// own figure, and the modifiers', are on their API pages.
    private func topicFigure(for api: APIEntry) -> String? {
        switch api.id {
        case ColumnFigure.visibilityID: ColumnFigure.figure(for: api, context: context)
        case AdaptationFigure.adaptationID: AdaptationFigure.figure(for: api)
        default: nil
        }
    }

    /// An entry heading shows its symbol as code linking to the API page, then its anchor link.
    private func renderEntryHeading(_ heading: MarkdownNode, level: Int, anchor: String, apiID: String, into html: inout String) {
        let name = heading.plainText.trimmingWhitespace()
        let code = Markup.symbol(name)
        let inner = context.paths.api(apiID).map { Markup.element("a", [("href", location.link(to: $0))], code) } ?? code
        html += Markup.heading(min(max(level, 2), 6), id: anchor, inner, className: "entry").html
    }

    /// Links to the guides before and after this one in the navigation's order, so a reader can
    /// walk through every guide; empty for topics.
    func renderGuidePager() -> Markup {
        guard article.kind == .guide, let index = context.guides.firstIndex(where: { $0.path == article.path }) else { return Markup() }
        let previous = index > 0 ? context.guides[index - 1] : nil
        let next = index + 1 < context.guides.count ? context.guides[index + 1] : nil
        guard previous != nil || next != nil else { return Markup() }
        var links = Markup()
        for (guide, relation, label) in [(previous, "prev", "Previous guide"), (next, "next", "Next guide")] {
            guard let guide else { continue }
            let href = location.link(to: context.paths.article(guide.path))
            links +=
                .element(
                    "a", [("rel", relation), ("class", relation), ("href", href)], .element("span", [], Markup(text: label)),
                    Markup(text: " " + guide.title)) + .newline
        }
        return .element("nav", [("class", "pager"), ("aria-label", "Guides")], .newline, links) + .newline
    }
}
