import Files
import Foundation
import KnowledgeBase

/// Keeps what the commands read from a content folder on disk, under `$XDG_CACHE_HOME/panes/`
/// (or `~/.cache/panes/`): the search index (`search-<key>.index`) and the API reference that
/// `show` and `list` print (`reference-<key>.data`). Both are written from one build of the
/// knowledge base, keyed by the content folder, the path, size, modification and status-change
/// times and inode of every file the index reads, and the panes executable itself, so an edit
/// (even one that keeps the size and sets the modification time back), a new or deleted file,
/// or another build of panes makes a new key. A cache that cannot be read or written is simply not
/// used; a damaged file is rebuilt.
public enum ContentCache {
    /// The search index of `folder`, from the cache or built (and then cached).
    public static func index(contentFolder folder: URL, makeKnowledgeBase: () -> KnowledgeBase) -> SearchIndex {
        index(key: contentKey(folder), makeKnowledgeBase: makeKnowledgeBase)
    }

    /// The index cached under `key` (see `contentKey(_:)`), or one built and then cached with
    /// its API reference. A nil key means there is nothing to key on: build, don't cache.
    /// - Parameter cacheFolder: where panes caches live (`CacheLocation`, unless a test says otherwise).
    public static func index(
        key: String?, cacheFolder: URL? = CacheLocation.folder(ProcessInfo.processInfo.environment),
        makeKnowledgeBase: () -> KnowledgeBase
    ) -> SearchIndex {
        guard let key, let cacheFolder else { return SearchIndex(knowledgeBase: makeKnowledgeBase()) }
        if let data = try? Data(contentsOf: indexFile(key, in: cacheFolder), options: .alwaysMapped),
            let index = IndexFile.open(data)
        {
            markUsed(indexFile(key, in: cacheFolder))
            return index
        }
        return buildAndStore(key: key, cacheFolder: cacheFolder, makeKnowledgeBase: makeKnowledgeBase).index
    }

    /// The API reference cached under `key`, or one built and then cached with its index.
    public static func reference(
        key: String?, cacheFolder: URL? = CacheLocation.folder(ProcessInfo.processInfo.environment),
        makeKnowledgeBase: () -> KnowledgeBase
    ) -> APIReference {
        guard let key, let cacheFolder else { return APIReference(makeKnowledgeBase()) }
        if let data = FileManager.default.contents(atPath: referenceFile(key, in: cacheFolder).path),
            let reference = APIReference(encoded: data, checksum: IndexFile.checksum)
        {
            markUsed(referenceFile(key, in: cacheFolder))
            return reference
        }
        return buildAndStore(key: key, cacheFolder: cacheFolder, makeKnowledgeBase: makeKnowledgeBase).reference
    }

    /// Builds the knowledge base once and caches both of its derived forms. A knowledge base
    /// without articles (every file failed) is not cached, so its errors are reported each time.
    private static func buildAndStore(
        key: String, cacheFolder: URL, makeKnowledgeBase: () -> KnowledgeBase
    ) -> (index: SearchIndex, reference: APIReference) {
        let base = makeKnowledgeBase()
        let index = SearchIndex(knowledgeBase: base)
        let reference = APIReference(base)
        guard !base.articles.isEmpty else { return (index, reference) }
        store(IndexFile.encode(index), at: indexFile(key, in: cacheFolder))
        store(reference.encoded(checksum: IndexFile.checksum), at: referenceFile(key, in: cacheFolder))
        removeOutdatedFiles(in: cacheFolder, key: key)
        removeLeastRecentlyUsed(in: cacheFolder)
        return (index, reference)
    }

    private static func indexFile(_ key: String, in folder: URL) -> URL { folder.appendingPathComponent("search-\(key).index") }
    private static func referenceFile(_ key: String, in folder: URL) -> URL { folder.appendingPathComponent("reference-\(key).data") }

