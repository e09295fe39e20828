import KnowledgeBase
import PanesMarkdown

/// The page of one API: what it is, where it runs, how to use it, and where the references
/// mention it. An API the references only mention (never document) gets a short page of mentions.
struct APIPage {
    /// How many examples from elsewhere a page shows, so a popular API's page stays small.
    static let exampleLimit = 6
    /// Ids of the page's fixed sections, reserved before discussion headings get theirs.
    static let fixedSections = [
        "parameters", "return-value", "discussion", "platform-behaviour", "members", "relationships", "examples", "see-also",
        "mentioned-in",
    ]

    let context: SiteContext
    let api: APIEntry

    /// Where the page lives.
    var location: PageLocation { PageLocation(path: context.paths.api(api.id) ?? "api/page.html") }

    /// The complete page.
    func render() -> String {
        var outline: [OutlineItem] = []
        var anchors = AnchorMaker()
        Self.fixedSections.forEach { _ = anchors.makeAnchor(for: $0) }
        // A doc comment's links resolve from its symbol; an extension file's, from the same page.
        let extensionArticle = context.knowledgeBase.extensionArticle(of: api.id)
        let documentationFile = api.dialect == .docC ? (extensionArticle.map { _ in graphFile } ?? api.source.file) : api.source.file
        // One list of notes for the page, whichever file a block comes from.
        let citations = CitationNotes()
        let markdown = MarkdownRenderer(
            context: context, location: location, file: documentationFile, contextEntryID: api.id, page: .api(api.id),
            citations: citations)
        let facts = EntryFacts(context: context, location: location, api: api)
        var body = "<article>\n" + header(markdown: markdown, facts: facts)
        func open(_ id: String, _ title: String) {
            body += HTML.heading(2, id: id, title)
            outline.append(OutlineItem(anchor: id, title: title, level: 2))
        }
        if let figure = ColumnFigure.figure(for: api, context: context) ?? AdaptationFigure.figure(for: api) { body += figure }
        if !api.parameters.isEmpty {
            open("parameters", "Parameters")
            body += facts.renderParameters()
        }
        if let returns = api.fields.returns {
            open("return-value", "Return value")
            body += (Markup.element("p", [], Markup(text: returns)) + .newline).html
        }
        if !api.discussion.isEmpty {
            open("discussion", "Discussion")
            for block in api.discussion {
                if case .heading(let level) = block.kind {
                    markdown.startSection()
                    let anchor = anchors.makeAnchor(for: block.plainText)
                    markdown.renderHeading(block, level: level + 1, id: anchor, into: &body)
                    if level + 1 <= 3 { outline.append(OutlineItem(anchor: anchor, title: block.plainText, level: 3)) }
                } else {
                    markdown.render(block, into: &body)
                }
            }
        }
        if let extensionArticle {
            let page = ArticlePage(context: context, article: extensionArticle)
            let extensionMarkdown = MarkdownRenderer(
                context: context, location: location, file: extensionArticle.path, contextEntryID: api.id, page: .api(api.id),
                citations: citations)
            page.renderBlocks(markdown: extensionMarkdown, skipsAbstract: true, into: &body)
            outline += extensionArticle.sections.filter { $0.level <= 3 }.map {
                OutlineItem(anchor: $0.anchor, title: $0.heading, level: max($0.level, 2))
            }
        }
        if !api.platformTableNodes.isEmpty {
            open("platform-behaviour", "Platform behaviour")
            markdown.render(api.platformTableNodes, into: &body)
        }
        markdown.flushCitations(into: &body)
        if let members = context.membersByParent[api.id], !members.isEmpty {
            open("members", "Members")
            body += renderMembers(members, anchors: &anchors, outline: &outline)
        }
        let relationships = renderRelationships(facts: facts)
        if !relationships.isEmpty {
            open("relationships", "Relationships")
            body += relationships
        }
        let examples = otherExamples()
        if !examples.isEmpty {
            open("examples", "Examples")
            body += renderExamples(examples)
        }
        let seeAlso = facts.renderSeeAlso()
        if !seeAlso.isEmpty {
            open("see-also", "See also")
            body += seeAlso
        }
        if !api.mentionedIn.isEmpty {
            open("mentioned-in", "Mentioned in")
            body += MentionList(context: context, location: location).render(api.mentionedIn)
        }
        let source = Markup("Source: ") + .element("code", [], Markup(text: api.source.file)) + Markup(text: ", line \(api.source.line)")
        body += (Markup.element("p", [("class", "source")], source) + .newline).html + "</article>\n"
        let article = context.article(of: api)
        // A member's title keeps its type: six types have an `automatic`, and a tab or bookmark
        // reading "automatic" says nothing.
        let title = api.parentID.map { $0 + "." + api.name } ?? api.name
        let shell = PageShell(
            frame: context.frame, title: title,
            description: api.summary.isEmpty ? "\(api.name), \(api.kind.rawValue)" : api.summary, location: location,
            navigation: NavigationPane(context: context, location: location).render(article: article?.path, apiID: api.id),
            outline: outline, body: body)
        return shell.render()
    }

