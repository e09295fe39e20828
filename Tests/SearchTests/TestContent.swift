import Foundation
import KnowledgeBase

@testable import Search
@testable import SearchCore

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

    /// The queries of `Fixtures/<name>.tsv`: `query<TAB>id|id|…`, `#` lines skipped. With
    /// `judged`, each query also accepts the ids `evaluation-judged.tsv` adds to it.
    static func evaluation(_ name: String, judged: Bool = true) -> [EvaluationQuery] {
        let additions = judged ? judgedAdditions[name + ".tsv"] ?? [:] : [:]
        return rows(of: name + ".tsv", fields: 2).map { fields in
            let expected = Set(fields[1].split(separator: "|").map(String.init))
            return EvaluationQuery(query: fields[0], expected: expected.union(additions[fields[0]] ?? []))
        }
    }

    /// File → query → the ids a judge added, blind to any ranking, from `Fixtures/evaluation-judged.tsv`
    /// (`file<TAB>query<TAB>id|id<TAB>reason`): the answers the query's writer left out.
    static let judgedAdditions: [String: [String: Set<String>]] = {
        var additions: [String: [String: Set<String>]] = [:]
        for fields in rows(of: "evaluation-judged.tsv", fields: 4) {
            additions[fields[0], default: [:]][fields[1], default: []].formUnion(fields[2].split(separator: "|").map(String.init))
        }
        return additions
    }()

    /// The tab-separated rows of a fixture with exactly `fields` fields, `#` lines skipped.
    static func rows(of file: String, fields: Int) -> [[String]] {
        let text = (try? String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let row = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return row.count == fields ? row : nil
        }
    }

    /// Query → the kind of need it was written for (`name`, `task`, `other`, `platform`, …),
    /// from `Fixtures/evaluation-categories.tsv` (`category<TAB>half<TAB>query<TAB>expected`).
    static let evaluationCategories: [String: String] = {
        var categories: [String: String] = [:]
        for fields in rows(of: "evaluation-categories.tsv", fields: 4) { categories[fields[2]] = fields[0] }
        return categories
    }()
}
