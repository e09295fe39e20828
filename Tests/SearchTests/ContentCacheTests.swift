import Foundation
import KnowledgeBase
import Testing

@testable import Search
@testable import SearchCore

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

    /// Sets a file's modification time to `seconds` after the epoch.
    private func setModified(_ path: String, _ seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    /// Only the content folders used most recently keep their files (review D21: CI checkouts
    /// to a new path each time grew the cache without end); whatever else the cache holds stays.
    @Test func theLeastRecentlyUsedFoldersAreEvicted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-cache-lru-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("model-1"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for number in 0..<20 {
            for name in ["search-f\(number)-s.index", "reference-f\(number)-s.data"] {
                let path = folder.appendingPathComponent(name).path
                #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
                setModified(path, 1_000 + number)
            }
        }
        // f0's index was written first but its reference was read last.
        setModified(folder.appendingPathComponent("reference-f0-s.data").path, 5_000)
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("notes.txt").path, contents: nil))
        ContentCache.removeLeastRecentlyUsed(in: folder, keeping: 16)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let folders = Set(left.compactMap { $0.split(separator: "-").dropFirst().first.map(String.init) })
        #expect(folders == Set(["f0"] + (5..<20).map { "f\($0)" } + ["1"]))
        #expect(left.contains("notes.txt") && left.contains("model-1"))
        #expect(left.count == 16 * 2 + 2)
    }

    @Test func aReadMarksTheFolderUsed() throws {
        let (content, cache) = try makeFolders()
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let folder = cache.appendingPathComponent("panes")
        let key = ContentCache.contentKey(content)
        _ = ContentCache.index(key: key, cacheFolder: folder) { KnowledgeBaseBuilder.build(contentFolder: content) }
        let file = folder.appendingPathComponent(try #require(cachedFiles(in: cache).first { $0.hasPrefix("search-") })).path
        setModified(file, 1_000)
        _ = ContentCache.index(key: key, cacheFolder: folder) { KnowledgeBaseBuilder.build(contentFolder: content) }
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        #expect(modified.timeIntervalSinceNow > -600)
    }
}
