import KnowledgeBase

/// Turns a link written in the content into a link that works on the site, by the index's
/// reading of it (`LinkTarget`): `guides/x.md#step` becomes the relative page link, a `doc:`
/// link the page it resolves to, a web or mail address stays as written, and a refused scheme
/// (`javascript:`) gets no address at all.
enum LinkRewriter {
    /// The `href` for `destination` as written in the content file `file`, shown on `page`;
    /// nil when it must not be published, or leads nowhere (a `doc:` link that resolves to
    /// nothing, a relative link to a file the content does not have: `panes check` reports both).
    static func href(
        for destination: String, from file: String, page: PageTarget.Page, context: SiteContext, location: PageLocation
    ) -> String? {
        switch LinkTarget(destination) {
        case .refused: return nil
        case .external: return destination
        case .documentation(let link):
            return context.knowledgeBase.docLinkTarget(link, on: page, file: file).flatMap(context.knowledgeBase.pagePath(of:))
                .map(location.link(to:))
        case .fragment(let fragment):
            // A bare fragment names a section of the article it is written in, wherever the text
            // is shown; one that names no heading leads nowhere.
            if !fragment.isEmpty, let anchors = context.anchorsByPath[file], !anchors.contains(fragment) { return nil }
            return location.link(to: context.paths.article(file) + "#" + fragment)
        case .relative(let path, let fragment):
            guard !path.isEmpty, let resolved = LinkTarget.resolve(path, relativeTo: file) else { return destination }
            if let anchors = context.anchorsByPath[resolved] {
                // A heading the page does not have is left out: the link still reaches the page.
                let anchor = fragment.flatMap { anchors.contains($0) ? "#" + $0 : nil } ?? ""
                return location.link(to: context.paths.article(resolved) + anchor)
            }
            // A file the site copied (a PDF, a sample project) is linked where the copy is.
            if context.publishedResources.contains(resolved) { return ResourceRenderer.href(of: resolved, from: location) }
            // A link to DocC's address of a page of a catalog.
            if let target = context.knowledgeBase.docCAddressTarget(path, inFile: file),
                let page = context.knowledgeBase.pagePath(of: target)
            {
                return location.link(to: page + (fragment.map { "#" + $0 } ?? ""))
            }
            return context.knowledgeBase.knowsEveryFile ? nil : destination
        }
    }
}
