import Foundation
import KnowledgeBase

/// Writes a site so that readers never see half of it: everything goes into a temporary folder
/// beside the output, which then replaces the output with a rename. A folder is only ever
/// replaced when it carries the marker file this writer leaves, or when it is empty.
struct SiteWriter {
    /// The file that marks a folder as written by `panes build`.
    static let markerName = ".panes-site"
    static let markerText = "This folder is written by `panes build`; each build replaces all of it.\n"

    /// The folder the site ends up in.
    let output: URL

    private var fileManager: FileManager { .default }

    /// An error when the output exists but is not a site this writer may replace.
    func checkOutput() -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else {
            return .error("the output path is a file, not a folder; pass another path with --out DIR", file: output.path)
        }
        let contents = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
        if contents.isEmpty || contents.contains(Self.markerName) { return nil }
        return .error(
            "the output folder is not empty and was not written by panes build (no \(Self.markerName) file); "
                + "choose an empty or new folder with --out DIR, or move its files away", file: output.path)
    }

    /// Writes `files` into a temporary folder next to the output, then swaps it in.
    func write(_ files: [SiteFile]) -> Diagnostic? {
        if let problem = checkOutput() { return problem }
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).panes-build-\(getpid())")
        do {
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            try writeFiles(files + [SiteFile(path: Self.markerName, contents: Self.markerText)], into: staging)
            try swapIn(staging)
            return nil
        } catch {
            try? fileManager.removeItem(at: staging)
            return .error("cannot write the site: \(error.localizedDescription); check that the folder is writable", file: output.path)
        }
    }

    /// Creates folders first (in order), then writes the files on every core.
    private func writeFiles(_ files: [SiteFile], into root: URL) throws {
        let folders = Set(files.map { ($0.path as NSString).deletingLastPathComponent }.filter { !$0.isEmpty }).sorted()
        for folder in folders {
            try fileManager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let failures = ParallelMap.map(files) { file -> String? in
            let url = root.appendingPathComponent(file.path)
            do {
                try Data(file.contents.utf8).write(to: url)
                return nil
            } catch {
                return "\(file.path): \(error.localizedDescription)"
            }
        }
        if let failure = failures.compactMap({ $0 }).first {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: failure])
        }
    }

    /// Puts `staging` where the output is. An old site is exchanged atomically and then removed
    /// (it carries the marker, so this writer made it); an empty folder someone else made is kept
    /// and filled, since it is not ours to delete.
    private func swapIn(_ staging: URL) throws {
        guard fileManager.fileExists(atPath: output.path) else {
            try fileManager.moveItem(at: staging, to: output)
            return
        }
        let contents = try fileManager.contentsOfDirectory(atPath: output.path)
        if contents.isEmpty {
            for name in try fileManager.contentsOfDirectory(atPath: staging.path).sorted() {
                try fileManager.moveItem(at: staging.appendingPathComponent(name), to: output.appendingPathComponent(name))
            }
            try fileManager.removeItem(at: staging)
            return
        }
        try Self.exchange(staging, output)
        // `staging` now holds the previous site.
        try fileManager.removeItem(at: staging)
    }

    /// Swaps two paths in one step with Linux's `renameat2(RENAME_EXCHANGE)`, so the output is
    /// never missing; where that call is unavailable, two renames leave a gap of one instant.
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
