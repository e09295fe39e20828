import KnowledgeBase
import PanesMarkdown

/// Renders `MarkdownNode` trees as HTML for one page: code spans that name an API link to its
/// page, `.md` links become page links, Swift blocks are highlighted and runnable examples show
/// what the reader would see. Raw HTML in the content is shown as text, never passed through.
struct MarkdownRenderer {
    /// Everything the site knows.
    let context: SiteContext
    /// The page being rendered, for relative links.
    let location: PageLocation
    /// The content file the nodes come from (for examples and relative `.md` links).
    let file: String
    /// The page the nodes are shown on, from which DocC links resolve (an extension file's or a
    /// doc comment's links resolve from the symbol's page).
    let page: PageTarget.Page
    /// The API entry whose section is being rendered, so `.automatic` resolves to its member.
    var contextEntryID: String?
    /// APIs already linked in the current section: only the first mention links, so a page that
    /// names `NavigationSplitView` forty times stays light and its links stay meaningful. A
    /// reference, so copies made for tables share it.
    private let linkedInSection = LinkedAPIs()
    /// The page's citations as numbered notes (`CitationNotes`); shared by every renderer of one
    /// page, so numbers run through it.
    let citations: CitationNotes
    /// Whether the nodes are a heading's, where a symbol carries the class that fits its
    /// longest run into the column (`HTML.symbol`).
    private var isInHeading = false
    /// Whether the nodes are a link's text, where a code span naming an API must not become a
    /// second link (`` [`GetDateTime()`](…) ``: HTML forbids an `a` inside an `a`).
    private var isInLink = false

    /// Creates a renderer for one page.
    init(
        context: SiteContext, location: PageLocation, file: String, contextEntryID: String?, page: PageTarget.Page? = nil,
        citations: CitationNotes = CitationNotes()
    ) {
        self.citations = citations
        self.context = context
        self.location = location
        self.file = file
        self.contextEntryID = contextEntryID
        self.page = page ?? .article(file)
        self.dialect = Dialect(catalog: context.knowledgeBase.catalog(of: file)?.folder)
    }

    /// The format of the file the nodes come from: in DocC's, symbol links resolve by DocC's
    /// rules, code voice is only code, and asides and term lists mean something.
    let dialect: Dialect

    /// Starts a new section: its first mention of each API links again.
    func startSection() {
        linkedInSection.ids.removeAll()
    }

    /// Renders blocks (or a run of inline nodes, such as a sentence cut from a paragraph) in order.
    func render(_ nodes: [MarkdownNode], into html: inout String) {
        renderInline(nodes, into: &html)
    }

    /// Renders one block or inline node and everything below it.
    func render(_ node: MarkdownNode, into html: inout String, isTight: Bool = false) {
        switch node.kind {
        case .document: render(node.children, into: &html)
        case .paragraph:
            if isTight {
                renderChildren(of: node, into: &html)
            } else {
                html += "<p>"
                renderChildren(of: node, into: &html)
                html += "</p>\n"
            }
        case .heading(let level):
            renderHeading(node, level: level, id: nil, into: &html)
        case .blockQuote:
            if dialect == .docC, let (kind, blocks) = DocCAside.aside(node) {
                html += "<aside class=\"aside\"><p class=\"aside-title\">\(HTML.escapeText(kind))</p>\n"
                render(blocks, into: &html)
                html += "</aside>\n"
                return
            }
            html += "<blockquote>\n"
            render(node.children, into: &html)
            html += "</blockquote>\n"
        case .list(let isOrdered, let start, let tight):
            if dialect == .docC, let terms = DocCAside.terms(node) {
                html += "<dl class=\"terms\">\n"
                for (term, definition) in terms {
                    html += "<dt>"
                    render(term, into: &html)
                    html += "</dt><dd>"
                    for block in definition { render(block, into: &html, isTight: tight) }
                    html += "</dd>\n"
                }
                html += "</dl>\n"
                return
            }
            renderList(node, isOrdered: isOrdered, start: start, isTight: tight, into: &html)
        case .item:
            renderChildren(of: node, into: &html, isTight: isTight)
        case .codeBlock(let info, let code):
            renderCodeBlock(info: info, code: code, line: node.position.line, into: &html)
        case .htmlBlock(let raw):
            // A comment is for the author (DocC hides it too); other raw HTML is shown as text.
            guard !Self.isComment(raw) else { return }
            html += "<div class=\"code\"><pre class=\"raw\">" + HTML.escape(raw) + "</pre></div>\n"
        case .thematicBreak: html += "<hr>\n"
        case .table(let alignments): TableRenderer(markdown: self).render(node, alignments: alignments, into: &html)
        case .tableRow, .tableCell: renderChildren(of: node, into: &html)
        case .text(let text): html += HTML.escapeText(text)
        case .softBreak: html += "\n"
        case .lineBreak: html += "<br>\n"
        case .code(let text): renderCodeSpan(text, at: node.position, into: &html)
        case .symbolLink(let text): renderSymbolLink(text.trimmingWhitespace(), at: node.position, into: &html)
        case .htmlInline(let raw): if !Self.isComment(raw) { html += HTML.escapeText(raw) }
        case .emphasis: wrap(node, in: "em", into: &html)
        case .strong: wrap(node, in: "strong", into: &html)
        case .strikethrough: wrap(node, in: "del", into: &html)
        case .link(let destination, let title): renderLink(node, destination: destination, title: title, into: &html)
        case .image(let source, _): renderImage(node, source: source, into: &html)
        case .directive: renderDirective(node, into: &html)
        case .unsupported: renderChildren(of: node, into: &html)
        }
    }

