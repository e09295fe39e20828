import Foundation
import KnowledgeBase

/// Writes a site so that readers never see half of it: files go into a staging folder beside the
/// output, which then replaces the output with a rename. A folder is only ever replaced when it
/// carries the marker file this writer leaves, or when it is empty.
struct SiteWriter: Sendable {
    /// The file that marks a folder as written by `panes build`.
    static let markerName = ".panes-site"
    /// What the marker file says, for a person who finds it.
    static let markerText = "This folder is written by `panes build`; each build replaces all of it.\n"

    /// The folder the site ends up in.
    let output: URL

    /// The staging folder: hidden, next to the output (same file system, so the swap is a rename).
    var staging: URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).panes-build-\(getpid())")
    }

    /// An error when the output exists but is not a site this writer may replace.
    func checkOutput() -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else {
            return .error("the output path is a file, not a folder; pass another path with --out DIR", file: output.path)
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if contents.isEmpty || contents.contains(Self.markerName) { return nil }
        return .error(
            "the output folder is not empty and was not written by panes build (no \(Self.markerName) file); "
                + "choose an empty or new folder with --out DIR, or move its files away", file: output.path)
    }

    /// Creates an empty staging folder with the marker and the given subfolders.
    func prepareStaging(folders: [String]) -> Diagnostic? {
        discardStaging()
        if let problem = createFolders([""] + folders) { return problem }
        do {
            try Data(Self.markerText.utf8).write(to: staging.appendingPathComponent(Self.markerName))
            return nil
        } catch {
            return writeError(error)
        }
    }

    /// Creates subfolders of the staging folder (parents first); ones that exist are kept.
    func createFolders(_ folders: [String]) -> Diagnostic? {
        do {
            for folder in folders {
                try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            return nil
        } catch {
            return writeError(error)
        }
    }

    /// Writes one file into the staging folder (whose subfolders already exist); safe to call concurrently.
    ///
    /// Plain `open`/`write`/`close`: Foundation's `Data.write` syncs every file to disk, which
    /// made writing ten thousand pages wait on the disk ten thousand times. The site becomes
    /// visible only through the rename in `swapIn`, so a crash mid-build never shows a torn page.
    func write(_ file: SiteFile) -> Diagnostic? {
        let path = staging.appendingPathComponent(file.path).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return writeError(path: file.path, code: errno) }
        defer { close(descriptor) }
        var contents = file.contents
        let failure: Int32? = contents.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        return failure.map { writeError(path: file.path, code: $0) }
    }

    /// Writes a file into the staging folder from pieces that `produce` hands to its argument,
    /// for files too large to build as one string (a big corpus's search index).
    func write(path: String, produce: ((String) -> Void) -> Void) -> Diagnostic? {
        let url = staging.appendingPathComponent(path)
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else {
            return .error("cannot write the site: cannot create \(path); check that the folder is writable", file: output.path)
        }
        defer { try? handle.close() }
        produce { handle.write(Data($0.utf8)) }
        return nil
    }

    /// Removes the staging folder, which only this writer made.
    func discardStaging() {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Puts the staging folder where the output is. An old site is exchanged atomically and then
    /// removed (it carries the marker, so this writer made it); an empty folder someone else made
    /// is kept and filled, since it is not ours to delete.
    func swapIn() -> Diagnostic? {
        if let problem = checkOutput() { return problem }
        let fileManager = FileManager.default
        do {
            guard fileManager.fileExists(atPath: output.path) else {
                try fileManager.moveItem(at: staging, to: output)
                return nil
            }
            if try fileManager.contentsOfDirectory(atPath: output.path).isEmpty {
                for name in try fileManager.contentsOfDirectory(atPath: staging.path).sorted() {
                    try fileManager.moveItem(at: staging.appendingPathComponent(name), to: output.appendingPathComponent(name))
                }
            } else {
                try Self.exchange(staging, output)
            }
            // `staging` now holds the previous site, or nothing.
            discardStaging()
            return nil
        } catch {
            return writeError(error)
        }
    }

    private func writeError(path: String, code: Int32) -> Diagnostic {
        .error(
            "cannot write the site: cannot write \(path): \(String(cString: strerror(code))); "
                + "check that the folder is writable and the disk has room", file: output.path)
    }

    private func writeError(_ error: any Error) -> Diagnostic {
        .error("cannot write the site: \(error.localizedDescription); check that the folder is writable", file: output.path)
    }

    /// Swaps two paths in one step with Linux's `renameat2(RENAME_EXCHANGE)`, so the output is
    /// never missing; where that call is unavailable, three renames leave a gap of one instant.
    static func exchange(_ first: URL, _ second: URL) throws {
        #if os(Linux)
            typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            // glibc declares renameat2 only under _GNU_SOURCE, so Swift cannot see it; look it up instead.
            if let symbol = dlsym(nil, "renameat2") {
                let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
                let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
                if renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, exchangeFlag) == 0 { return }
            }
        #endif
        let aside = second.deletingLastPathComponent().appendingPathComponent(".\(second.lastPathComponent).panes-old-\(getpid())")
        try FileManager.default.moveItem(at: second, to: aside)
        try FileManager.default.moveItem(at: first, to: second)
        try FileManager.default.moveItem(at: aside, to: first)
    }
}
