import Foundation

/// Builds a `KnowledgeBase` from Markdown: load → extract each file (in parallel) → resolve
/// names across files → check links across files → assemble. Nothing here writes files or prints.
public enum KnowledgeBaseBuilder {
    /// Builds the knowledge base of every `*.md` file below `folder`.
    /// - Parameter libraryNames: names the examples' library declares, never inferred as APIs
    ///   (by default the panes model's helpers).
    public static func build(
        contentFolder folder: URL, options: BuildOptions = .indexOnly, libraryNames: Set<String>? = nil
    ) -> KnowledgeBase {
        let (files, loadProblems) = ContentLoader.load(folder: folder)
        let base = build(files: files, options: options, libraryNames: libraryNames, contentFolder: folder)
        return KnowledgeBase(
            apis: base.apis, articles: base.articles, examples: base.examples,
            diagnostics: (loadProblems + base.diagnostics).sortedByLocation, pages: base.pages)
    }

    /// Builds the knowledge base of already-loaded files.
    /// - Parameters:
    ///   - libraryNames: names the examples' library declares, never inferred as APIs (by default
    ///     the panes model's helpers; a package's own names are its API and are not passed).
    ///   - contentFolder: the folder the files come from, to check links to files that are not
    ///     pages; nil when there is none (embedded content).
    public static func build(
        files: [ContentFile], options: BuildOptions = .indexOnly, libraryNames: Set<String>? = nil, contentFolder: URL? = nil
    ) -> KnowledgeBase {
        var extractions = extractInParallel(files, options: options)
        var diagnostics = extractions.flatMap(\.diagnostics)
        let authored = uniqueEntries(extractions.flatMap(\.entries), diagnostics: &diagnostics)
        // Mentions move out of the per-file results, so only one copy of them is ever alive.
        var mentions: [Mention] = []
        mentions.reserveCapacity(extractions.reduce(0) { $0 + $1.mentions.count })
        for index in extractions.indices {
            mentions += extractions[index].mentions
            extractions[index].mentions = []
        }
        var linker = MentionLinker(authored: authored, mentions: mentions)
        mentions = []
        let excluded = ExcludedNames(
            declared: extractions.reduce(into: Set<String>()) { $0.formUnion($1.declaredNames) },
            declaredValues: extractions.reduce(into: Set<String>()) { $0.formUnion($1.declaredValueNames) },
            library: libraryNames ?? ExcludedNames.modelHelperNames)
        linker.link(excluded: excluded, diagnostics: &diagnostics)
        var examples = extractions.flatMap(\.examples)
        let apis = linker.finishedEntries(examples: &examples, diagnostics: &diagnostics)
        let articles = extractions.map(\.article).sorted { $0.path < $1.path }
        let articlesByPath = Dictionary(articles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics += LinkChecker(articles: articlesByPath, contentFolder: contentFolder).diagnostics()
        let pages = PagePaths(articles: articles, apis: apis)
        // Two files whose names slug alike is the author's to resolve; two APIs that differ only
        // in case (`NavigationSplitViewStyle`, `navigationSplitViewStyle(_:)`) are SwiftUI's.
        for collision in pages.collisions where articlesByPath[collision.second] != nil {
            diagnostics.append(
                .warning(
                    "this page would share its path with \(collision.first); it is published as \(collision.assigned) (rename one of the files to choose)",
                    file: collision.second))
        }
        return KnowledgeBase(
            apis: apis,
            articles: articles,
            examples: examples.sorted { ($0.file, $0.line) < ($1.file, $1.line) },
            diagnostics: diagnostics.sortedByLocation, pages: pages)
    }

    /// Parses and walks files on every core; results keep the input order.
    static func extractInParallel(_ files: [ContentFile], options: BuildOptions) -> [FileExtraction] {
        ParallelMap.map(files) { DocumentExtractor.extract($0, options: options) }
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
