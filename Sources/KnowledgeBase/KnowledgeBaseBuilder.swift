import Foundation

/// Builds a `KnowledgeBase` from Markdown: load → extract each file (in parallel) → read each
/// DocC catalog (symbols, root, extension files, link hierarchy) → resolve names across files
/// → check links → curate → assemble. Nothing here writes files or prints.
public enum KnowledgeBaseBuilder {
    /// Builds the knowledge base of everything below `folder`, read with the folder's
    /// `panes.json` (`ContentSettings`).
    /// - Parameters:
    ///   - libraryNames: names the examples' library declares, never inferred as APIs (by default
    ///     the panes model's helpers).
    ///   - plainSwiftBlocks: what plain Swift blocks are for this build, whatever `panes.json` says
    ///     (`panes test --swift-blocks`); nil to follow the folder's settings.
    ///   - extractionCache: what earlier builds of the folder extracted, reused where a document is unchanged.
    public static func build(
        contentFolder folder: URL, options: BuildOptions = .indexOnly, libraryNames: Set<String>? = nil,
        plainSwiftBlocks: PlainSwiftBlocks? = nil, extractionCache: ExtractionCache? = nil
    ) -> KnowledgeBase {
        let content = ContentLoader.load(folder: folder)
        var options = options
        options.plainSwiftBlocks = plainSwiftBlocks ?? options.plainSwiftBlocks
        return build(
            content: content, options: options, libraryNames: libraryNames, contentFolder: folder, extractionCache: extractionCache)
    }

    /// Builds the knowledge base of already-loaded files (`panes.json` among them is the
    /// configuration).
    /// - Parameters:
    ///   - libraryNames: names the examples' library declares, never inferred as APIs (by default
    ///     the panes model's helpers; a package's own names are its API and are not passed).
    ///   - contentFolder: the folder the files come from, to check links to files that are not
    ///     pages; nil when there is none (embedded content).
    public static func build(
        files: [ContentFile], options: BuildOptions = .indexOnly, libraryNames: Set<String>? = nil, contentFolder: URL? = nil
    ) -> KnowledgeBase {
        build(content: ContentSet(files: files), options: options, libraryNames: libraryNames, contentFolder: contentFolder)
    }