    /// The symbol graph the API comes from, whose doc comment the page shows (it is not the
    /// API's source file once an extension file documents it).
    private var graphFile: String {
        context.knowledgeBase.catalog(of: api.source.file)?.symbolGraphs.first?.path ?? api.source.file
    }

    /// Kind, where the entry lives, name, summary, declaration and availability.
    private func header(markdown: MarkdownRenderer, facts: EntryFacts) -> String {
        let kind = api.kindDisplayName ?? (api.isDocumented ? api.kind.rawValue.capitalized : "Mentioned API")
        var eyebrow = Markup(text: kind)
        if let parentID = api.parentID, let parent = context.knowledgeBase.api(id: parentID) {
            eyebrow += Markup(" in ") + facts.apiLink(parent.id, name: parent.name)
        }
        if let article = context.article(of: api), article.documentedAPI != api.id {
            let target = context.paths.article(article.path) + (api.anchor.map { "#" + $0 } ?? "")
            let href = location.link(to: api.isDocumented ? target : context.paths.article(article.path))
            eyebrow += Markup(" · ") + .element("a", [("href", href)], Markup(text: article.title))
        }
        var html = Markup.element("p", [("class", "eyebrow")], eyebrow) + .newline + .element("h1", [], .symbol(api.name)) + .newline
        if api.isDocumented {
            var summary = ""
            markdown.render(api.summaryNodes, into: &summary)
            if summary.isEmpty, let extensionArticle = context.knowledgeBase.extensionArticle(of: api.id) {
                // The extension file's abstract is the summary.
                let extensionMarkdown = MarkdownRenderer(
                    context: context, location: location, file: extensionArticle.path, contextEntryID: api.id, page: .api(api.id))
                for (block, role) in zip(extensionArticle.makeDocument().children, extensionArticle.blockRoles) where role.kind == .abstract
                {
                    extensionMarkdown.render(block, into: &summary)
                }
                html += ArticlePage.renderBadges(extensionArticle.metadata.availability)
            }
            // The summary is rendered Markdown, HTML already.
            if !summary.isEmpty { html += .element("div", [("class", "summary")], Markup(trusted: summary)) + .newline }
            if let useWhen = api.fields.useWhen {
                html +=
                    .element(
                        "p", [("class", "use-when")], .element("strong", [], Markup("Use it when")), Markup(elementText: " " + useWhen))
                    + .newline
            }
        } else {
            html += Markup(
                "<p class=\"summary\">The references use this API but do not document it. See where it is mentioned below.</p>\n")
        }
        return html.html + DeprecationBanner(api: api).render(link: { facts.apiLink($0) }) + facts.renderDeclarationAndAvailability()
    }