    /// `<folder>-<state>`: FNV-1a of the folder, then of `toolIdentity` and the path, size,
    /// mtime, ctime and inode of each file the index reads (`*.md`, and DocC's tutorials, symbol graphs,
    /// `Info.plist`, and `panes.json`). The first part lets an edit replace the folder's old
    /// cache files. Walks the folder as `ContentLoader` does (the same files, the same links refused).
    public static func contentKey(_ folder: URL) -> String? {
        let root = FolderPath.resolved(folder)
        let (files, _) = FolderWalk.files(below: folder, include: ContentLoader.affectsIndex)
        guard !files.isEmpty else { return nil }
        var state = StableHash()
        state.add(toolIdentity)
        state.add(root)
        for file in files {
            state.add(file.stamp)
        }
        return StableHash.hex(root) + "-" + state.hexDigest
    }

    /// What a cache file was written by: the cache formats and the running panes executable
    /// (its size and modification time), so a rebuilt panes, whose ranking data or reference
    /// may differ, never reads files an earlier build wrote.
    public static let toolIdentity: String = {
        var identity = IndexFile.formatVersion + "\t" + APIReference.formatVersion
        var status = stat()
        if stat("/proc/self/exe", &status) == 0 || stat(CommandLine.arguments.first ?? "", &status) == 0 {
            identity += "\t\(status.st_size)\t\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        }
        return identity
    }()

    /// Deletes this cache's earlier files for the same content (same key prefix), which an edit
    /// made stale; they would otherwise pile up, tens of megabytes each for a large corpus.
    private static func removeOutdatedFiles(in folder: URL, key: String) {
        guard let dash = key.firstIndex(of: "-") else { return }
        let contentPrefix = key[..<dash] + "-"
        let current = ["search-\(key).index", "reference-\(key).data"]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where !current.contains(name) {
            let isIndex = name.hasPrefix("search-" + contentPrefix) && name.hasSuffix(".index")
            // `.json` is the reference as earlier versions of panes wrote it.
            let isReference = name.hasPrefix("reference-" + contentPrefix) && (name.hasSuffix(".data") || name.hasSuffix(".json"))
            if isIndex || isReference { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        }
    }

    /// Content folders whose files the cache keeps. Each costs a megabyte or more, and CI jobs
    /// that check out to a new path every time would otherwise grow the cache for good (review D21).
    static let foldersKept = 16

    /// Deletes the cache files of all but the `keeping` content folders used most recently (by
    /// the newest modification time among each folder's files; a read sets it, see `markUsed`).
    static func removeLeastRecentlyUsed(in folder: URL, keeping: Int = foldersKept) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var lastUse: [Substring: Int] = [:]
        var namesByFolder: [Substring: [String]] = [:]
        for name in names {
            guard let contentFolder = contentPrefix(ofCacheFile: name) else { continue }
            var status = stat()
            guard stat(folder.appendingPathComponent(name).path, &status) == 0 else { continue }
            let modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
            lastUse[contentFolder] = max(lastUse[contentFolder] ?? .min, modified)
            namesByFolder[contentFolder, default: []].append(name)
        }
        let byRecency = lastUse.keys.sorted { (lastUse[$0]!, $0) > (lastUse[$1]!, $1) }
        for contentFolder in byRecency.dropFirst(keeping) {
            for name in namesByFolder[contentFolder] ?? [] { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    /// The content-folder part of a cache file's name (`search-<folder>-<state>.index`), or nil
    /// for a file that is not a search index or reference.
    private static func contentPrefix(ofCacheFile name: String) -> Substring? {
        let rest: Substring
        if name.hasPrefix("search-"), name.hasSuffix(".index") {
            rest = name.dropFirst("search-".count)
        } else if name.hasPrefix("reference-"), name.hasSuffix(".data") || name.hasSuffix(".json") {
            rest = name.dropFirst("reference-".count)
        } else {
            return nil
        }
        guard let dash = rest.firstIndex(of: "-") else { return nil }
        return rest[..<dash]
    }

    /// Sets a cache file's modification time to now, so a folder searched every day is kept
    /// however long ago its index was written.
    private static func markUsed(_ file: URL) {
        _ = utimensat(AT_FDCWD, file.path, nil, 0)
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
