import Foundation
import Testing

@testable import Search
@testable import SearchCore

/// The index's parts, which the page loads and the cache stores: read back, they rank as the
/// index they came from, and damaged or mismatched bytes are refused whole.
@Suite struct IndexPartsTests {
    @Test(arguments: [0, 1, 127, 128, 300, 16_383, 16_384, 1 << 40])
    func numbersReadBackAsWritten(value: Int) {
        var writer = ByteWriter()
        writer.number(value)
        writer.string("sidebar ⌘ 侧边栏")
        writer.bytes.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            #expect(reader.number() == value)
            #expect(reader.string() == "sidebar ⌘ 侧边栏")
            #expect(reader.isAtEnd)
        }
        // Cut anywhere, the same bytes give no string.
        for length in 0..<writer.bytes.count {
            Array(writer.bytes[..<length]).withUnsafeBytes { bytes in
                var reader = ByteReader(bytes)
                #expect(reader.number() == nil || reader.string() == nil)
            }
        }
    }

    @Test func aCountLargerThanTheBytesLeftIsRefused() {
        var writer = ByteWriter()
        writer.number(1_000_000)
        writer.bytes.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes)
            #expect(reader.count() == nil)
        }
    }

    /// The index rebuilt from its parts has the same documents and ranks the same.
    @Test func thePartsHoldTheWholeIndex() throws {
        let index = SearchIndex(knowledgeBase: TestContent.knowledgeBase, termShardBytes: 16 * 1024)
        let core = IndexParts.core(of: index)
        let identity = IndexParts.identity(ofCore: core)
        var rebuilt = try #require(core.withUnsafeBytes { SearchIndex(core: $0) })
        #expect(rebuilt.termShardCount == index.termShardCount)
        for (shard, terms) in IndexParts.termsByShard(of: index).enumerated() {
            let loaded = IndexParts.termShard(shard, terms: terms, of: index, core: identity).withUnsafeBytes {
                rebuilt.load(termShard: shard, from: $0)
            }
            #expect(loaded)
        }
        for block in index.loadedDetailBlocks.indices {
            #expect(IndexParts.detailBlock(block, of: index, core: identity).withUnsafeBytes { rebuilt.load(detailBlock: block, from: $0) })
        }
        #expect(rebuilt.documents == index.documents)
        #expect(rebuilt.postings == index.postings)
        #expect(rebuilt.headingPostings == index.headingPostings)
        for query in ["hide the sidebar", "sheet(item:", "inspectr", "UISplitViewController", "侧边栏"] {
            #expect(rebuilt.search(query) == index.search(query))
        }
    }

    /// A part under another number, of another core, or with any byte cut off, is refused and
    /// changes nothing.
    @Test func aMismatchedOrCutPartIsRefused() throws {
        let index = SearchIndex(knowledgeBase: TestContent.knowledgeBase, termShardBytes: 16 * 1024)
        let core = IndexParts.core(of: index)
        var page = try #require(core.withUnsafeBytes { SearchIndex(core: $0) })
        let terms = IndexParts.termsByShard(of: index)
        let identity = IndexParts.identity(ofCore: core)
        let second = IndexParts.termShard(1, terms: terms[1], of: index, core: identity)
        #expect(
            !IndexParts.termShard(1, terms: terms[1], of: index, core: identity + 1).withUnsafeBytes { page.load(termShard: 1, from: $0) })
        #expect(!second.withUnsafeBytes { page.load(termShard: 0, from: $0) })
        for length in stride(from: 0, to: second.count, by: max(1, second.count / 200)) {
            #expect(!Array(second[..<length]).withUnsafeBytes { page.load(termShard: 1, from: $0) })
        }
        #expect(page.postings.isEmpty && !page.loadedTermShards.contains(true))
        let details = IndexParts.detailBlock(1, of: index, core: identity)
        #expect(!details.withUnsafeBytes { page.load(detailBlock: 0, from: $0) })
        for length in stride(from: 0, to: core.count, by: max(1, core.count / 200)) {
            #expect(Array(core[..<length]).withUnsafeBytes { SearchIndex(core: $0) } == nil)
        }
    }

    /// A page that lacks a terms part ranks nothing and names the part, never a partial answer.
    @Test func aMissingTermsPartIsNamedNotGuessed() throws {
        let index = SearchIndex(knowledgeBase: TestContent.knowledgeBase, termShardBytes: 16 * 1024)
        let page = try #require(IndexParts.core(of: index).withUnsafeBytes { SearchIndex(core: $0) })
        var missing = MissingParts()
        let ranked = page.rank("inspector", missing: &missing)
        #expect(ranked.isEmpty)
        #expect(missing.termShards.contains(IndexParts.termShard(of: "inspector", count: index.termShardCount)))
    }
}
