import Foundation
import KnowledgeBase

/// Which Markdown references a command reads: a folder given with `--content`, or the built-in
/// knowledge base.
public enum ContentSource: Equatable {
    case folder(URL)
    case builtIn

    /// Reads `--content DIR` if present.
    public init(arguments: inout ArgumentList) throws(UsageError) {
        if let path = try arguments.option("content") {
            self = .folder(URL(fileURLWithPath: path))
        } else {
            self = .builtIn
        }
    }

    /// The help line every content-reading command shares.
    public static let optionHelp = "  --content DIR   read the Markdown references in DIR instead of the built-in knowledge base"

    /// Builds the knowledge base from this source.
    public func loadKnowledgeBase() -> KnowledgeBase {
        KnowledgeBaseBuilder.build(contentFolder: folder)
    }

    /// The folder to read.
    public var folder: URL {
        switch self {
        case .folder(let url): return url
        case .builtIn: return BuiltInContent.folder
        }
    }
}

/// The `content/` folder of the package this binary was built from.
enum BuiltInContent {
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("content")
    }
}
