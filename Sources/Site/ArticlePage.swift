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
        var markdown = MarkdownRenderer(context: context, location: location, file: article.path, contextEntryID: nil)
        var body = "<article>\n"
        body += "<p class=\"eyebrow\">\(article.kind == .guide ? "Guide" : "Topic")</p>\n"
        body += "<h1>\(HTML.breakable(article.title))</h1>\n"
        var pendingFigure: String?
        for (block, role) in zip(article.makeDocument().children, article.blockRoles) {
            markdown.contextEntryID = role.entryID
            switch role.kind {
            case .title:
                continue
            case .sectionHeading(let anchor):
                markdown.startSection()
                if case .heading(let level) = block.kind { markdown.renderHeading(block, level: level, id: anchor, into: &body) }
            case .entryHeading(let anchor):
                markdown.startSection()
                guard let apiID = role.entryID, case .heading(let level) = block.kind else { continue }
                renderEntryHeading(block, level: level, anchor: anchor, apiID: apiID, into: &body)
                pendingFigure = context.knowledgeBase.api(id: apiID).flatMap(topicFigure(for:))
            case .fieldList:
                if let api = role.entryID.flatMap(context.knowledgeBase.api(id:)) {
                    body += EntryFacts(context: context, location: location, api: api).renderInPlace()
                }
            case .summary, .abstract, .platformTable, .content:
                markdown.render(block, into: &body)
                if role.kind == .summary, let figure = pendingFigure {
                    body += figure
                    pendingFigure = nil
                }
            }
        }
        body += "</article>\n" + renderGuidePager()
        let shell = PageShell(
            title: article.title, description: article.abstract, location: location,
            navigation: NavigationPane(context: context, location: location).render(article: article.path, apiID: nil),
            outline: article.sections.filter { $0.level <= 3 }.map {
                OutlineItem(anchor: $0.anchor, title: $0.heading, level: max($0.level, 2), isCode: $0.apiID != nil)
            },
            body: body)
        return shell.render()
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
        let code = HTML.symbol(name)
        let inner = context.paths.api(apiID).map { "<a href=\"\(HTML.escape(location.link(to: $0)))\">\(code)</a>" } ?? code
        html += HTML.heading(min(max(level, 2), 6), id: anchor, inner, className: "entry")
    }

    /// Links to the guides before and after this one in the navigation's order, so a reader can
    /// walk through every guide; empty for topics.
    func renderGuidePager() -> String {
        guard article.kind == .guide, let index = context.guides.firstIndex(where: { $0.path == article.path }) else { return "" }
        let previous = index > 0 ? context.guides[index - 1] : nil
        let next = index + 1 < context.guides.count ? context.guides[index + 1] : nil
        guard previous != nil || next != nil else { return "" }
        var html = "<nav class=\"pager\" aria-label=\"Guides\">\n"
        for (guide, relation, label) in [(previous, "prev", "Previous guide"), (next, "next", "Next guide")] {
            guard let guide else { continue }
            html +=
                "<a rel=\"\(relation)\" class=\"\(relation)\" href=\"\(HTML.escape(location.link(to: context.paths.article(guide.path))))\">"
            html += "<span>\(label)</span> \(HTML.escape(guide.title))</a>\n"
        }
        return html + "</nav>\n"
    }
}
