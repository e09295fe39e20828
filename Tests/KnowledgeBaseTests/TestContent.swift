import Foundation

@testable import KnowledgeBase

/// Helpers that turn inline Markdown into a knowledge base, so each test reads string in, value out.
enum TestContent {
    /// Builds a knowledge base from `(path, text)` pairs.
    static func build(_ files: [(String, String)]) -> KnowledgeBase {
        KnowledgeBaseBuilder.build(files: files.map { ContentFile(path: $0.0, text: $0.1) })
    }

    /// Builds a knowledge base from one file.
    static func build(_ text: String, path: String = "topic.md") -> KnowledgeBase {
        build([(path, text)])
    }

    /// Extracts one file without resolving names across files.
    static func extract(_ text: String, path: String = "topic.md") -> FileExtraction {
        DocumentExtractor.extract(ContentFile(path: path, text: text))
    }
}

/// A folder under the system's temporary directory, removed when the test is done with it.
final class TemporaryFolder {
    /// The folder.
    let url: URL

    /// Creates an empty folder with a unique name.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("panes-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` as UTF-8 at `path` below the folder, creating intermediate folders.
    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    /// Writes raw bytes at `path` below the folder.
    func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }
}

extension KnowledgeBase {
    /// The diagnostics a test is about: most inline snippets have no `# Title`, which is a
    /// warning of its own (tested on its own).
    var problems: [Diagnostic] {
        diagnostics.filter { !$0.message.hasPrefix("no `# Title` heading") }
    }
}
