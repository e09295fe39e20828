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

    /// One evaluation query and the ids that count as finding what it asks for.
    struct EvaluationQuery {
        var query: String
        var expected: Set<String>
    }

    /// The queries of `Fixtures/<name>.tsv`: `query<TAB>id|id|…`, `#` lines skipped.
    static func evaluation(_ name: String) -> [EvaluationQuery] {
        let text = (try? String(contentsOf: fixtures.appendingPathComponent(name + ".tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2 else { return nil }
            return EvaluationQuery(query: String(fields[0]), expected: Set(fields[1].split(separator: "|").map(String.init)))
        }
    }

    /// Query → the kind of need it was written for (`name`, `task`, `other`, `platform`, …),
    /// from `Fixtures/evaluation-categories.tsv` (`category<TAB>half<TAB>query<TAB>expected`).
    static let evaluationCategories: [String: String] = {
        let text = (try? String(contentsOf: fixtures.appendingPathComponent("evaluation-categories.tsv"), encoding: .utf8)) ?? ""
        var categories: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count == 4 { categories[String(fields[2])] = String(fields[0]) }
        }
        return categories
    }()
}
