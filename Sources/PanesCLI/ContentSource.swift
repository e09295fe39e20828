import BuiltIn
import ExampleRunner
import Foundation
import KnowledgeBase
import Search
import TerminalOutput

/// Which Markdown references a command reads: a folder given with `--content`, or the built-in
/// knowledge base.
public enum ContentSource: Equatable, Sendable {
    case folder(URL)
    case builtIn
    /// A Swift package's documentation (`--package PATH`): read from the folder its docs,
    /// catalogs and symbol graphs are gathered in, once `prepare` has gathered them.
    case package(path: String, documentation: URL?)

    /// Reads `--content DIR`, or `--package [PATH]` where the command takes it (`acceptsPackage`).
    public init(arguments: inout ArgumentList, acceptsPackage: Bool = true) throws(UsageError) {
        let content = try arguments.nonEmptyOption(.content)
        let package = acceptsPackage ? try arguments.optionalValue(.package, valueWhenAlone: ".") : nil
        switch (content, package) {
        case (.some, .some): throw UsageError("give --content or --package, not both")
        case (.some(let path), nil): self = .folder(URL(fileURLWithPath: path))
        case (nil, .some(let path)): self = .package(path: path, documentation: nil)
        case (nil, nil): self = .builtIn
        }
    }

    /// The folder read, or nil for the built-in knowledge base (and a package not yet prepared).
    public var folder: URL? {
        switch self {
        case .folder(let url): return url
        case .package(_, let documentation): return documentation
        case .builtIn: return nil
        }
    }

    /// Gathers a package's documentation (`SwiftPackage.documentationFolder`), building its
    /// symbol graphs with SwiftPM; what went wrong, with SwiftPM's message, when it cannot.
    /// Other sources need nothing.
    mutating func prepare(environment: [String: String]) -> String? {
        guard case .package(let path, nil) = self else { return nil }
        do {
            let package = try SwiftPackage.load(path, environment: environment)
            self = .package(path: path, documentation: try package.documentationFolder())
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Why the content cannot be read at all (a missing folder, a file given as `--content`),
    /// as every command reports before doing anything else.
    public var problem: Diagnostic? {
        folder.flatMap(ContentLoader.folderProblem)
    }

    /// Builds the knowledge base from this source; with `warningsAsErrors`, every warning is an error.
    public func loadKnowledgeBase(
        options: BuildOptions = .indexOnly, plainSwiftBlocks: PlainSwiftBlocks? = nil, warningsAsErrors: Bool
    ) -> KnowledgeBase {
        let base = loadKnowledgeBase(options: options, plainSwiftBlocks: plainSwiftBlocks)
        return warningsAsErrors ? base.raisingWarnings() : base
    }

    /// Builds the knowledge base from this source; `plainSwiftBlocks` overrides what a folder's
    /// `panes.json` says plain Swift blocks are (the built-in content has none).
    /// `extractionCache` keeps what each document gave, for a process that builds again.
    public func loadKnowledgeBase(
        options: BuildOptions = .indexOnly, plainSwiftBlocks: PlainSwiftBlocks? = nil, extractionCache: ExtractionCache? = nil
    ) -> KnowledgeBase {
        switch self {
        case .folder, .package:
            guard let url = folder else { preconditionFailure("a package's documentation is read once ContentSource.prepare gathered it") }
            return KnowledgeBaseBuilder.build(
                contentFolder: url, options: options, plainSwiftBlocks: plainSwiftBlocks, extractionCache: extractionCache)
        case .builtIn:
            var options = options
            options.plainSwiftBlocks = plainSwiftBlocks ?? options.plainSwiftBlocks
            return KnowledgeBaseBuilder.build(
                content: ContentSet(files: BuiltIn.content.map { ContentFile(path: $0.path, text: $0.text) }), options: options,
                extractionCache: extractionCache)
        }
    }

    /// The documented APIs of panes' built-in reference that stand in, when another folder's
    /// SwiftUI samples are type-checked, for the SwiftUI APIs that folder does not document;
    /// none for the built-in reference itself.
    public var standInAPIs: [APIEntry] {
        guard folder != nil else { return [] }
        return ContentSource.builtIn.loadKnowledgeBase().apis
    }

    /// The content as `show` and `list` read it: its API reference, and a way to its search
    /// index for when the reference alone cannot answer, both from the cache when it is fresh
    /// (one build of the knowledge base fills both). Nil after printing the errors when no file
    /// could be read.
    func cachedContent(in environment: CommandEnvironment) -> (reference: APIReference, index: () -> SearchIndex)? {
        // The key walks the whole folder: once per command.
        let cacheKey = cacheKey
        if let folder, cacheKey == nil {
            environment.printError(TerminalStyle.visible(ContentLoader.emptyFolderProblem(folder).formatted))
            return nil
        }
        var built: KnowledgeBase?
        let build = {
            let base = loadKnowledgeBase()
            built = base
            return base
        }
        let cacheFolder = CacheLocation.folder(environment.variables)
        let reference = ContentCache.reference(key: cacheKey, cacheFolder: cacheFolder, makeKnowledgeBase: build)
        if let built, built.articles.isEmpty {
            built.diagnostics.filter { $0.severity == .error }.forEach { environment.printError(TerminalStyle.visible($0.formatted)) }
            return nil
        }
        // Without a key (nothing cached) the knowledge base just built serves the index too.
        if let built, cacheKey == nil || cacheFolder == nil { return (reference, { SearchIndex(knowledgeBase: built) }) }
        return (reference, { ContentCache.index(key: cacheKey, cacheFolder: cacheFolder, makeKnowledgeBase: { loadKnowledgeBase() }) })
    }

    /// What names this content in caches: the folder's files as they are now, or the digest of
    /// the content embedded at build time. Nil when there is nothing to key on.
    public var cacheKey: String? {
        switch self {
        case .folder, .package: return folder.flatMap(ContentCache.contentKey)
        case .builtIn:
            // `builtin-` groups its cache files for clean-up.
            var hash = StableHash()
            hash.add(ContentCache.toolIdentity)
            for file in BuiltIn.content {
                hash.add(file.path)
                hash.add(file.text)
            }
            return "builtin-" + hash.hexDigest
        }
    }

    /// How example paths are shown: relative to where the user pointed, `content/` for the built-in set.
    public var displayPrefix: String {
        switch self {
        case .builtIn: return "content/"
        case .folder(let url): return ContentLoader.displayPrefix(of: url, typed: url.relativePath)
        // The gathered folder is laid out as the package is: its paths are the package's.
        case .package(let path, _): return path == "." || path.isEmpty ? "" : (path.hasSuffix("/") ? path : path + "/")
        }
    }
}
