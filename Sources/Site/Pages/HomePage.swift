import KnowledgeBase

/// The home page, named from the content (`SiteIdentity`): its catalogs, then a way in for each
/// task, then every topic and guide with its abstract. (A content folder that is one catalog
/// has that catalog's root page as its home instead.)
struct HomePage {
    /// How many task links the home page offers before leaving the rest to topics and search.
    static let taskLimit = 40
    /// Abstracts longer than this are cut at a word, so a card stays a card.
    static let abstractLimit = 240

    /// The id of the section that points to how the code is checked.
    static let testedAnchor = "checked-code"

    let context: SiteContext
    let location = PageLocation(path: PagePaths.home)

    /// The complete page.
    func render() -> String {
        let base = context.knowledgeBase
        let identity = base.identity
        var body = Markup.element("h1", [], Markup(elementText: identity.title)) + .newline
        var counts = [
            "\(context.topics.count) topic\(context.topics.count == 1 ? "" : "s")",
            "\(context.guides.count) guide\(context.guides.count == 1 ? "" : "s")",
        ]
        if !base.catalogs.isEmpty { counts.insert("\(base.catalogs.count) catalog\(base.catalogs.count == 1 ? "" : "s")", at: 0) }
        // Only what the references document counts: a mentioned API has no page.
        let documented = base.apis.filter { context.paths.hasOwnPage($0.id) }.count
        let apis = Markup.element(
            "a", [("href", PagePaths.apiIndex)], Markup(text: "\(documented) documented API\(documented == 1 ? "" : "s")"))
        let summary = Markup(text: counts.joined(separator: ", ") + " and ") + apis + Markup(".")
        let lead = identity.description.isEmpty ? summary : Markup(elementText: identity.description + ": ") + summary
        body += .element("p", [("class", "lead")], lead) + .newline
        var outline: [OutlineItem] = []
        func section(_ anchor: String, _ title: String, list: String, _ items: [Markup]) {
            body += .heading(2, id: anchor, Markup(text: title)) + .element("ul", [("class", list)], .newline, .joined(items)) + .newline
            outline.append(OutlineItem(anchor: anchor, title: title, level: 2))
        }
        if !base.navigation.isEmpty {
            section("catalogs", "Documentation", list: "cards", base.navigation.map(card(for:)))
        }
        let tasks = taskLinks()
        if !tasks.isEmpty {
            section("tasks", "Start from a task", list: "tasks-list", tasks)
        }
        for (anchor, title, articles) in [("topics", "Topics", context.topics), ("guides", "Guides", context.guides)]
        where !articles.isEmpty {
            section(anchor, title, list: "cards", articles.map(card(for:)))
        }
        if !base.runnableExamples.isEmpty {
            body += .heading(2, id: Self.testedAnchor, Markup("Checked code")) + testedExplanation()
            outline.append(OutlineItem(anchor: Self.testedAnchor, title: "Checked code", level: 2))
        }
        return PageShell.sitePage(
            context, title: "Home", description: identity.description.isEmpty ? identity.title : identity.description + ".",
            location: location, outline: outline, body: body.html)
    }

    /// Where the home page points to the checks page, for a reference with tested blocks.
    func testedExplanation() -> Markup {
        let examples = context.knowledgeBase.examples
        let runs = examples.filter { CodeBlockRenderer.Badge.kind(of: $0) == .runs }.count
        let compiles = examples.filter { CodeBlockRenderer.Badge.kind(of: $0) == .compiles }.count
        var parts: [String] = []
        if runs > 0 { parts.append("\(runs) run against a model of SwiftUI's state") }
        if compiles > 0 { parts.append("\(compiles) SwiftUI sample\(compiles == 1 ? "" : "s") compile against SwiftUI's declarations") }
        let counts = parts.isEmpty ? "" : " Of its code blocks, " + parts.joined(separator: " and ") + "."
        let link = Markup.element("a", [("href", location.link(to: PagePaths.checks))], Markup("How the code on these pages is checked"))
        return .element(
            "p", [], Markup("Each code block says what was proven about it."), Markup(text: counts + " "), link,
            Markup(" says what each label means, and what the model is and is not.")) + .newline
    }

    /// Guides first (each walks through a whole task), then the how-to sections of topics
    /// (headings that are not API entries: "Which presentation?", "Collapsing into a stack").
    private func taskLinks() -> [Markup] {
        var links: [Markup] = []
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

    private func taskLink(title: String, target: String, note: String) -> Markup {
        .element(
            "li", [], .element("a", [("href", location.link(to: target))], Markup(text: title)), Markup(" "),
            .element("span", [("class", "note")], Markup(text: note))) + .newline
    }

    /// A catalog's card: its root page (or its name), the root's abstract and card image.
    private func card(for navigation: CatalogNavigation) -> Markup {
        let target = navigation.root.flatMap(context.knowledgeBase.pagePath(of:))
        var content = Markup()
        if let root = navigation.root, case .article(let path) = root.page,
            let image = context.knowledgeBase.article(path: path)?.metadata.image("card"),
            let picture = ResourceRenderer.image(
                context.knowledgeBase.resourceVariants(image.source, inFile: path), alt: image.alt, from: location)
        {
            content += Markup(trusted: picture)
        }
        let title = Markup(elementText: navigation.title)
        content += target.map { .element("a", [("href", location.link(to: $0))], title) } ?? title
        let abstract = navigation.root.map(context.knowledgeBase.abstract(of:)) ?? ""
        if !abstract.isEmpty { content += .element("p", [], Markup(elementText: Self.shortened(abstract))) }
        let pages = navigation.groups.reduce(0) { $0 + $1.pages.count }
        return .element("li", [], content, .element("p", [("class", "note")], Markup(text: "\(pages) page\(pages == 1 ? "" : "s")")))
            + .newline
    }

    private func card(for article: Article) -> Markup {
        let entries = context.topLevelEntriesByArticle[article.path]?.count ?? 0
        var content = Markup.element("a", [("href", location.link(to: context.paths.article(article.path)))], Markup(text: article.title))
        if !article.abstract.isEmpty { content += .element("p", [], Markup(text: Self.shortened(article.abstract))) }
        if entries > 0 { content += .element("p", [("class", "note")], Markup(text: "\(entries) API\(entries == 1 ? "" : "s")")) }
        return .element("li", [], content) + .newline
    }

    /// `text`'s opening sentences, as many as fit in `abstractLimit` characters and at least the
    /// first: a card shows whole sentences, never one cut off. A sentence ends at `.`, `!` or `?`
    /// before a space and a capital letter, a digit or code (so `e.g. the` goes on).
    static func shortened(_ text: String) -> String {
        guard text.count > abstractLimit else { return text }
        var kept: String.Index?
        var index = text.startIndex
        var length = 0
        while index < text.endIndex {
            let next = text.index(after: index)
            length += 1
            if ".!?".contains(text[index]), isSentenceStart(text[next...]) {
                if kept != nil, length > abstractLimit { break }
                kept = next
            }
            index = next
        }
        return kept.map { String(text[..<$0]) } ?? text
    }

    /// Whether `rest` (what follows a `.`, `!` or `?`) starts a new sentence, or is empty.
    private static func isSentenceStart(_ rest: Substring) -> Bool {
        guard let space = rest.first else { return true }
        guard space == " ", let first = rest.dropFirst().first else { return false }
        return first.isUppercase || first.isNumber || first == "`"
    }
}
