import KnowledgeBase
import PanesMarkdown

/// The page of one API: what it is, where it runs, how to use it, and where the references
/// mention it. An API the references only mention (never document) gets a short page of mentions.
struct APIPage {
    /// How many examples from elsewhere a page shows, so a popular API's page stays small.
    static let exampleLimit = 6
    /// Ids of the page's fixed sections, reserved before discussion headings get theirs.
    static let fixedSections = ["parameters", "discussion", "platform-behaviour", "members", "examples", "see-also", "mentioned-in"]

    let context: SiteContext
    let api: APIEntry

    /// Where the page lives.
    var location: PageLocation { PageLocation(path: context.paths.api(api.id) ?? "api/page.html") }

    /// The complete page.
    func render() -> String {
        var outline: [OutlineItem] = []
        var anchors = AnchorMaker()
        Self.fixedSections.forEach { _ = anchors.makeAnchor(for: $0) }
        let markdown = MarkdownRenderer(context: context, location: location, file: api.source.file, contextEntryID: api.id)
        var body = "<article>\n" + header(markdown: markdown)
        func open(_ id: String, _ title: String) {
            body += "<h2 id=\"\(id)\">\(title)</h2>\n"
            outline.append(OutlineItem(anchor: id, title: title, level: 2))
        }
        if let figure = ColumnFigure.figure(for: api, context: context) { body += figure }
        if !api.parameters.isEmpty {
            open("parameters", "Parameters")
            body += "<dl class=\"parameters\">\n"
            for parameter in api.parameters {
                body += "<dt><code>\(HTML.escape(parameter.name))</code></dt><dd>\(HTML.escape(parameter.summary))</dd>\n"
            }
            body += "</dl>\n"
        }
        let platformTables = api.discussion.filter(Self.isPlatformTable)
        let discussion = api.discussion.filter { !Self.isPlatformTable($0) }
        if !discussion.isEmpty {
            open("discussion", "Discussion")
            for block in discussion {
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
        if !platformTables.isEmpty {
            open("platform-behaviour", "Platform behaviour")
            markdown.render(platformTables, into: &body)
        }
        if let members = context.membersByParent[api.id], !members.isEmpty {
            open("members", "Members")
            body += APILinkList(context: context, location: location).render(members)
        }
        let examples = otherExamples()
        if !examples.isEmpty {
            open("examples", "Examples")
            body += renderExamples(examples)
        }
        let seeAlso = api.seeAlso.filter { $0 != api.id }
        if !seeAlso.isEmpty {
            open("see-also", "See also")
            body += "<ul class=\"see-also\">\n"
            for spelling in seeAlso { body += "<li>" + apiLink(spelling) + "</li>\n" }
            body += "</ul>\n"
        }
        if !api.mentionedIn.isEmpty {
            open("mentioned-in", "Mentioned in")
            body += MentionList(context: context, location: location).render(api.mentionedIn)
        }
        body += "<p class=\"source\">Source: <code>\(HTML.escape(api.source.file))</code>, line \(api.source.line)</p>\n</article>\n"
        let article = context.article(of: api)
        let shell = PageShell(
            title: api.name, description: api.summary.isEmpty ? "\(api.name), \(api.kind.rawValue)" : api.summary, location: location,
            navigation: NavigationPane(context: context, location: location).render(article: article?.path, apiID: api.id),
            outline: outline, body: body)
        return shell.render()
    }

    /// Kind, where the entry lives, name, summary, declaration and availability.
    private func header(markdown: MarkdownRenderer) -> String {
        var html = "<p class=\"eyebrow\">\(HTML.escape(api.isDocumented ? api.kind.rawValue.capitalized : "Mentioned API"))"
        if let parentID = api.parentID, let parent = context.knowledgeBase.api(id: parentID) {
            html += " in " + apiLink(parent.id, name: parent.name)
        }
        if let article = context.article(of: api) {
            let target = PagePaths.article(article.path) + (api.anchor.map { "#" + $0 } ?? "")
            html +=
                " · <a href=\"\(HTML.escape(location.link(to: api.isDocumented ? target : PagePaths.article(article.path))))\">\(HTML.escape(article.title))</a>"
        }
        html += "</p>\n<h1><code>\(HTML.breakable(api.name))</code></h1>\n"
        if api.isDocumented {
            var summary = ""
            markdown.render(api.summaryNodes, into: &summary)
            html += summary.isEmpty ? "" : "<div class=\"summary\">\(summary)</div>\n"
        } else {
            html += "<p class=\"summary\">The references use this API but do not document it. See where it is mentioned below.</p>\n"
        }
        if let declaration = api.declaration {
            html +=
                "<div class=\"code declaration\"><pre><code class=\"swift\">\(CodeBlockRenderer.highlighted(declaration))</code></pre></div>\n"
        }
        if !api.availability.isEmpty {
            html += "<ul class=\"availability\" aria-label=\"Availability\">\n"
            for platform in api.availability {
                let note = platform.note.map { " <em>(\(HTML.escape($0)))</em>" } ?? ""
                html += "<li>\(HTML.escape(platform.platform)) \(HTML.escape(platform.introduced))+\(note)</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// Examples that use the API but are written outside its own section (those are in the discussion).
    private func otherExamples() -> [CodeExample] {
        let own = Set(api.discussion.map { "\(api.source.file):\($0.position.line)" })
        return api.examples.compactMap { context.examplesByID[$0] }.filter { !own.contains($0.id) }.prefix(Self.exampleLimit).map { $0 }
    }

    private func renderExamples(_ examples: [CodeExample]) -> String {
        var html = ""
        for example in examples {
            let title = context.articlesByPath[example.file]?.title ?? example.file
            let target = PagePaths.article(example.file) + (example.sectionAnchor.isEmpty ? "" : "#" + example.sectionAnchor)
            html += "<p class=\"example-source\">From <a href=\"\(HTML.escape(location.link(to: target)))\">"
            html += HTML.escape(title) + (example.sectionAnchor.isEmpty ? "" : " › " + HTML.escape(example.sectionTitle)) + "</a></p>\n"
            CodeBlockRenderer.render(example, into: &html)
        }
        return html
    }

    /// A link to the API a spelling names, or the spelling as code when it names none.
    private func apiLink(_ spelling: String, name: String? = nil) -> String {
        let id = context.knowledgeBase.api(id: spelling)?.id ?? context.knowledgeBase.resolve(spelling, contextEntryID: api.id)
        let code = "<code>\(HTML.escape(name ?? id.flatMap { context.knowledgeBase.api(id: $0)?.name } ?? spelling))</code>"
        guard let id, let target = context.paths.api(id) else { return code }
        return "<a href=\"\(HTML.escape(location.link(to: target)))\">\(code)</a>"
    }

    /// Whether a discussion block is a platform behaviour table (first header cell `Platform`).
    static func isPlatformTable(_ node: MarkdownNode) -> Bool {
        guard case .table = node.kind, let header = node.children.first?.children.first else { return false }
        return header.plainText.trimmingCharacters(in: .whitespaces).lowercased() == "platform"
    }
}
