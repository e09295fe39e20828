import KnowledgeBase

/// Turns a link written in the content into a link that works on the site, by the index's
/// reading of it (`LinkTarget`): `guides/x.md#step` becomes the relative page link, a `doc:`
/// link the page it resolves to, a web or mail address stays as written, and a refused scheme
/// (`javascript:`) gets no address at all.
enum LinkRewriter {
    /// The `href` for `destination` as written in the content file `file`, shown on `page`;
    /// nil when it must not be published (or, for a `doc:` link, resolves to nothing).
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
            // A bare fragment names a section of the article it is written in, wherever the text is shown.
            return location.link(to: context.paths.article(file) + "#" + fragment)
        case .relative(let path, let fragment):
            guard !path.isEmpty, let resolved = LinkTarget.resolve(path, relativeTo: file) else { return destination }
            if context.articlesByPath[resolved] != nil {
                return location.link(to: context.paths.article(resolved) + (fragment.map { "#" + $0 } ?? ""))
            }
            // A file the site copied (a PDF, a sample project) is linked where the copy is.
            return context.publishedResources.contains(resolved) ? ResourceRenderer.href(of: resolved, from: location) : destination
        }
    }
}
