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
    /// - Parameter cacheHome: the cache root (`$XDG_CACHE_HOME` or `~/.cache` unless a test says otherwise).
    public static func index(
        key: String?, cacheHome: URL? = cacheHome(ProcessInfo.processInfo.environment), makeKnowledgeBase: () -> KnowledgeBase
    ) -> SearchIndex {
        guard let key, let cacheHome else { return SearchIndex(knowledgeBase: makeKnowledgeBase()) }
        let file = cacheHome.appendingPathComponent("panes").appendingPathComponent("search-\(key).index")
        if let data = FileManager.default.contents(atPath: file.path), let index = SearchIndexCoder.decode(data) {
            return index
        }
        let index = SearchIndex(knowledgeBase: makeKnowledgeBase())
        store(SearchIndexCoder.encode(index), at: file)
        removeOutdatedFiles(besides: file, key: key)
        return index
    }

    /// `$XDG_CACHE_HOME`, else `~/.cache`, from `environment`; nil when neither is known (then
    /// nothing is cached).
    public static func cacheHome(_ environment: [String: String]) -> URL? {
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg) }
        if let home = environment["HOME"], !home.isEmpty { return URL(fileURLWithPath: home).appendingPathComponent(".cache") }
        return nil
    }

    /// `<folder>-<state>`: FNV-1a of the folder, then of the format version and each `*.md`
    /// file's path, size and mtime. The first part lets an edit replace the folder's old cache file.
    public static func contentKey(_ folder: URL) -> String? {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var entries: [String] = []
        collectMarkdownStatus(root: root, relative: "", into: &entries)
        guard !entries.isEmpty else { return nil }
        return fnv1a(root) + "-" + fnv1a(([SearchIndexCoder.formatVersion, root] + entries.sorted()).joined(separator: "\n"))
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
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

    /// Walks the folder with `opendir`/`readdir`/`stat` (FileManager's enumerator took a third of
    /// a warm 10,000-page search), skipping hidden names as `ContentLoader` does.
    private static func collectMarkdownStatus(root: String, relative: String, into entries: inout [String]) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard !name.hasPrefix(".") else { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard stat(root + "/" + path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                collectMarkdownStatus(root: root, relative: path, into: &entries)
            } else if name.lowercased().hasSuffix(".md") {
                entries.append("\(path)\t\(status.st_size)\t\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)")
            }
        }
    }

    /// Writes atomically (temporary file, then rename) so a reader never sees half a file.
    private static func store(_ data: Data, at file: URL) {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
