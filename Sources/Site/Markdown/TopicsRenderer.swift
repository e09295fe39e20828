import KnowledgeBase
import PanesMarkdown

/// Renders a DocC page's curated links: its `## Topics` groups (each link with its target's
/// title and summary, in the author's order), `@Links` lists and tutorial references. A link
/// that resolves to nothing is shown as written, not linked.
struct TopicsRenderer {
    let markdown: MarkdownRenderer

    private var context: SiteContext { markdown.context }
    private var location: PageLocation { markdown.location }

    /// The page's Topics section: a heading, then one titled list per group (cards when the
    /// page asks for a grid; nothing when it asks for none).
    func renderTopics(of article: Article) -> String {
        guard !article.topics.isEmpty, article.metadata.topicsStyle != "hidden" else { return "" }
        let topicsAnchor = article.sections.first { $0.heading == "Topics" && $0.level == 2 }?.anchor ?? "Topics"
        var html = HTML.heading(2, id: topicsAnchor, "Topics")
        let isGrid = article.metadata.topicsStyle.hasSuffix("Grid")
        for group in article.topics {
            if !group.title.isEmpty { html += HTML.heading(3, id: group.anchor, HTML.escapeText(group.title)) }
            let targets = group.items.map { ($0, context.knowledgeBase.topicTarget($0, inFile: article.path)) }
            html += renderItems(targets, isGrid: group.visualStyle.map { $0.hasSuffix("Grid") } ?? isGrid)
        }
        return html
    }

    /// An `@Links` directive: the links of its list, as a list or as cards.
    func renderLinkList(_ node: MarkdownNode, isGrid: Bool) -> String {
        var items: [(TopicGroup.Item, PageTarget?)] = []
        node.forEachDescendant { child in
            let item: TopicGroup.Item
            switch child.kind {
            case .symbolLink(let text): item = TopicGroup.Item(destination: text, isSymbolLink: true, line: 0, column: 0)
            case .link(let destination, _) where DocLink(destination) != nil:
                item = TopicGroup.Item(destination: destination, isSymbolLink: false, line: 0, column: 0)
            default: return
            }
            items.append((item, context.knowledgeBase.topicTarget(item, inFile: markdown.file)))
        }
        return renderItems(items, isGrid: isGrid)
    }

    /// Cards for links written as `doc:` destinations or symbol links.
    func renderCards(_ destinations: [String], isSymbolLink: Bool) -> String {
        renderItems(
            destinations.map { destination in
                let item = TopicGroup.Item(destination: destination, isSymbolLink: isSymbolLink, line: 0, column: 0)
                return (item, context.knowledgeBase.topicTarget(item, inFile: markdown.file))
            }, isGrid: true)
    }

    /// Each target with its title and summary; an unresolved one as written.
    private func renderItems(_ items: [(TopicGroup.Item, PageTarget?)], isGrid: Bool) -> String {
        var html = "<ul class=\"\(isGrid ? "cards" : "topics")\">\n"
        for (item, target) in items {
            guard let target, let path = context.knowledgeBase.pagePath(of: target) else {
                html += "<li><code>\(HTML.escapeText(item.destination))</code></li>\n"
                continue
            }
            let title = context.knowledgeBase.title(of: target)
            let isSymbol = { if case .api = target.page { return true } else { return false } }()
            html += "<li><a href=\"\(HTML.escape(location.link(to: path)))\">\(isSymbol ? HTML.symbol(title) : HTML.escapeText(title))</a>"
            let abstract = context.knowledgeBase.abstract(of: target)
            if !abstract.isEmpty { html += "<p>\(HTML.escapeText(HomePage.shortened(abstract)))</p>" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }
}
