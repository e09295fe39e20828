import BuiltIn
import Foundation
import KnowledgeBase
import Search

/// Which Markdown references a command reads: a folder given with `--content`, or the built-in
/// knowledge base.
public enum ContentSource: Equatable, Sendable {
    case folder(URL)
    case builtIn

    /// Reads `--content DIR` if present.
    public init(arguments: inout ArgumentList) throws(UsageError) {
        if let path = try arguments.nonEmptyOption("content") {
            self = .folder(URL(fileURLWithPath: path))
        } else {
            self = .builtIn
        }
    }

    /// The folder read, or nil for the built-in knowledge base.
    public var folder: URL? {
        if case .folder(let url) = self { return url }
        return nil
    }

    /// Why the content cannot be read at all (a missing folder, a file given as `--content`),
    /// as every command reports before doing anything else.
    public var problem: Diagnostic? {
        folder.flatMap(ContentLoader.folderProblem)
    }

    /// The help line every content-reading command shares.
    public static let optionHelp = "  --content DIR   read the Markdown references in DIR instead of the built-in knowledge base"

    /// The help line of the commands that grade content (check, build, index, test).
    public static let strictHelp =
        "  --warnings-as-errors  fail on any warning too (for CI; warnings alone never stop a build)"

    /// Builds the knowledge base from this source; with `warningsAsErrors`, every warning is an error.
    public func loadKnowledgeBase(options: BuildOptions = .indexOnly, warningsAsErrors: Bool) -> KnowledgeBase {
        let base = loadKnowledgeBase(options: options)
        return warningsAsErrors ? base.raisingWarnings() : base
    }

    /// Builds the knowledge base from this source.
    public func loadKnowledgeBase(options: BuildOptions = .indexOnly) -> KnowledgeBase {
        switch self {
        case .folder(let url): return KnowledgeBaseBuilder.build(contentFolder: url, options: options)
        case .builtIn:
            return KnowledgeBaseBuilder.build(files: BuiltIn.content.map { ContentFile(path: $0.path, text: $0.text) }, options: options)
        }
    }

    /// What names this content in caches: the folder's files as they are now, or the digest of
    /// the content embedded at build time. Nil when there is nothing to key on.
    public var cacheKey: String? {
        switch self {
        case .folder(let url): return SearchIndexCache.contentKey(url)
        case .builtIn:
            // `builtin-` groups its cache files for clean-up.
            var hash = StableHash()
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
        case .folder(let url):
            let path = url.relativePath
            return path.hasSuffix("/") ? path : path + "/"
        }
    }
}
