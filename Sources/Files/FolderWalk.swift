import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Lists the files below a folder without ever leaving it: the one walk every reader of a
/// content folder uses (the index, the search cache's key, the example runner).
///
/// Hidden entries (`.git`, `.build`) are skipped. A symbolic link is followed only when it
/// resolves inside the folder; one that points outside is reported and not read, so a link
/// to `/etc/passwd` can never be published. Each real folder is entered once, so a link loop
/// (`l1 -> .`) ends. A folder that cannot be read is reported, as an unreadable file would be.
public enum FolderWalk {
    /// A file found by the walk.
    public struct File: Sendable, Equatable {
        /// The path relative to the walked folder, with `/` separators, as reached (through links).
        public var relativePath: String
        /// Its size in bytes.
        public var size: Int
        /// Its modification time, in nanoseconds since 1970 (for cache keys).
        public var modified: Int
        /// When its contents or status last changed, in nanoseconds since 1970: unlike the
        /// modification time, nobody can set it back (`touch -d` cannot), so an edit that keeps
        /// the size and restores the modification time still changes a cache key.
        public var statusChanged: Int = 0
        /// Its inode number (for cache keys): a file replaced by another with the same size and
        /// times is still a different file.
        public var inode: UInt64 = 0

        /// One line that changes whenever the file is edited, replaced, renamed or moved: what
        /// cache keys and `panes preview`'s watch compare.
        public var stamp: String { "\(relativePath)\t\(size)\t\(modified)\t\(statusChanged)\t\(inode)" }
    }

    /// Something the walk skipped, and why.
    public struct Problem: Sendable, Equatable {
        /// The entry, relative to the walked folder.
        public var relativePath: String
        /// What happened and what to do.
        public var message: String
        /// Whether the content is incomplete because of it (an unreadable folder), rather than
        /// something deliberately left out (a link that leads outside).
        public var isError: Bool
    }

    /// The files below `root` whose names `include` accepts, sorted by relative path, and the
    /// entries that were skipped.
    public static func files(below root: URL, include: @escaping (String) -> Bool) -> (files: [File], problems: [Problem]) {
        var walk = Walk(root: FolderPath.resolved(root), include: include)
        walk.visit(folder: walk.root, relative: "")
        return (walk.files.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }, walk.problems)
    }

    /// A file name's bytes with every byte that is not printable ASCII as `\xE9`, for messages
    /// about names that are not UTF-8.
    static func escapedName(_ pointer: UnsafePointer<CChar>) -> String {
        var shown = ""
        var index = 0
        while pointer[index] != 0 {
            let byte = UInt8(bitPattern: pointer[index])
            shown += byte >= 0x20 && byte < 0x7f ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
            index += 1
        }
        return shown
    }

    private struct Walk {
        let root: String
        let include: (String) -> Bool
        var files: [File] = []
        var problems: [Problem] = []
        var visitedFolders: Set<[UInt64]> = []

        init(root: String, include: @escaping (String) -> Bool) {
            self.root = root
            self.include = include
        }

        mutating func visit(folder: String, relative: String) {
            var status = stat()
            guard stat(folder, &status) == 0 else { return }
            guard visitedFolders.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { return }
            guard let directory = opendir(folder) else {
                problems.append(
                    Problem(
                        relativePath: relative.isEmpty ? "." : relative,
                        message: "cannot read the folder: \(FileError.reason(errno)); make it readable or move it out", isError: true))
                return
            }
            defer { closedir(directory) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let decoded = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { pointer -> (String?, String?) in
                        guard let name = String(validatingCString: pointer) else { return (nil, FolderWalk.escapedName(pointer)) }
                        return (name, nil)
                    }
                }
                guard let name = decoded.0 else {
                    // Read as text, such a name would lose its bytes and no longer open: say so
                    // rather than skip it (a failing example in it would never run). A file the
                    // walk would not have read anyway is left alone.
                    let shown = decoded.1 ?? ""
                    let mayHoldContent =
                        [UInt8(DT_DIR), UInt8(DT_LNK), UInt8(DT_UNKNOWN)].contains(entry.pointee.d_type) || include(shown)
                    if !shown.hasPrefix("."), mayHoldContent {
                        problems.append(
                            Problem(
                                relativePath: relative.isEmpty ? shown : relative + "/" + shown,
                                message: "the name is not UTF-8, so panes cannot read it; rename it", isError: true))
                    }
                    continue
                }
                if name.hasPrefix(".") { continue }
                names.append(name)
            }
            // Entries are looked up from the open folder, not by whole path: on a folder of ten
            // thousand files the path lookups were a tenth of a warm `panes search`.
            let folderDescriptor = dirfd(directory)
            for name in names.sorted() {
                visit(
                    entry: folder + "/" + name, in: folderDescriptor, name: name, relative: relative.isEmpty ? name : relative + "/" + name)
            }
        }

        mutating func visit(entry path: String, in folderDescriptor: Int32, name: String, relative: String) {
            var status = stat()
            guard fstatat(folderDescriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }
            var target = path
            if status.st_mode & S_IFMT == S_IFLNK {
                guard let real = realpath(path, nil) else {
                    if include(name) {
                        problems.append(
                            Problem(
                                relativePath: relative, message: "broken symbolic link (it points to nothing); fix it or remove it",
                                isError: true))
                    }
                    return
                }
                target = String(cString: real)
                free(real)
                guard target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else {
                    problems.append(
                        Problem(
                            relativePath: relative,
                            message: "symbolic link to \(target), outside the folder; it is not read (copy the file in instead)",
                            isError: false))
                    return
                }
                guard stat(target, &status) == 0 else { return }
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                visit(folder: target, relative: relative)
            case S_IFREG where include(name):
                let modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
                let changed = Int(status.st_ctim.tv_sec) * 1_000_000_000 + Int(status.st_ctim.tv_nsec)
                files.append(
                    File(
                        relativePath: relative, size: Int(status.st_size), modified: modified, statusChanged: changed,
                        inode: UInt64(status.st_ino)))
            default:
                break
            }
        }
    }
}
