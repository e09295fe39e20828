import KnowledgeBase

/// Turns a link written in the content into a link that works on the site, by the index's
/// reading of it (`LinkTarget`): `guides/x.md#step` becomes the relative page link, a web or
/// mail address stays as written, and a refused scheme (`javascript:`) gets no address at all.
enum LinkRewriter {
    /// The `href` for `destination` as written in the content file `file`; nil when it must not be published.
    static func href(for destination: String, from file: String, context: SiteContext, location: PageLocation) -> String? {
        switch LinkTarget(destination) {
        case .refused: return nil
        case .external: return destination
        case .fragment(let fragment):
            // A bare fragment names a section of the article it is written in, wherever the text is shown.
            return location.link(to: context.paths.article(file) + "#" + fragment)
        case .relative(let path, let fragment):
            guard !path.isEmpty, let resolved = LinkTarget.resolve(path, relativeTo: file), context.articlesByPath[resolved] != nil
            else { return destination }
            return location.link(to: context.paths.article(resolved) + (fragment.map { "#" + $0 } ?? ""))
        }
    }
}
