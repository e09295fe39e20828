import Foundation
import KnowledgeBase

@testable import Search

/// The package's own `content/` folder and the index built from it, shared by the tests.
enum TestContent {
    /// `content/` of this package, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("content")

    /// `Fixtures/` beside the tests.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The built-in knowledge base.
    static let knowledgeBase = KnowledgeBaseBuilder.build(contentFolder: folder)

    /// The search index of the built-in knowledge base.
    static let index = SearchIndex(knowledgeBase: knowledgeBase)

    /// The evaluation queries: (query, expected id) from `Fixtures/evaluation.tsv`.
    static let evaluation: [(query: String, expected: String)] = {
        let text = (try? String(contentsOf: fixtures.appendingPathComponent("evaluation.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2 else { return nil }
            return (String(fields[0]), String(fields[1]))
        }
    }()
}