    /// Members under one heading per kind (Initializers, Cases, Properties, …), in the A–Z
    /// index's order of kinds; a single kind needs no heading of its own.
    private func renderMembers(_ all: [APIEntry], anchors: inout AnchorMaker, outline: inout [OutlineItem]) -> String {
        let list = APILinkList(context: context, location: location)
        // Default implementations follow the type's own members, as DocC lists them.
        let members = all.filter { !$0.isDefaultImplementation }
        let defaults = all.filter(\.isDefaultImplementation)
        let groups = Dictionary(grouping: members, by: \.kind)
        if groups.count <= 1, defaults.isEmpty { return list.render(members) }
        var sections = APIKind.allCases.compactMap { kind in groups[kind].map { (title: APIIndexPage.heading(for: kind), apis: $0) } }
        if !defaults.isEmpty { sections.append((title: "Default Implementations", apis: defaults)) }
        var html = ""
        for (title, apis) in sections {
            let anchor = anchors.makeAnchor(for: "members " + title)
            html += Markup.heading(3, id: anchor, Markup(text: title)).html + list.render(apis)
            outline.append(OutlineItem(anchor: anchor, title: title, level: 3))
        }
        return html
    }

    /// What the index knows of the API's place among the others: the protocols it conforms to
    /// (and, for a protocol, the documented types that conform to it), the type it is a member
    /// of, and the documented types its declaration uses.
    private func renderRelationships(facts: EntryFacts) -> String {
        var rows: [(term: String, links: [Markup])] = []
        if !api.fields.inheritsFrom.isEmpty {
            rows.append(("Inherits From", api.fields.inheritsFrom.map(facts.conformanceLink)))
        }
        let subclasses = context.inheritorsByName[api.name] ?? []
        if api.kind == .type, !subclasses.isEmpty {
            rows.append(("Inherited By", subclasses.map { facts.apiLink($0.id, name: $0.name) }))
        }
        if !api.conformances.isEmpty {
            rows.append(("Conforms To", api.conformances.map(facts.conformanceLink)))
        }
        let conforming = context.conformersByProtocol[api.name] ?? []
        if api.kind == .protocol, !conforming.isEmpty {
            rows.append(("Conforming Types", conforming.map { facts.apiLink($0.id, name: $0.name) }))
        }
        if let parentID = api.parentID, let parent = context.knowledgeBase.api(id: parentID) {
            rows.append(("Member of", [facts.apiLink(parent.id, name: parent.name)]))
        }
        let types = facts.declaredTypes().filter { $0.id != api.parentID }
        if !types.isEmpty { rows.append(("Uses", types.map { facts.apiLink($0.id, name: $0.name) })) }
        guard !rows.isEmpty else { return "" }
        let terms = rows.map { row in
            .element("dt", [], Markup(text: row.term)) + .joined(row.links.map { .element("dd", [], $0) }) + .newline
        }
        return (Markup.element("dl", [("class", "relationships")], .newline, .joined(terms)) + .newline).html
    }

    /// Examples that use the API but are written outside its own section (those are in the discussion).
    private func otherExamples() -> [CodeExample] {
        let own = Set(api.discussion.map { CodeExample.id(file: api.source.file, line: $0.position.line) })
        return api.examples.compactMap { context.examplesByID[$0] }.filter { !own.contains($0.id) }.prefix(Self.exampleLimit).map { $0 }
    }

    private func renderExamples(_ examples: [CodeExample]) -> String {
        var html = ""
        for example in examples {
            let title = context.articlesByPath[example.file]?.title ?? example.file
            let target = context.paths.article(example.file) + (example.sectionAnchor.isEmpty ? "" : "#" + example.sectionAnchor)
            let source = title + (example.sectionAnchor.isEmpty ? "" : " › " + example.sectionTitle)
            let from = Markup("From ") + .element("a", [("href", location.link(to: target))], Markup(text: source))
            html += (Markup.element("p", [("class", "example-source")], from) + .newline).html
            CodeBlockRenderer.render(example, location: location, into: &html)
        }
        return html
    }
}
