import Foundation
import KnowledgeBase
import Search
import Testing

@Suite struct ContentCacheTests {
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

        _ = ContentCache.index(
            key: ContentCache.contentKey(content), cacheFolder: cache.appendingPathComponent("panes"), makeKnowledgeBase: build)
        let index = ContentCache.index(
            key: ContentCache.contentKey(content), cacheFolder: cache.appendingPathComponent("panes"), makeKnowledgeBase: build)
        #expect(builds == 1)
        #expect(index.search("NavigationSplitView").first?.id == "NavigationSplitView")
        let firstFiles = cachedFiles(in: cache)
        #expect(firstFiles.count == 2)
        #expect(firstFiles.first?.hasPrefix("reference-") == true && firstFiles.last?.hasPrefix("search-") == true)

        // A different size is a different key, whatever the clock's resolution.
        try "# Notes\n\nAbout `NavigationSplitView` and `NavigationStack`.\n"
            .write(to: content.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        _ = ContentCache.index(
            key: ContentCache.contentKey(content), cacheFolder: cache.appendingPathComponent("panes"), makeKnowledgeBase: build)
        #expect(builds == 2)
        let secondFiles = cachedFiles(in: cache)
        #expect(secondFiles.count == 2)
        #expect(secondFiles != firstFiles)
    }

    /// An edit that keeps the size and sets the modification time back (a same-length word
    /// replaced, then `touch -d`) still makes a new key: the status-change time moves.
    @Test func anEditThatRestoresTheModificationTimeMakesANewKey() throws {
        let (content, _) = try makeFolders()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let file = content.appendingPathComponent("notes.md")
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        let firstKey = ContentCache.contentKey(content)
        // The kernel's file times tick every few milliseconds: an edit in the same tick as the
        // file's creation would leave even the status-change time equal.
        Thread.sleep(forTimeInterval: 0.05)
        try "# Notes\n\nAbout `NavigationSplitVieW`.\n".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: try #require(before)], ofItemAtPath: file.path)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int == 38)
        #expect(ContentCache.contentKey(content) != firstKey)
    }

    /// `show` and `list` read the reference from the same build: a warm cache builds nothing,
    /// and a damaged reference file is rebuilt rather than trusted.
    @Test func theReferenceComesFromTheSameBuildAndSurvivesDamage() throws {
        let (content, cache) = try makeFolders()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let folder = cache.appendingPathComponent("panes")
        var builds = 0
        let build = {
            builds += 1
            return KnowledgeBaseBuilder.build(contentFolder: content)
        }
        let key = ContentCache.contentKey(content)
        _ = ContentCache.index(key: key, cacheFolder: folder, makeKnowledgeBase: build)
        let reference = ContentCache.reference(key: key, cacheFolder: folder, makeKnowledgeBase: build)
        #expect(builds == 1)
        #expect(reference.record(id: "NavigationSplitView") != nil)
        let file = folder.appendingPathComponent(try #require(cachedFiles(in: cache).first { $0.hasPrefix("reference-") }))
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "NavigationSplitView", with: "NavigationSplitVeiw")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let rebuilt = ContentCache.reference(key: key, cacheFolder: folder, makeKnowledgeBase: build)
        #expect(builds == 2)
        #expect(rebuilt.record(id: "NavigationSplitView") != nil)
    }

    @Test func noKeyMeansNoCache() throws {
        let (content, cache) = try makeFolders()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        _ = ContentCache.index(key: nil, cacheFolder: cache.appendingPathComponent("panes")) {
            KnowledgeBaseBuilder.build(contentFolder: content)
        }
        #expect(cachedFiles(in: cache).isEmpty)
    }

    /// A cache file damaged after its header (the issue's `dd` reproduction, and every other
    /// 4-byte position) is discarded and rebuilt, never trusted and never a crash.
    @Test func aDamagedCacheFileIsRebuilt() throws {
        let (content, cache) = try makeFolders()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let folder = cache.appendingPathComponent("panes")
        var builds = 0
        let build = {
            builds += 1
            return KnowledgeBaseBuilder.build(contentFolder: content)
        }
        let key = ContentCache.contentKey(content)
        _ = ContentCache.index(key: key, cacheFolder: folder, makeKnowledgeBase: build)
        let file = folder.appendingPathComponent(try #require(cachedFiles(in: cache).first { $0.hasPrefix("search-") }))
        let original = try Data(contentsOf: file)
        for offset in stride(from: 24, to: original.count - 4, by: 4) {
            var damaged = original
            damaged.replaceSubrange(offset..<offset + 4, with: [0xff, 0xff, 0xff, 0xff])
            try damaged.write(to: file)
            let index = ContentCache.index(key: key, cacheFolder: folder, makeKnowledgeBase: build)
            #expect(index.search("NavigationSplitView").first?.id == "NavigationSplitView")
        }
        #expect(builds > 1)
    }
}
