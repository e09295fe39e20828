import Files
import Foundation
import KnowledgeBase

/// Keeps built search indexes on disk, under `$XDG_CACHE_HOME/panes/` (or `~/.cache/panes/`),
/// keyed by the content folder and every Markdown file's path, size and modification time, so
/// an edit, a new file or a deleted one makes a new key. Search on a big corpus then skips
/// parsing thousands of pages. A cache that cannot be read or written is simply not used.
public enum SearchIndexCache {
    /// The cached index of `folder`, or one built from `makeKnowledgeBase()` and then cached.
    public static func index(contentFolder folder: URL, makeKnowledgeBase: () -> KnowledgeBase) -> SearchIndex {
        index(key: contentKey(folder), makeKnowledgeBase: makeKnowledgeBase)
    }

    /// The index cached under `key` (see `contentKey(_:)`), or one built and then cached.
    /// A nil key means there is nothing to key on: build, don't cache.
    /// - Parameter cacheFolder: where panes caches live (`CacheLocation`, unless a test says otherwise).
    public static func index(
        key: String?, cacheFolder: URL? = CacheLocation.folder(ProcessInfo.processInfo.environment),
        makeKnowledgeBase: () -> KnowledgeBase
    ) -> SearchIndex {
        guard let key, let cacheFolder else { return SearchIndex(knowledgeBase: makeKnowledgeBase()) }
        let file = cacheFolder.appendingPathComponent("search-\(key).index")
        if let data = FileManager.default.contents(atPath: file.path), let index = SearchIndexCoder.decode(data) {
            return index
        }
        let index = SearchIndex(knowledgeBase: makeKnowledgeBase())
        store(SearchIndexCoder.encode(index), at: file)
        removeOutdatedFiles(besides: file, key: key)
        return index
    }

    /// `<folder>-<state>`: FNV-1a of the folder, then of the format version and the path, size
    /// and mtime of each file the index reads (`*.md`, and DocC's tutorials, symbol graphs,
    /// `Info.plist`, and `panes.json`). The first part lets an edit replace the folder's old cache file.
    /// Walks the folder as `ContentLoader` does (the same files, the same links refused).
    public static func contentKey(_ folder: URL) -> String? {
        let root = FolderPath.resolved(folder)
        let (files, _) = FolderWalk.files(below: folder, include: ContentLoader.affectsIndex)
        guard !files.isEmpty else { return nil }
        var state = StableHash()
        state.add(SearchIndexCoder.formatVersion)
        state.add(root)
        for file in files { state.add("\(file.relativePath)\t\(file.size)\t\(file.modified)") }
        return StableHash.hex(root) + "-" + state.hexDigest
    }

    /// Deletes this cache's earlier files for the same content (same key prefix), which an edit
    /// made stale; they would otherwise pile up, tens of megabytes each for a large corpus.
    private static func removeOutdatedFiles(besides current: URL, key: String) {
        guard let dash = key.firstIndex(of: "-") else { return }
        let prefix = "search-" + key[..<dash] + "-"
        let folder = current.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".index") && name != current.lastPathComponent {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Writes a temporary file of this process, then renames it into place, so a reader never
    /// sees half a file. A cache that cannot be written (full disk, a file where the folder
    /// should be) is not an error: the next search builds the index again.
    private static func store(_ data: Data, at file: URL) {
        guard (try? ScratchFolder.ensureFolder(file.deletingLastPathComponent())) != nil else { return }
        let temporary = file.path + ".\(getpid()).partial"
        do {
            let writer = try FileWriter(path: temporary)
            data.withUnsafeBytes { writer.write(bytes: $0) }
            try writer.close()
            if rename(temporary, file.path) != 0 { unlink(temporary) }
        } catch {
            unlink(temporary)
        }
    }
}