    /// Whether raw HTML is nothing but comments.
    static func isComment(_ raw: String) -> Bool {
        let trimmed = raw.trimmingWhitespace()
        return trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") && !trimmed.dropFirst(4).dropLast(3).contains("-->")
    }

    /// Renders a heading at `level` (clamped to h2–h6: the page title is the only h1), with an
    /// id when given and then a link to itself, so a reader can copy the section's address. A
    /// heading inside a list or a directive of a catalog page gets the id the index gave it.
    func renderHeading(_ node: MarkdownNode, level: Int, id: String?, into html: inout String) {
        let id = id ?? context.articlesByPath[file]?.nestedHeadingAnchors[node.position]
        let tag = "h\(min(max(level, 2), 6))"
        html += id.map { "<\(tag) id=\"\(HTML.escape($0))\">" } ?? "<\(tag)>"
        var heading = self
        heading.isInHeading = true
        heading.renderChildren(of: node, into: &html)
        html += (id.map { HTML.anchorLink(to: $0, section: node.plainText.trimmingWhitespace()) } ?? "") + "</\(tag)>\n"
    }

    /// Renders the inline children of `node`, a parenthesised citation as a note's number.
    func renderChildren(of node: MarkdownNode, into html: inout String, isTight: Bool = false) {
        renderInline(node.children, into: &html, isTight: isTight)
    }

    /// Renders nodes in order, a parenthesised citation among them as a note's number.
    private func renderInline(_ nodes: [MarkdownNode], into html: inout String, isTight: Bool = false) {
        guard !isInHeading, !isInLink, nodes.contains(where: { if case .link = $0.kind { true } else { false } }) else {
            for child in nodes { render(child, into: &html, isTight: isTight) }
            return
        }
        for piece in Citations.pieces(nodes) {
            switch piece {
            case .node(let child):
                render(child, into: &html, isTight: isTight)
            case .citations(let sources):
                for source in sources { html += CitationNotes.marker(citations.cite(label: source.label, url: source.url)) }
            }
        }
    }

    /// Lists the sources the section cited so far, and starts a new list.
    func flushCitations(into html: inout String) {
        html += citations.flush()
    }

    private func wrap(_ node: MarkdownNode, in tag: String, into html: inout String) {
        html += "<\(tag)>"
        renderChildren(of: node, into: &html)
        html += "</\(tag)>"
    }

    private func renderList(
        _ node: MarkdownNode, isOrdered: Bool, start: Int, isTight: Bool, className: String? = nil, into html: inout String
    ) {
        let isTaskList = node.children.contains { if case .item(.some) = $0.kind { return true } else { return false } }
        let tag = isOrdered ? "ol" : "ul"
        html += "<\(tag)"
        if isOrdered, start != 1 { html += " start=\"\(start)\"" }
        if let className = className ?? (isTaskList ? "tasks" : nil) { html += " class=\"\(className)\"" }
        html += ">\n"
        for item in node.children {
            html += "<li>"
            if case .item(.some(let state)) = item.kind {
                let label = state == .checked ? "done" : "to do"
                html += "<input type=\"checkbox\" disabled aria-label=\"\(label)\"\(state == .checked ? " checked" : "")> "
            }
            render(item, into: &html, isTight: isTight)
            html += "</li>\n"
        }
        html += "</\(tag)>\n"
    }

