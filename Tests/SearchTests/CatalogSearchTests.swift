import Foundation
import KnowledgeBase
import Testing

@testable import Search

/// Search over a DocC catalog with a symbol graph (the DocC fixture of KnowledgeBaseTests).
@Suite struct CatalogSearchTests {
    static let index = SearchIndex(
        knowledgeBase: KnowledgeBaseBuilder.build(
            contentFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("KnowledgeBaseTests/Fixtures/DocC/content")))

    /// An extension file is its symbol's page: one result, the symbol's, whose text it adds to.
    @Test func anExtensionFileIsItsSymbolsResult() {
        let hits = Self.index.search("trail")
        #expect(!hits.contains { $0.kind == "article" && $0.path == "trailmap/trail.html" }, "\(hits.map(\.id))")
        #expect(hits.first?.id == "Trail")
        // "Cedar Loop" is written only in Trail.name's extension file.
        #expect(Self.index.search("cedar loop").first?.id == "Trail.name")
    }
}
