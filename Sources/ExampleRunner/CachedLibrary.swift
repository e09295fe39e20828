import Files
import Foundation
import KnowledgeBase

#if canImport(Glibc)
    import Glibc
#endif

/// A compiled library in panes' cache (the model, the SwiftUI declarations), built once per key
/// and shared by every run, thread and process.
///
/// An exclusive `flock` on `<name>-<key>.lock` lets one build while the others wait; the build
/// happens in a staging folder of its own and is published with one `rename`; a `complete`
/// marker, written last, lists every product with a hash of its bytes. A folder whose marker is
/// missing or disagrees with its products (a partial copy, a file an example overwrote) is
/// rebuilt, so one bad run never poisons the next.
enum CachedLibrary {
    /// Written last into a library folder: each product's name and content hash.
    static let markerName = "complete"

    /// The folder holding `products`, built by `build` into a staging folder when the cache
    /// lacks a sound copy. `key` names what the products are built from.
    static func prepare(
        name: String, key: String, products: [String], cacheFolder: URL, build: (URL) throws -> Void
    ) throws -> URL {
        let folder = cacheFolder.appendingPathComponent("\(name)-\(key)", isDirectory: true)
        let advice = "; point XDG_CACHE_HOME at a writable folder"
        try ScratchFolder.ensureFolder(cacheFolder, advice: advice)
        try withExclusiveLock(on: cacheFolder.appendingPathComponent("\(name)-\(key).lock")) {
            ScratchFolder.removeAbandoned(in: cacheFolder, prefix: ".staging")
            ScratchFolder.removeAbandoned(in: cacheFolder, prefix: ".discarded")
            if isComplete(folder, products: products) { return }
            let staging = try ScratchFolder.make(in: cacheFolder, prefix: ".staging", advice: advice)
            ProcessGroupRegistry.shared.register(folder: staging)
            defer {
                ScratchFolder.remove(staging)
                ProcessGroupRegistry.shared.unregister(folder: staging)
            }
            try build(staging)
            try marker(of: staging, products: products).write(
                to: staging.appendingPathComponent(markerName), atomically: false, encoding: .utf8)
            if FileManager.default.fileExists(atPath: folder.path) {
                // A damaged or partial copy: move it aside, then replace it.
                let discarded = try ScratchFolder.make(in: cacheFolder, prefix: ".discarded")
                FolderRemoval.remove(discarded)
                if rename(folder.path, discarded.path) == 0 { FolderRemoval.remove(discarded) }
                ScratchFolder.remove(discarded)
            }
            guard rename(staging.path, folder.path) == 0 else {
                throw ExampleRunnerError("cannot publish \(name) at \(folder.path): \(String(cString: strerror(errno)))")
            }
        }
        return folder
    }

    /// Whether `folder` holds every product with the hash its marker records.
    static func isComplete(_ folder: URL, products: [String]) -> Bool {
        guard let recorded = try? String(contentsOf: folder.appendingPathComponent(markerName), encoding: .utf8),
            let current = try? marker(of: folder, products: products)
        else { return false }
        return recorded == current
    }

    /// One `name hash` line per product; throws when a product is missing or empty.
    private static func marker(of folder: URL, products: [String]) throws -> String {
        try products.map { name in
            let path = folder.appendingPathComponent(name).path
            guard let digest = try contentHash(of: path) else { throw ExampleRunnerError("\(name) is empty") }
            return "\(name) \(digest)"
        }.joined(separator: "\n") + "\n"
    }

    /// A hash of the bytes of the file at `path`, or of every file below it when it is a folder
    /// (a `.swiftmodule` may be either); nil when there is nothing.
    private static func contentHash(of path: String) throws -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ExampleRunnerError("\(path) is missing")
        }
        var hash = StableHash()
        var total = 0
        let files =
            isFolder.boolValue
            ? (FileManager.default.subpaths(atPath: path) ?? []).sorted().map { path + "/" + $0 } : [path]
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            hash.add(file.dropFirst(path.count).description)
            data.withUnsafeBytes { hash.add(bytes: $0) }
            total += data.count
        }
        return total > 0 ? hash.hexDigest : nil
    }

    /// Runs `body` holding an exclusive `flock` on `lockFile`, which excludes other processes and
    /// other threads of this one alike (each `open` is a lock of its own).
    private static func withExclusiveLock(on lockFile: URL, _ body: () throws -> Void) throws {
        let descriptor = open(lockFile.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ExampleRunnerError("cannot open the cache lock \(lockFile.path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw ExampleRunnerError("cannot lock \(lockFile.path): \(String(cString: strerror(errno)))") }
        }
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }
}
