import Foundation
import KnowledgeBase
import Search
import Testing

@Suite struct SearchIndexCacheTests {
    private func makeFolders() throws -> (content: URL, cache: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("panes-cache-test-\(UUID().uuidString)")
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "# Notes\n\nAbout `NavigationSplitView`.\n".write(
            to: content.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        return (content, root.appendingPathComponent("cache"))
    }

    private func cachedFiles(in cache: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("panes").path)) ?? []).sorted()
    }

    @Test func aWarmCacheSkipsBuildingAndAnEditReplacesTheOldFile() throws {
        let (content, cache) = try makeFolders()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        var builds = 0
        let build = {
            builds += 1; return KnowledgeBaseBuilder.build(contentFolder: content)
        }

        _ = SearchIndexCache.index(key: SearchIndexCache.contentKey(content), cacheHome: cache, makeKnowledgeBase: build)
        let index = SearchIndexCache.index(key: SearchIndexCache.contentKey(content), cacheHome: cache, makeKnowledgeBase: build)
        #expect(builds == 1)
        #expect(index.search("NavigationSplitView").first?.id == "NavigationSplitView")
        let firstFiles = cachedFiles(in: cache)
        #expect(firstFiles.count == 1)

        // A different size is a different key, whatever the clock's resolution.
        try "# Notes\n\nAbout `NavigationSplitView` and `NavigationStack`.\n"
            .write(to: content.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        _ = SearchIndexCache.index(key: SearchIndexCache.contentKey(content), cacheHome: cache, makeKnowledgeBase: build)
        #expect(builds == 2)
        let secondFiles = cachedFiles(in: cache)
        #expect(secondFiles.count == 1)
        #expect(secondFiles != firstFiles)
    }

    @Test func noKeyMeansNoCache() throws {
        let (content, cache) = try makeFolders()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        _ = SearchIndexCache.index(key: nil, cacheHome: cache) { KnowledgeBaseBuilder.build(contentFolder: content) }
        #expect(cachedFiles(in: cache).isEmpty)
    }
}