    /// A code span, linked to the API the index decided it names in its sentence (`.automatic`
    /// beside `presentationSizing(_:)` is `PresentationSizing.automatic`), once per section.
    private func renderCodeSpan(_ text: String, at position: SourcePosition, into html: inout String) {
        let code = isInHeading ? HTML.symbol(text) : "<code>" + HTML.breakable(text) + "</code>"
        // In a catalog, code voice is only code, as in DocC: symbol links are written with two backticks.
        if dialect == .reference, !isInLink,
            let id = context.knowledgeBase.codeSpanTarget(
                text.trimmingWhitespace(), file: file, position: position, contextEntryID: contextEntryID),
            let target = context.paths.api(id),
            target != location.path, linkedInSection.ids.insert(id).inserted
        {
            html += "<a href=\"\(HTML.escape(location.link(to: target)))\">" + code + "</a>"
        } else {
            html += code
        }
    }

    /// A symbol link: in a catalog, resolved by DocC's rules from this page and shown as the
    /// symbol's name (`length(in:)` for ``` ``Trail/length(in:)-(Unit)`` ```); in loose Markdown, like
    /// any code span. One that resolves to nothing is shown as code (the check reported it).
    private func renderSymbolLink(_ text: String, at position: SourcePosition, into html: inout String) {
        guard dialect == .docC else {
            renderCodeSpan(text, at: position, into: &html)
            return
        }
        let name = SymbolPath(text)?.components.last?.name ?? text
        let code = isInHeading ? HTML.symbol(name) : "<code>" + HTML.breakable(name) + "</code>"
        guard !isInLink, let target = context.knowledgeBase.symbolLinkTarget(text, on: page, file: file),
            let path = context.knowledgeBase.pagePath(of: target), path != location.path
        else {
            html += code
            return
        }
        html += "<a href=\"\(HTML.escape(location.link(to: path)))\">" + code + "</a>"
    }

    /// A link the index reads as `LinkTarget`: a refused scheme (`javascript:`) keeps its text
    /// and loses its address (`panes check` reports it), so no click can run script; so does a
    /// `doc:` link that resolves to nothing. A `doc:` autolink (`<doc:GettingStarted>`) shows
    /// its target's title, as DocC writes it.
    private func renderLink(_ node: MarkdownNode, destination: String, title: String, into html: inout String) {
        var text = self
        text.isInLink = true
        guard let href = LinkRewriter.href(for: destination, from: file, page: page, context: context, location: location) else {
            html += "<span class=\"refused-link\">"
            text.renderChildren(of: node, into: &html)
            html += "</span>"
            return
        }
        html += "<a href=\"\(HTML.escape(href))\""
        if !title.isEmpty { html += " title=\"\(HTML.escape(title))\"" }
        html += ">"
        if case .documentation(let link) = LinkTarget(destination), node.plainText == destination,
            let target = context.knowledgeBase.docLinkTarget(link, on: page, file: file)
        {
            let heading = target.anchor.flatMap { anchor in context.knowledgeBase.section(of: target, anchor: anchor) }
            html += HTML.escapeText(heading ?? context.knowledgeBase.title(of: target))
        } else {
            text.renderChildren(of: node, into: &html)
        }
        html += "</a>"
    }

    /// An image of the content (by path, or in a catalog by DocC's resource name) is shown from
    /// the site's copy of it, variants and all. A remote one would be a request leaving the page:
    /// its text is shown as a link instead, or as the text of the link around it (and nothing at
    /// all for a refused scheme).
    private func renderImage(_ node: MarkdownNode, source: String, into html: inout String) {
        let text = node.plainText.trimmingWhitespace()
        if let image = ResourceRenderer.image(context.knowledgeBase.resourceVariants(source, inFile: file), alt: text, from: location) {
            html += image
            return
        }
        let label = HTML.escape(text.isEmpty ? source : text)
        guard case .external = LinkTarget(source) else {
            html += "<span class=\"missing-image\">" + label + "</span>"
            return
        }
        // Inside a link (a badge that links to its project) the text joins that link.
        html += isInLink ? label : "<a class=\"image-link\" href=\"\(HTML.escape(source))\">" + label + "</a>"
    }

    /// Every fenced block at any depth is an example of the index (`context.example`), read once there.
    private func renderCodeBlock(info: String, code: String, line: Int, into html: inout String) {
        if let example = context.example(file: file, line: line) {
            CodeBlockRenderer.render(example, location: location, into: &html)
        } else {
            // An indented code block has no fence and is no example.
            CodeBlockRenderer.render(code: code.hasSuffix("\n") ? String(code.dropLast()) : code, isSwift: false, into: &html)
        }
    }
}
