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
        body += "<h1>\(HTML.escape(article.title))</h1>\n"
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
                // The article shows the type's figure of every value; each case's own figure is on its API page.
                pendingFigure =
                    apiID == ColumnFigure.visibilityID
                    ? context.knowledgeBase.api(id: apiID).flatMap { ColumnFigure.figure(for: $0, context: context) } : nil
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
        body += "</article>\n"
        let shell = PageShell(
            title: article.title, description: article.abstract, location: location,
            navigation: NavigationPane(context: context, location: location).render(article: article.path, apiID: nil),
            outline: article.sections.filter { $0.level <= 3 }.map {
                OutlineItem(anchor: $0.anchor, title: $0.heading, level: max($0.level, 2), isCode: $0.apiID != nil)
            },
            body: body)
        return shell.render()
    }

    /// An entry heading shows its symbol as code linking to the API page.
    private func renderEntryHeading(_ heading: MarkdownNode, level: Int, anchor: String, apiID: String, into html: inout String) {
        let tag = "h\(min(max(level, 2), 6))"
        let name = heading.plainText.trimmingWhitespace()
        html += "<\(tag) id=\"\(HTML.escape(anchor))\" class=\"entry\">"
        if let target = context.paths.api(apiID) {
            html += "<a href=\"\(HTML.escape(location.link(to: target)))\"><code>\(HTML.breakable(name))</code></a>"
        } else {
            html += "<code>\(HTML.escape(name))</code>"
        }
        html += "</\(tag)>\n"
    }
}
