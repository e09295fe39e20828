import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder panes publishes (a site, a docset) so that readers only ever see the old one or the
/// new one, complete, and so that nothing in it that panes did not write is ever lost.
///
/// Files go into a staging folder beside the output (same file system), which then takes the
/// output's place in one step: a `rename` onto a missing or empty folder, or an atomic exchange
/// with the previous one. A folder is only replaced when it is empty or carries panes' marker,
/// which lists every file the build wrote. Anything else in the previous folder (`.git` and
/// `CNAME` after the site was copied into a GitHub Pages clone, someone's notes) is carried into
/// the new one before the exchange; a file system mounted inside it, which cannot be carried,
/// stops the build before anything changes. The previous folder is then removed without ever
/// crossing onto another device.
public struct StagedFolder: Sendable {
    /// The output as the user named it (for messages).
    public let output: URL
    /// Where the folder really lives: the output with symbolic links resolved, so a link named
    /// as the output keeps pointing at the new folder.
    public let target: URL
    /// The marker file's name (`.panes-site`).
    public let markerName: String
    /// The marker's first line, for a person who finds it.
    public let markerHeader: String
    /// The staging folder, once `prepare` made it.
    public private(set) var staging: URL?

    /// Staging folders are named `.panes-staging-<pid>-<random>`: short whatever the output's
    /// name (a 240-byte output name plus a suffix would pass the 255 bytes a name may have).
    static let stagingPrefix = ".panes-staging"

    /// A folder to publish at `output`, marked with `markerName`.
    public init(output: URL, markerName: String, markerHeader: String) {
        self.output = output
        self.target = URL(fileURLWithPath: FolderPath.resolved(output), isDirectory: true)
        self.markerName = markerName
        self.markerHeader = markerHeader
    }

    /// Why the target may not be replaced, if it may not: a file, a mount point, a folder with
    /// files and no marker, or one with a file system mounted inside it.
    public func problem(what: String, option: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return "the output path is a file, not a folder; pass another path with \(option)" }
        if FolderPath.isMountPoint(target) {
            return
                "the output folder is a mount point, which cannot be replaced in one step; build into a folder inside it (\(option) \(output.path)/\(what))"
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        guard contents.isEmpty || contents.contains(markerName) else {
            return "the output folder is not empty and was not written by panes (no \(markerName) file); "
                + "choose an empty or new folder with \(option), or move its files away"
        }
        let mounts = FolderRemoval.mountPoints(below: target)
        if let first = mounts.first {
            return "the output folder holds a mounted file system (\(first)), which a build can neither replace nor carry over; "
                + "unmount it, or build elsewhere with \(option)"
        }
        return nil
    }

    /// Removes staging folders that earlier, killed builds left beside the output, then creates
    /// an empty staging folder, readable by everyone (it is for reading).
    public mutating func prepare() throws(FileError) -> URL {
        let parent = target.deletingLastPathComponent()
        ScratchFolder.removeAbandoned(in: parent, prefix: Self.stagingPrefix)
        let made = try ScratchFolder.make(in: parent, prefix: Self.stagingPrefix, advice: "; check that the folder is writable")
        chmod(made.path, 0o755)
        staging = made
        return made
    }

    /// Removes the staging folder, which only this build made.
    public func discard() {
        if let staging { ScratchFolder.remove(staging) }
    }

    /// What came of `swapIn`: an error (nothing changed), and warnings (it did change).
    public struct Outcome: Sendable, Equatable {
        /// Why the folder was not put in place; nil when it was.
        public var error: String?
        /// What the exchange left that the reader should know of (a folder that stayed behind).
        public var warnings: [String] = []
    }

    /// Writes the marker (listing every file of the staging folder), carries over what panes did
    /// not write from the previous folder, puts the staging folder in the target's place in one
    /// step, and removes the previous folder.
    public func swapIn(what: String, option: String) -> Outcome {
        guard let staging else { return Outcome(error: "cannot write the \(what): no staging folder") }
        if let problem = problem(what: what, option: option) { return Outcome(error: problem) }
        let written = Self.files(below: staging)
        do {
            try FileWriter.write(
                markerHeader + "\n" + written.map { $0 + "\n" }.joined(), to: staging.appendingPathComponent(markerName).path,
                displayPath: markerName)
            try ScratchFolder.ensureFolder(target.deletingLastPathComponent())
        } catch {
            return Outcome(error: "cannot write the \(what): \(error.message)")
        }
        if let problem = carryOver(into: staging, written: Set(written)) { return Outcome(error: problem) }
        ScratchFolder.release(staging)
        // Onto a missing folder or an empty one, a rename is the whole swap.
        if rename(staging.path, target.path) == 0 { return Outcome() }
        guard errno == ENOTEMPTY || errno == EEXIST else {
            return Outcome(error: "cannot put the \(what) in place: \(FileError.reason(errno)); the previous \(what) is unchanged")
        }
        if FolderPath.exchange(staging.path, target.path) {
            return Outcome(warnings: removePrevious(at: staging, what: what))  // it now holds the previous folder
        }
        // No atomic exchange on this file system: move the old folder aside first, so the output
        // is briefly missing but never a mix of two builds.
        let aside = URL(fileURLWithPath: staging.path + ".previous")
        guard rename(target.path, aside.path) == 0 else {
            return Outcome(error: "cannot put the \(what) in place: \(FileError.reason(errno)); the previous \(what) is unchanged")
        }
        guard rename(staging.path, target.path) == 0 else {
            let reason = FileError.reason(errno)
            _ = rename(aside.path, target.path)
            return Outcome(error: "cannot put the \(what) in place: \(reason); the previous \(what) is unchanged")
        }
        return Outcome(warnings: removePrevious(at: aside, what: what))
    }