    /// Builds the knowledge base of a loaded content set, reusing what `extractionCache` holds
    /// of documents that have not changed.
    public static func build(
        content: ContentSet, options: BuildOptions = .indexOnly, libraryNames: Set<String>? = nil, contentFolder: URL? = nil,
        extractionCache: ExtractionCache? = nil
    ) -> KnowledgeBase {
        // What a plain block is, decided here once for folders and embedded content alike.
        var resolved = options
        resolved.plainSwiftBlocks = options.plainSwiftBlocks ?? content.settings.plainSwiftBlocks ?? .illustrative
        let options = resolved
        let catalogFolders = Set(content.catalogs.map(\.folder))
        var extractions = ParallelMap.map(content.documents) { file in
            let catalog = Catalog.folder(containing: file.path).flatMap { catalogFolders.contains($0) ? $0 : nil }
            guard let extractionCache else { return DocumentExtractor.extract(file, catalog: catalog, options: options) }
            return extractionCache.extraction(of: file, catalog: catalog, options: options) {
                DocumentExtractor.extract(file, catalog: catalog, options: options)
            }
        }
        extractionCache?.keep(only: Set(content.documents.map(\.path)))
        var diagnostics = content.diagnostics + extractions.flatMap(\.diagnostics)
        let (doccEntries, hierarchies) = readCatalogs(content.catalogs, extractions: &extractions, diagnostics: &diagnostics)
        let authored = uniqueEntries(extractions.flatMap(\.entries) + doccEntries, diagnostics: &diagnostics)
        let links = DocumentationLinks(
            catalogs: Dictionary(uniqueKeysWithValues: content.catalogs.map { ($0.folder, $0) }), hierarchies: hierarchies,
            looseArticles: Dictionary(
                extractions.map(\.article).filter { $0.dialect == .reference }.map { ($0.linkName, $0.path) },
                uniquingKeysWith: { first, _ in first }),
            resourcePaths: Set(content.resourcePaths), checksFiles: contentFolder != nil, resolver: SymbolResolver(entries: authored),
            anchors: Dictionary(extractions.map { ($0.article.path, $0.article.linkableAnchors) }, uniquingKeysWith: { first, _ in first }))
        // Mentions move out of the per-file results, so only one copy of them is ever alive.
        var mentions: [Mention] = []
        mentions.reserveCapacity(extractions.reduce(0) { $0 + $1.mentions.count })
        for index in extractions.indices {
            mentions += extractions[index].mentions
            extractions[index].mentions = []
        }
        mentions = resolveCatalogLinks(mentions, links: links, diagnostics: &diagnostics)
        var linker = MentionLinker(authored: authored, mentions: mentions)
        mentions = []
        let excluded = ExcludedNames(
            declared: extractions.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) },
            declaredValues: extractions.reduce(into: Set<String>()) { $0.formUnion($1.declaredValueNames) },
            library: libraryNames ?? ExcludedNames.modelHelperNames)
        linker.link(excluded: excluded, diagnostics: &diagnostics)
        var examples = extractions.flatMap(\.examples)
        var apis = linker.finishedEntries(examples: &examples, diagnostics: &diagnostics)
        let codeSpanTargets = linker.codeSpanTargets()
        diagnostics += DocCommentChecker(links: links).diagnostics(of: apis)
        let articles = extractions.map(\.article).sorted { $0.path < $1.path }
        let articlesByPath = Dictionary(articles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics += LinkChecker(articles: articlesByPath, links: links).diagnostics()
        let (textResources, textProblems) = readTextResources(articles, links: links, contentFolder: contentFolder)
        diagnostics += textProblems
        let identity = SiteIdentity.make(
            settings: content.settings, articles: articles, catalogs: content.catalogs,
            folderName: contentFolder.map(SiteIdentity.folderName))
        if let problem = SiteIdentity.homeProblem(settings: content.settings, articles: articles) { diagnostics.append(problem) }
        let pages = PagePaths(articles: articles, apis: apis, catalogs: content.catalogs, home: identity.homeArticle)
        // A DocC extension file is its symbol's own page: a section of it is not somewhere else
        // the symbol is mentioned.
        for index in apis.indices {
            let ownPage = pages.api(apis[index].id)
            apis[index].mentionedIn.removeAll { pages.article($0.file) == ownPage }
        }
        // Two files whose names slug alike is the author's to resolve; two APIs that differ only
        // in case (`NavigationSplitViewStyle`, `navigationSplitViewStyle(_:)`) are SwiftUI's.
        for collision in pages.collisions where articlesByPath[collision.second] != nil {
            diagnostics.append(
                .warning(
                    "this page would share its path with \(collision.first); it is published as \(collision.assigned) (rename one of the files to choose)",
                    file: collision.second))
        }
        let navigation = content.catalogs.compactMap { catalog in
            hierarchies[catalog.folder].map { Curator(links: links, articles: articles, apis: apis).navigation(of: catalog, hierarchy: $0) }
        }
        let published = publishedResources(articles, apis: apis, links: links, diagnostics: &diagnostics)
        return KnowledgeBase(
            apis: apis, articles: articles, examples: examples.sorted { ($0.file, $0.line) < ($1.file, $1.line) },
            diagnostics: diagnostics.sortedByLocation, pages: pages, catalogs: content.catalogs, navigation: navigation,
            identity: identity, publishedResources: published,
            textResources: textResources, links: links, codeSpanTargets: codeSpanTargets)
    }

    /// Reads each catalog's symbols, root and extension files, giving the catalog's articles
    /// their roles; returns the catalogs' APIs and link hierarchies.
    private static func readCatalogs(
        _ catalogs: [Catalog], extractions: inout [FileExtraction], diagnostics: inout [Diagnostic]
    ) -> ([APIEntry], [String: DocCHierarchy]) {
        var takenIDs = Set(extractions.flatMap(\.entries).map(\.id))
        var entries: [APIEntry] = []
        var hierarchies: [String: DocCHierarchy] = [:]
        for catalog in catalogs {
            let indices = extractions.indices.filter { extractions[$0].article.catalog == catalog.folder }
            var articles = indices.map { extractions[$0].article }
            let result = DocCCatalogReader(catalog: catalog).read(articles: &articles, takenIDs: &takenIDs)
            for (offset, index) in indices.enumerated() { extractions[index].article = articles[offset] }
            entries += result.entries
            hierarchies[catalog.folder] = result.hierarchy
            diagnostics += result.diagnostics
        }
        return (entries, hierarchies)
    }

    /// Symbol links in catalogs resolve by DocC's rules, from the page they are on: each one
    /// that reaches an API becomes a resolved mention (for "mentioned in"); one that reaches
    /// nothing is a warning in DocC's words. Nothing in a catalog infers an API.
    private static func resolveCatalogLinks(_ mentions: [Mention], links: DocumentationLinks, diagnostics: inout [Diagnostic]) -> [Mention]
    {
        mentions.compactMap { mention in
            guard links.catalog(of: mention.file) != nil else { return mention }
            var mention = mention
            mention.dialect = .docC
            guard case .demandedLink = mention.origin else { return mention }
            switch links.symbolLink(mention.spelling, from: .article(mention.file), file: mention.file) {
            case .success(let target):
                guard case .api(let id) = target.page else { return nil }
                mention.origin = .resolvedLink(id)
                return mention
            case .failure(let problem):
                // DocC points at the part of the link that failed, after the backticks.
                let offset =
                    problem.subject.flatMap { mention.spelling.range(of: $0) }.map {
                        mention.spelling.utf8.distance(from: mention.spelling.startIndex, to: $0.lowerBound)
                    } ?? 0
                diagnostics.append(.warning(problem.message, file: mention.file, line: mention.line, column: mention.column + 2 + offset))
                return nil
            }
        }
    }

    /// The snippet and tutorial code files pages show, read once; a snippet that is not found
    /// is a warning in DocC's words, a file that is not UTF-8 text an error, as for Markdown.
    private static func readTextResources(
        _ articles: [Article], links: DocumentationLinks, contentFolder: URL?
    ) -> ([String: String], [Diagnostic]) {
        var texts: [String: String] = [:]
        var problems: [Diagnostic] = []
        func read(_ path: String) {
            guard texts[path] == nil, let contentFolder else { return }
            switch ContentLoader.readCode(path, in: contentFolder) {
            case .success(let text):
                texts[path] = text
            case .failure(let problem):
                texts[path] = ""
                problems.append(problem)
            }
        }
        for article in articles {
            for (position, use) in article.directiveUses {
                switch use {
                case .snippet(let path, let slice):
                    guard let file = Snippet.file(named: path, from: article.path, among: links.resourcePaths) else {
                        problems.append(
                            .warning(
                                "Snippet named '\(path)' couldn't be found; panes looks for Snippets/\(Snippet.fileName(path)) in the page's folder and every folder above it inside the content folder (when the package's Snippets folder is outside it, pass the package's folder as --content)",
                                file: article.path, line: position.line, column: position.column))
                        continue
                    }
                    read(file)
                    if let slice, Snippet.visibleCode(texts[file] ?? "", slice: slice) == nil {
                        problems.append(
                            .warning(
                                "Snippet '\(path)' has no slice named '\(slice)'", file: article.path, line: position.line,
                                column: position.column))
                    }
                case .code(_, let file, let previous):
                    for name in [file] + (previous.map { [$0] } ?? []) {
                        guard case .found(let variants) = links.resource(name, file: article.path) else {
                            problems.append(
                                .warning(
                                    "Code file '\(name)' couldn't be found", file: article.path, line: position.line,
                                    column: position.column))
                            continue
                        }
                        read(variants[0].path)
                    }
                default:
                    break
                }
            }
        }
        return (texts, problems)
    }

    /// Every content file a page shows or offers for download, to copy into the site.
    private static func publishedResources(
        _ articles: [Article], apis: [APIEntry], links: DocumentationLinks, diagnostics: inout [Diagnostic]
    ) -> [String] {
        var paths: Set<String> = []
        func add(_ source: String?, from file: String) {
            guard let source, !source.isEmpty else { return }
            switch links.resource(source, file: file) {
            case .found(let variants), .foundByPathOnly(let variants): paths.formUnion(variants.map(\.path))
            case .missing: break
            }
        }
        for article in articles {
            for link in article.links {
                guard case .relative(let path, _) = LinkTarget(link.destination) else { continue }
                // Opened from the site, an HTML or SVG file is a page that runs its own scripts,
                // with none of the site's protections: shown as an image it is safe, linked it is
                // not (with a `#fragment` or without: the file is looked up by its path).
                if !link.isImage, LinkTarget.isScriptableDocument(path), case .found = links.resource(path, file: article.path) {
                    diagnostics.append(
                        .warning(
                            "a link to \(path) would open it as a page that runs its own scripts, so it is not published; link to a page of the site, show it as an image, or offer it zipped",
                            file: article.path, line: link.line, column: link.column))
                    continue
                }
                add(link.destination, from: article.path)
            }
            for use in article.directiveUses.values {
                switch use {
                case .image(let source, _): add(source, from: article.path)
                case .video(let source, let poster, _):
                    add(source, from: article.path)
                    add(poster, from: article.path)
                default: break
                }
            }
            for image in article.metadata.images { add(image.source, from: article.path) }
            if let file = article.metadata.callToAction?.file, LinkTarget.isScriptableDocument(file) {
                diagnostics.append(
                    .warning(
                        "@CallToAction(file: \(file)) would open it as a page that runs its own scripts, so it is not published; offer it zipped",
                        file: article.path))
            } else {
                add(article.metadata.callToAction?.file, from: article.path)
            }
        }
        // Images in symbol graphs' doc comments.
        for api in apis where api.dialect == .docC {
            for node in api.summaryNodes + api.discussion {
                node.forEachDescendant { if case .image(let source, _) = $0.kind { add(source, from: api.source.file) } }
            }
        }
        return paths.filter { !ContentLoader.isDocument($0) }.sorted()
    }

    /// Keeps the first entry of each id and reports the others as duplicates.
    static func uniqueEntries(_ entries: [APIEntry], diagnostics: inout [Diagnostic]) -> [APIEntry] {
        var firstByID: [String: APIEntry] = [:]
        var unique: [APIEntry] = []
        for entry in entries {
            if let first = firstByID[entry.id] {
                diagnostics.append(
                    .warning(
                        "duplicate API entry `\(entry.id)`; it is already written at \(first.source.file):\(first.source.line); merge the two entries or remove one",
                        file: entry.source.file, line: entry.source.line, column: 1))
            } else {
                firstByID[entry.id] = entry
                unique.append(entry)
            }
        }
        return unique
    }
}
