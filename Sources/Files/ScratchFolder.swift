import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Private temporary folders named `<prefix>-<pid>-<random>`: unique under any concurrency
/// (`mkdtemp`), readable only by their owner, and recognisable later as abandoned when the
/// process that made them is gone (after `kill -9` or a crash).
public enum ScratchFolder {
    /// Creates a new, empty folder inside `parent` (created if missing). `advice` ends the error
    /// message, if any (what the user can do: which variable or option names the place).
    public static func make(in parent: URL, prefix: String, advice: String = "") throws(FileError) -> URL {
        try ensureFolder(parent, advice: advice)
        var template = Array(parent.appendingPathComponent("\(prefix)-\(getpid())-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FileError(path: parent.path, message: "cannot create a folder in \(parent.path): \(FileError.reason(errno))" + advice)
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// Creates `folder` and its parents when missing, with an error that names the path and
    /// the operating system's reason ("Not a directory", "Permission denied").
    public static func ensureFolder(_ folder: URL, advice: String = "") throws(FileError) {
        var path = ""
        for component in folder.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) == 0 || errno == EEXIST {
                var status = stat()
                if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
                throw FileError(
                    path: folder.path, message: "cannot create the folder \(folder.path): \(path) is a file, not a folder" + advice)
            }
            throw FileError(path: folder.path, message: "cannot create the folder \(folder.path): \(FileError.reason(errno))" + advice)
        }
    }

    /// Removes the `<prefix>-<pid>-…` entries of `parent` whose process no longer runs.
    public static func removeAbandoned(in parent: URL, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix + "-") {
            let rest = name.dropFirst(prefix.count + 1)
            guard let processID = rest.split(separator: "-").first.flatMap({ pid_t($0) }), !isRunning(processID) else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// Whether a process with this id runs (it may belong to someone else: it still counts).
    /// A zombie, dead but not yet reaped (common in containers whose init does not reap), does not.
    public static func isRunning(_ processID: pid_t) -> Bool {
        guard kill(processID, 0) == 0 || errno == EPERM else { return false }
        let status = (try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8)) ?? ""
        // The state follows the parenthesised command name: `1234 (name) Z …`.
        guard let close = status.lastIndex(of: ")") else { return true }
        return !status[close...].hasPrefix(") Z")
    }
}