    /// The files the previous build wrote, as its marker lists them; empty when there is no
    /// previous folder or its marker has no list.
    public func previousFiles() -> [String] {
        let marker = (try? String(contentsOf: target.appendingPathComponent(markerName), encoding: .utf8)) ?? ""
        // panes writes no hidden file but its own `.panes-…` markers (a docset holds a site's): a
        // listed `.git/HEAD` (a marker edited by hand) is the reader's all the same.
        return marker.split(separator: "\n").dropFirst().map(String.init).filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") && !$0.hasPrefix(".panes-") }
        }
    }

    /// Moves every entry of the previous folder that panes did not write into the same place in
    /// `staging`: the previous marker's list says what panes wrote. An old marker without a list
    /// said that each build replaces all of the folder, so nothing in such a folder is carried
    /// over; nor is the previous marker, which the new one replaces. An entry the new build
    /// writes too stops the build: the reader's file or panes' page, one would be lost.
    private func carryOver(into staging: URL, written: Set<String>) -> String? {
        let previous = previousFiles()
        guard FileManager.default.fileExists(atPath: target.path), !previous.isEmpty else { return nil }
        let foreign = Self.foreignEntries(below: target, panes: Set(previous + [markerName]))
        for path in foreign where written.contains(path) {
            return
                "the output folder holds \(path), which panes did not write and this build would replace; move it away, or build elsewhere and copy"
        }
        var moved: [String] = []
        for path in foreign {
            if let problem = carry(path, into: staging, moved: &moved) {
                // Put back what was carried already: the staging folder is about to be discarded.
                for path in moved.reversed() {
                    _ = rename(staging.appendingPathComponent(path).path, target.appendingPathComponent(path).path)
                }
                return problem
            }
        }
        return nil
    }

    /// Moves the reader's entry `path` into the same place in `staging`, adding it to `moved`. A
    /// folder of theirs that the new build also writes into (their `guides/` beside the build's
    /// `guides/g.html`) is carried entry by entry; a file of theirs where the build wrote one
    /// stops the build.
    private func carry(_ path: String, into staging: URL, moved: inout [String]) -> String? {
        let source = target.appendingPathComponent(path).path
        let destination = staging.appendingPathComponent(path).path
        try? ScratchFolder.ensureFolder(URL(fileURLWithPath: destination).deletingLastPathComponent())
        var status = stat()
        if lstat(destination, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR, Self.isFolder(source) else {
                return
                    "the output folder holds \(path), which panes did not write and this build would replace; move it away, or build elsewhere and copy"
            }
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []).sorted() {
                if let problem = carry(path + "/" + name, into: staging, moved: &moved) { return problem }
            }
            return nil
        }
        guard rename(source, destination) == 0 else {
            return "cannot carry \(path) over into the new folder: \(FileError.reason(errno)); nothing was changed"
        }
        moved.append(path)
        return nil
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The entries below `folder` that are not panes': the files not in `listed` (and a folder
    /// none of whose files are listed, whole).
    static func foreignEntries(below folder: URL, panes listed: Set<String>) -> [String] {
        let listedFolders = Set(
            listed.flatMap { path in
                let parts = path.split(separator: "/")
                return (1..<max(parts.count, 1)).map { parts.prefix($0).joined(separator: "/") }
            })
        var foreign: [String] = []
        func visit(_ relative: String) {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard !listed.contains(child) else { continue }
                var status = stat()
                let isFolder = lstat(folder.path + "/" + child, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
                if isFolder, listedFolders.contains(child) { visit(child) } else { foreign.append(child) }
            }
        }
        visit("")
        return foreign.filter { !$0.hasSuffix(".panes-lock") }
    }

    /// Every file below `folder`, relative to it, sorted.
    static func files(below folder: URL) -> [String] {
        let root = folder.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var status = stat()
            guard lstat(root + "/" + path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { continue }
            if path != ScratchFolder.lockName { files.append(path) }
        }
        return files.sorted()
    }

    /// Removes the previous folder; what cannot be removed is a warning that names it.
    private func removePrevious(at folder: URL, what: String) -> [String] {
        let left = FolderRemoval.remove(folder)
        if let staging { ScratchFolder.remove(staging) }
        guard !left.isEmpty else { return [] }
        return [
            "the previous \(what) could not be removed entirely (\(left.count) path\(left.count == 1 ? "" : "s"), first \(left[0])); remove \(folder.path) by hand"
        ]
    }
}
