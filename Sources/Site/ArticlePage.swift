import KnowledgeBase
import PanesMarkdown

/// The page of a topic or guide: the article's Markdown with its section anchors, API entry
/// headings linked to their API pages, and figures after the entries that have one.
struct ArticlePage {
    let context: SiteContext
    let article: Article

    /// Where the page lives.
    var location: PageLocation { PageLocation(path: PagePaths.article(article.path)) }

    /// The complete page.
    func render() -> String {
        var markdown = MarkdownRenderer(context: context, location: location, file: article.path, contextEntryID: nil)
        var body = "<article>\n"
        body += "<p class=\"eyebrow\">\(article.kind == .guide ? "Guide" : "Topic")</p>\n"
        body += "<h1>\(HTML.escape(article.title))</h1>\n"
        var sections = article.sections[...]
        var openEntries: [(level: Int, id: String)] = []
        var pendingFigure: String?
        var hasTitle = false
        // An entry's field list is the first list after its heading, before any other kind of block.
        var mayBeFieldList = false
        for block in article.makeDocument().children {
            guard case .heading(let level) = block.kind else {
                if mayBeFieldList, case .list = block.kind {
                    markdown.renderFieldList(block, into: &body)
                } else {
                    markdown.render(block, into: &body)
                }
                if case .paragraph = block.kind {} else { mayBeFieldList = false }
                if let figure = pendingFigure, case .paragraph = block.kind {
                    body += figure
                    pendingFigure = nil
                }
                continue
            }
            // The first `#` heading is the title, shown above; every other heading is a section, in order.
            if level == 1, !hasTitle {
                hasTitle = true
                continue
            }
            guard let section = sections.popFirst() else { continue }
            markdown.startSection()
            while let last = openEntries.last, last.level >= level { openEntries.removeLast() }
            if let apiID = section.apiID { openEntries.append((level, apiID)) }
            markdown.contextEntryID = openEntries.last?.id
            if let apiID = section.apiID {
                renderEntryHeading(block, level: level, anchor: section.anchor, apiID: apiID, into: &body)
                mayBeFieldList = true
                // The article shows the type's figure of every value; each case's own figure is on its API page.
                pendingFigure =
                    apiID == ColumnFigure.visibilityID
                    ? context.knowledgeBase.api(id: apiID).flatMap { ColumnFigure.figure(for: $0, context: context) } : nil
            } else {
                mayBeFieldList = false
                markdown.renderHeading(block, level: level, id: section.anchor, into: &body)
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
        let name = heading.plainText.trimmingCharacters(in: .whitespaces)
        html += "<\(tag) id=\"\(HTML.escape(anchor))\" class=\"entry\">"
        if let target = context.paths.api(apiID) {
            html += "<a href=\"\(HTML.escape(location.link(to: target)))\"><code>\(HTML.breakable(name))</code></a>"
        } else {
            html += "<code>\(HTML.escape(name))</code>"
        }
        html += "</\(tag)>\n"
    }
}
