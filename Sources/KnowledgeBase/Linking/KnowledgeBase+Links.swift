/// The lookups renderers make while they write a page, answered by the same rules the index
/// checked the content with.
extension KnowledgeBase {
    /// The catalog a content file is in, if any.
    public func catalog(of file: String) -> Catalog? {
        links.catalog(of: file).flatMap { folder in catalogs.first { $0.folder == folder } }
    }

    /// Where a symbol link written in `file`, shown on `page`, leads; nil when it resolves to
    /// nothing (it is then shown as code).
    public func symbolLinkTarget(_ text: String, on page: PageTarget.Page, file: String, contextEntryID: String? = nil) -> PageTarget? {
        try? links.symbolLink(text, from: page, file: file, contextEntryID: contextEntryID).get()
    }

    /// Where a `doc:` link written in `file`, shown on `page`, leads; nil when it resolves to nothing.
    public func docLinkTarget(_ link: DocLink, on page: PageTarget.Page, file: String) -> PageTarget? {
        try? links.docLink(link, from: page, file: file).get()
    }

    /// Whether the content came from a folder whose files are all known, so a relative link
    /// to nothing the index knows is dead (the built-in content has its pages only).
    public var knowsEveryFile: Bool { links.checksFiles }

    /// The page a relative link written as DocC's output addresses pages names (`./module/type`).
    public func docCAddressTarget(_ path: String, inFile file: String) -> PageTarget? {
        links.docCAddress(path, file: file)
    }

    /// The files an image or video reference written in `file` shows, light 1x first; empty when none.
    public func resourceVariants(_ source: String, inFile file: String) -> [ResourceIndex.Variant] {
        switch links.resource(source, file: file) {
        case .found(let variants), .foundByPathOnly(let variants): return variants
        case .missing: return []
        }
    }

    /// The code a `@Snippet(path:slice:)` on a page of `file` shows, if its file was found.
    public func snippetCode(_ path: String, slice: String?, inFile file: String) -> String? {
        Snippet.file(named: path, from: file, among: links.resourcePaths).flatMap { textResources[$0] }
            .flatMap { Snippet.visibleCode($0, slice: slice) }
    }

    /// The text of a catalog code file named in `file` (a tutorial step's `@Code(file:)`).
    public func codeFile(_ name: String, inFile file: String) -> String? {
        resourceVariants(name, inFile: file).first.flatMap { textResources[$0.path] }
    }

    /// A page's title: the article's, or the API's name.
    public func title(of target: PageTarget) -> String {
        switch target.page {
        case .article(let path): return article(path: path)?.title ?? path
        case .api(let id): return api(id: id)?.name ?? id
        }
    }

    /// The heading text of a section of a target's page (an API's page shows its extension file).
    public func section(of target: PageTarget, anchor: String) -> String? {
        let file: String?
        switch target.page {
        case .article(let path): file = path
        case .api(let id): file = extensionArticle(of: id)?.path
        }
        return file.flatMap { article(path: $0) }?.sections.first { $0.anchor == anchor }?.heading
    }

    /// A page's one-paragraph summary.
    public func abstract(of target: PageTarget) -> String {
        switch target.page {
        case .article(let path): return article(path: path)?.abstract ?? ""
        case .api(let id): return api(id: id)?.summary ?? ""
        }
    }

    /// A page's address in the site, with its anchor.
    public func pagePath(of target: PageTarget) -> String? {
        let page: String?
        switch target.page {
        case .article(let path): page = pages.article(path)
        case .api(let id): page = pages.api(id)
        }
        return page.map { path in target.anchor.map { path + "#" + $0 } ?? path }
    }

    /// The target of one item of a page's `## Topics`.
    public func topicTarget(_ item: TopicGroup.Item, inFile file: String) -> PageTarget? {
        if item.isSymbolLink { return symbolLinkTarget(item.destination, on: .article(file), file: file) }
        return DocLink(item.destination).flatMap { docLinkTarget($0, on: .article(file), file: file) }
    }
}
