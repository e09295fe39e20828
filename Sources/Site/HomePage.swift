import KnowledgeBase

/// The home page: a way in for each task, then every topic and guide with its abstract.
struct HomePage {
    /// How many task links the home page offers before leaving the rest to topics and search.
    static let taskLimit = 40
    /// Abstracts longer than this are cut at a word, so a card stays a card.
    static let abstractLimit = 240

    /// The id of the section that says what the code badges mean; every badge links to it.
    static let testedAnchor = "tested-examples"

    let context: SiteContext
    let location = PageLocation(path: PagePaths.home)

    /// The complete page.
    func render() -> String {
        let base = context.knowledgeBase
        var body = "<h1>SwiftUI panes and presentations</h1>\n"
        body += "<p class=\"lead\">An offline reference for split views, sheets, inspectors and their neighbours: "
        body +=
            "\(context.topics.count) topic\(context.topics.count == 1 ? "" : "s"), \(context.guides.count) guide\(context.guides.count == 1 ? "" : "s") "
        body += "and <a href=\"\(PagePaths.apiIndex)\">\(base.apis.count) APIs</a>.</p>\n"
        var outline: [OutlineItem] = []
        let tasks = taskLinks()
        if !tasks.isEmpty {
            body += HTML.heading(2, id: "tasks", "Start from a task") + "<ul class=\"tasks-list\">\n" + tasks.joined() + "</ul>\n"
            outline.append(OutlineItem(anchor: "tasks", title: "Start from a task", level: 2))
        }
        for (anchor, title, articles) in [("topics", "Topics", context.topics), ("guides", "Guides", context.guides)]
        where !articles.isEmpty {
            body += HTML.heading(2, id: anchor, title) + "<ul class=\"cards\">\n"
            for article in articles { body += card(for: article) }
            body += "</ul>\n"
            outline.append(OutlineItem(anchor: anchor, title: title, level: 2))
        }
        body += HTML.heading(2, id: Self.testedAnchor, "How the examples are tested") + Self.testedExplanation
        outline.append(OutlineItem(anchor: Self.testedAnchor, title: "How the examples are tested", level: 2))
        let shell = PageShell(
            title: "Home", description: "An offline reference for SwiftUI split views, sheets, inspectors and their neighbours.",
            location: location, navigation: NavigationPane(context: context, location: location).render(article: nil, apiID: nil),
            outline: outline, body: body)
        return shell.render()
    }

    /// What the badge over a code block means. The model is not SwiftUI: a reader who copies a
    /// tested block into an app should know what the test did and did not check.
    static let testedExplanation = """
        <p>A code block with a badge is checked by the test suite; the badge names its test, the file and line of its \
        opening fence (<code>sheets.md:42</code>), as <code>swift test</code> reports it.</p>
        <ul>
        <li><strong>tested</strong>: compiled and run against <code>PanesModel</code>, a small library that mirrors the \
        state behind SwiftUI's split views and presentations (visibility, selection, the item behind a sheet) and encodes \
        the documented rules. It checks that state, not SwiftUI's drawing: SwiftUI does not exist where the tests run.</li>
        <li><strong>compiled</strong>: compiled, not run. <strong>must not compile</strong>: passes when the compiler \
        rejects it. <strong>must trap</strong>: passes when it stops with a runtime error. <strong>not run</strong>: \
        counted as skipped.</li>
        </ul>
        <p>Other Swift blocks are SwiftUI view code: syntax-checked and highlighted, not compiled. To run one test, pass \
        its name to <code>panes test --filter sheets.md:42</code>.</p>

        """

    /// Guides first (each walks through a whole task), then the how-to sections of topics
    /// (headings that are not API entries: "Which presentation?", "Collapsing into a stack").
    private func taskLinks() -> [String] {
        var links: [String] = []
        for guide in context.guides {
            links.append(taskLink(title: guide.title, target: context.paths.article(guide.path), note: "guide"))
        }
        for topic in context.topics {
            for section in topic.sections where section.level == 2 && section.apiID == nil {
                links.append(
                    taskLink(title: section.heading, target: context.paths.article(topic.path) + "#" + section.anchor, note: topic.title))
            }
        }
        return Array(links.prefix(Self.taskLimit))
    }

    private func taskLink(title: String, target: String, note: String) -> String {
        "<li><a href=\"\(HTML.escape(location.link(to: target)))\">\(HTML.escape(title))</a> <span class=\"note\">\(HTML.escape(note))</span></li>\n"
    }

    private func card(for article: Article) -> String {
        let entries = context.topLevelEntriesByArticle[article.path]?.count ?? 0
        var html =
            "<li><a href=\"\(HTML.escape(location.link(to: context.paths.article(article.path))))\">\(HTML.escape(article.title))</a>"
        if !article.abstract.isEmpty { html += "<p>\(HTML.escape(Self.shortened(article.abstract)))</p>" }
        if entries > 0 { html += "<p class=\"note\">\(entries) API\(entries == 1 ? "" : "s")</p>" }
        return html + "</li>\n"
    }

    /// `text` cut at the last space before `abstractLimit` characters, with an ellipsis.
    static func shortened(_ text: String) -> String {
        guard text.count > abstractLimit else { return text }
        let prefix = text.prefix(abstractLimit)
        return String(prefix[..<(prefix.lastIndex(of: " ") ?? prefix.endIndex)]) + "…"
    }
}
