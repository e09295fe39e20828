/// How every kind of reference in the content finds its target, decided in one place so the
/// checks of `panes check` and the links of the site always agree: symbol links (DocC's rules
/// in a catalog, panes' names in loose Markdown), `doc:` links, and images and other files
/// (DocC's resource names in a catalog, relative paths everywhere).
struct DocumentationLinks: Sendable {
    /// What a resource reference finds.
    enum Resource: Sendable, Equatable {
        /// The files it stands for (several for DocC's `~dark` and `@2x` variants), light 1x first.
        case found([ResourceIndex.Variant])
        /// Found only as a path, in a catalog, where DocC looks resources up by name only:
        /// shown, with a warning that DocC would not find it.
        case foundByPathOnly([ResourceIndex.Variant])
        /// Nothing: the message says what was looked for.
        case missing(String)
    }

    /// Catalogs by folder.
    let catalogs: [String: Catalog]
    /// Link hierarchies by catalog folder.
    let hierarchies: [String: DocCHierarchy]
    /// Loose Markdown files by link name, for `doc:` links outside catalogs.
    let looseArticles: [String: String]
    /// Every file of the content folder that is not a page.
    let resourcePaths: Set<String>
    /// Whether the content came from a folder, so links to files can be checked (the built-in
    /// content has its pages only).
    let checksFiles: Bool
    /// panes' own resolver for loose Markdown.
    let resolver: SymbolResolver
    /// Anchors of every article, by path.
    let anchors: [String: Set<String>]

    /// The same links, with loose Markdown's names resolved by `resolver`.
    func resolving(with resolver: SymbolResolver) -> DocumentationLinks {
        DocumentationLinks(
            catalogs: catalogs, hierarchies: hierarchies, looseArticles: looseArticles, resourcePaths: resourcePaths,
            checksFiles: checksFiles, resolver: resolver, anchors: anchors)
    }

    /// The catalog a content file is in.
    func catalog(of file: String) -> String? {
        Catalog.folder(containing: file).flatMap { catalogs[$0] != nil ? $0 : nil }
    }

    /// What a symbol link on `page` (of `file`) names.
    func symbolLink(_ text: String, from page: PageTarget.Page, file: String, contextEntryID: String? = nil) -> Result<
        PageTarget, DocCLinkProblem
    > {
        guard let folder = catalog(of: file), let hierarchy = hierarchies[folder] else {
            guard let id = resolver.resolve(text, contextEntryID: contextEntryID) else {
                return .failure(DocCLinkProblem(summary: "no API has the name \(text)"))
            }
            return .success(PageTarget(.api(id)))
        }
        return hierarchy.resolveSymbolLink(text, from: page).flatMap { node in
            hierarchy.nodes[node].page.map { .success(PageTarget($0)) } ?? .failure(DocCLinkProblem(summary: "'\(text)' has no page"))
        }
    }

    /// What a `doc:` link on `page` (of `file`) names.
    func docLink(_ link: DocLink, from page: PageTarget.Page, file: String) -> Result<PageTarget, DocCLinkProblem> {
        guard let folder = catalog(of: file), let hierarchy = hierarchies[folder] else {
            // Loose Markdown: `doc:Name` names a file by its link name; the fragment is an anchor.
            guard let first = link.components.last ?? (link.fragment != nil ? DocCNames.linkName(ofFile: file) : nil),
                let path = link.components.isEmpty ? file : looseArticles[first]
            else {
                return .failure(DocCLinkProblem(summary: "'\(link.components.joined(separator: "/"))' names no page of the content"))
            }
            guard let fragment = link.fragment, !fragment.isEmpty else { return .success(PageTarget(.article(path))) }
            let pageAnchors = anchors[path] ?? []
            for candidate in [fragment, AnchorMaker.slug(fragment)] where pageAnchors.contains(candidate) {
                return .success(PageTarget(.article(path), anchor: candidate))
            }
            return .failure(DocCLinkProblem(summary: "'\(fragment)' is not a heading of \(path)"))
        }
        return hierarchy.resolveDocLink(link, from: page).flatMap { node, anchor in
            hierarchy.nodes[node].page.map { .success(PageTarget($0, anchor: anchor)) }
                ?? .failure(DocCLinkProblem(summary: "'\(link.components.joined(separator: "/"))' has no page"))
        }
    }

    /// The page a relative link written as DocC's output addresses pages names, in a catalog
    /// (swift-collections' umbrella page links `./basiccontainers/uniquearray`): the first
    /// component is a catalog's module, the rest a symbol path, all in lower case.
    func docCAddress(_ path: String, file: String) -> PageTarget? {
        guard catalog(of: file) != nil else { return nil }
        var components = path.split(separator: "/").filter { $0 != "." && $0 != ".." }.map { $0.lowercased() }
        if components.first == "documentation" { components.removeFirst() }
        guard let first = components.first, let hierarchy = hierarchies.values.first(where: { $0.rootName.lowercased() == first })
        else { return nil }
        var node = hierarchy.root
        for component in components.dropFirst() {
            guard let next = hierarchy.nodes[node].children.first(where: { $0.key.lowercased() == component })?.value.first else {
                return nil
            }
            node = next
        }
        return hierarchy.nodes[node].page.map { PageTarget($0) }
    }

    /// The files an image, video or download reference names, written in `file`: in a catalog,
    /// by DocC's resource name first; everywhere, by a path relative to the file.
    func resource(_ source: String, file: String) -> Resource {
        let folder = catalog(of: file)
        if let folder, let catalog = catalogs[folder] {
            let variants = catalog.resources.variants(named: source)
            if !variants.isEmpty { return .found(variants) }
        }
        // A path, relative to the page, or (as catalogs' authors often mean it) to the catalog.
        let candidates =
            [LinkTarget.resolve(source, relativeTo: file)] + (folder.map { [LinkTarget.resolve(source, relativeTo: $0 + "/")] } ?? [])
        if let resolved = candidates.compactMap({ $0 }).first(where: resourcePaths.contains) {
            let variant = ResourceIndex.Variant(path: resolved, isDark: false, scale: 1)
            return folder == nil ? .found([variant]) : .foundByPathOnly([variant])
        }
        if folder != nil { return .missing("Resource '\(source)' couldn't be found") }
        let looked = LinkTarget.resolve(source, relativeTo: file) ?? source
        return .missing("image \(source) not found (looked for \(looked) in the content folder); fix the path or add the file")
    }
}
