import Foundation
import Testing

@testable import KnowledgeBase

/// `panes index --json` is a contract: README.md's table documents every key, and every object
/// of the golden fixture's index has exactly the documented keys, `null` included.
@Suite struct JSONContractTests {
    /// The keys of each kind of object, as README.md's table names them.
    static let keys: [String: Set<String>] = [
        "top": ["schemaVersion", "apis", "articles", "examples", "diagnostics"],
        "api": [
            "id", "name", "kind", "aliases", "summary", "discussion", "declaration", "availability", "parameters", "seeAlso",
            "conformances", "inheritsFrom", "useWhen", "replacedBy", "returns", "platformBehaviour", "documented", "evidence", "catalog",
            "parent",
            "anchor", "page",
            "source",
            "mentionedIn", "examples",
        ],
        "availability": ["platform", "introduced", "note", "deprecated"],
        "parameter": ["name", "summary"],
        "table": ["header", "rows"],
        "source": ["file", "line"],
        "mention": ["file", "anchor", "title", "line"],
        "article": ["path", "page", "title", "abstract", "kind", "role", "catalog", "apis", "sections"],
        "section": ["heading", "level", "anchor", "text", "line", "apiID"],
        "example": ["id", "file", "line", "language", "runnable", "test", "attributes", "code", "section", "api", "uses"],
        "diagnostic": ["file", "line", "column", "severity", "message"],
    ]

    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    private func index() throws -> [String: Any] {
        let base = KnowledgeBaseBuilder.build(contentFolder: GoldenTests.fixtures.appendingPathComponent("notes/content"))
        return try #require(try JSONSerialization.jsonObject(with: base.jsonData()) as? [String: Any])
    }

    private func objects(_ value: Any?) -> [[String: Any]] { value as? [[String: Any]] ?? [] }

    @Test func everyObjectHasExactlyTheDocumentedKeys() throws {
        let index = try index()
        #expect(Set(index.keys) == Self.keys["top"])
        func check(_ records: [[String: Any]], _ kind: String) {
            #expect(!records.isEmpty, "the fixture has no \(kind)")
            for record in records { #expect(Set(record.keys) == Self.keys[kind], "\(kind): \(record.keys.sorted())") }
        }
        let apis = objects(index["apis"])
        check(apis, "api")
        check(apis.flatMap { objects($0["availability"]) }, "availability")
        check(apis.flatMap { objects($0["parameters"]) }, "parameter")
        check(apis.flatMap { objects($0["platformBehaviour"]) }, "table")
        check(apis.compactMap { $0["source"] as? [String: Any] }, "source")
        check(apis.flatMap { objects($0["mentionedIn"]) }, "mention")
        let articles = objects(index["articles"])
        check(articles, "article")
        check(articles.flatMap { objects($0["sections"]) }, "section")
        check(objects(index["examples"]), "example")
        check(objects(index["diagnostics"]), "diagnostic")
    }

    @Test func theReadmeDocumentsEveryKey() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let table = try #require(
            readme.components(separatedBy: "## The index JSON").dropFirst().first?.components(separatedBy: "\n## ").first)
        for (kind, keys) in Self.keys {
            for key in keys where kind != "top" || key != "schemaVersion" {
                let spellings = ["`\(key)`", ".\(key)`", "[].\(key)", "`\(key)[]`", ".\(key)[]`"]
                #expect(spellings.contains { table.contains($0) }, "README does not document \(kind).\(key)")
            }
        }
        #expect(readme.contains("`schemaVersion` is \(KnowledgeBase.jsonSchemaVersion)"))
    }
}
