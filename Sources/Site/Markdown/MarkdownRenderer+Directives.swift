import KnowledgeBase
import PanesMarkdown

extension MarkdownRenderer {
    /// Renders a directive as the index decided (`Article.directiveUses`): layout as grids and
    /// labelled panes, media as figures, snippets and tutorial code as listings, tutorials as
    /// sections and numbered steps. A directive the index hid renders nothing, never its text.
    func renderDirective(_ node: MarkdownNode, into html: inout String) {
        let use = context.articlesByPath[file]?.directiveUses[node.position] ?? .hidden
        switch use {
        case .hidden:
            break
        case .content, .step:
            render(node.children, into: &html)
        case .row(let columns):
            let count = columns > 0 ? columns : max(1, node.children.count)
            html += "<div class=\"row cols-\(min(count, 6))\">\n"
            render(node.children, into: &html)
            html += "</div>\n"
        case .column(let span):
            html += "<div class=\"column span-\(min(span, 6))\">\n"
            render(node.children, into: &html)
            html += "</div>\n"
        case .tabNavigator:
            html += "<div class=\"tabs\">\n"
            render(node.children, into: &html)
            html += "</div>\n"
        case .tab(let title):
            html += "<section class=\"tab\">\n<p class=\"tab-title\">\(HTML.escapeText(title))</p>\n"
            render(node.children, into: &html)
            html += "</section>\n"
        case .links(let style):
            html += TopicsRenderer(markdown: self).renderLinkList(node, isGrid: style != "list")
        case .small:
            html += "<div class=\"small\">\n"
            render(node.children, into: &html)
            html += "</div>\n"
        case .image(let source, let alt):
            renderFigure(
                ResourceRenderer.image(context.knowledgeBase.resourceVariants(source, inFile: file), alt: alt, from: location),
                caption: node, into: &html)
        case .video(let source, let poster, let alt):
            let media = ResourceRenderer.video(
                context.knowledgeBase.resourceVariants(source, inFile: file),
                poster: poster.map { context.knowledgeBase.resourceVariants($0, inFile: file) } ?? [], alt: alt, from: location)
            renderFigure(media, caption: node, into: &html)
        case .snippet(let path, let slice):
            guard let code = context.knowledgeBase.snippetCode(path, slice: slice, inFile: file) else { return }
            CodeBlockRenderer.render(code: code, isSwift: true, into: &html)
        case .deprecationSummary:
            html += "<div class=\"deprecation\"><p class=\"deprecation-title\">Deprecated</p>\n"
            render(node.children, into: &html)
            html += "</div>\n"
        case .intro:
            html += "<div class=\"intro\">\n"
            render(node.children, into: &html)
            html += "</div>\n"
        case .section(let title, let anchor):
            html += "<section class=\"tutorial-section\">\n" + HTML.heading(2, id: anchor, HTML.escapeText(title))
            render(node.children, into: &html)
            html += "</section>\n"
        case .steps:
            html += "<ol class=\"steps\">\n"
            for step in node.children {
                html += "<li>"
                render(step, into: &html)
                html += "</li>\n"
            }
            html += "</ol>\n"
        case .code(let name, let codeFile, _):
            var code = context.knowledgeBase.codeFile(codeFile, inFile: file) ?? ""
            while code.hasSuffix("\n") { code.removeLast() }
            html += "<p class=\"code-name\">\(HTML.escapeText(name))</p>\n"
            CodeBlockRenderer.render(code: code, isSwift: name.hasSuffix(".swift") || codeFile.hasSuffix(".swift"), into: &html)
            render(node.children, into: &html)
        case .chapter(let name), .volume(let name):
            html += "<section class=\"chapter\">\n" + HTML.heading(2, id: DocCNames.anchor(name), HTML.escapeText(name))
            render(node.children, into: &html)
            html += "</section>\n"
        case .tutorialReference(let destination):
            html += TopicsRenderer(markdown: self).renderCards([destination], isSymbolLink: false)
        case .resources:
            html += "<section class=\"resources\">\n" + HTML.heading(2, id: "Resources", "Resources")
            render(node.children, into: &html)
            html += "</section>\n"
        case .resourceTile(let kind, let destination):
            let title =
                ["SampleCode": "Sample Code", "Downloads": "Downloads", "Videos": "Videos", "Forums": "Forums"][kind] ?? "Documentation"
            html += "<div class=\"tile\"><p class=\"tile-title\">"
            if case .external = LinkTarget(destination) {
                html += "<a href=\"\(HTML.escape(destination))\">\(title)</a>"
            } else {
                html += title
            }
            html += "</p>\n"
            render(node.children, into: &html)
            html += "</div>\n"
        case .assessments:
            html += "<section class=\"assessments\">\n" + HTML.heading(2, id: "Check-Your-Understanding", "Check Your Understanding")
            html += "<ol class=\"questions\">\n"
            for question in node.children {
                html += "<li>"
                render(question, into: &html)
                html += "</li>\n"
            }
            html += "</ol>\n</section>\n"
        case .multipleChoice:
            let choices = node.children.filter { if case .directive = $0.kind { return true } else { return false } }
            render(node.children.filter { child in !choices.contains { $0.position == child.position } }, into: &html)
            html += "<ul class=\"choices\">\n"
            for choice in choices { render(choice, into: &html) }
            html += "</ul>\n"
        case .choice(let isCorrect):
            let answer = node.children.filter { if case .directive = $0.kind { return false } else { return true } }
            html += "<li><details><summary>"
            for block in answer { renderChildren(of: block, into: &html) }
            html += "</summary>\n<p class=\"verdict \(isCorrect ? "right" : "wrong")\">\(isCorrect ? "Correct." : "Not quite.")</p>\n"
            render(node.children.filter { child in !answer.contains { $0.position == child.position } }, into: &html)
            html += "</details></li>\n"
        case .justification(let reaction):
            if !reaction.isEmpty { html += "<p class=\"reaction\">\(HTML.escapeText(reaction))</p>\n" }
            render(node.children, into: &html)
        case .xcodeRequirement(let title, let destination):
            html += "<p class=\"requirement\">Requires "
            html +=
                LinkTarget(destination) == .external(destination)
                ? "<a href=\"\(HTML.escape(destination))\">\(HTML.escapeText(title))</a>" : HTML.escapeText(title)
            html += "</p>\n"
        }
    }

    /// A figure: the media (or, when its file is missing, nothing) and the directive's content as caption.
    private func renderFigure(_ media: String?, caption node: MarkdownNode, into html: inout String) {
        guard let media else { return }
        html += "<figure>" + media
        if !node.children.isEmpty {
            html += "<figcaption>"
            for block in node.children { renderChildren(of: block, into: &html) }
            html += "</figcaption>"
        }
        html += "</figure>\n"
    }
}
