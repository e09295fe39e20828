import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Private temporary folders named `<prefix>-<pid>-<random>`: unique under any concurrency
/// (`mkdtemp`), readable only by their owner, and recognisable later as abandoned when the
/// process that made them is gone (after `kill -9` or a crash).
enum ScratchFolder {
    /// Creates a new, empty folder inside `parent` (created if missing).
    static func make(in parent: URL, prefix: String) throws -> URL {
        try ensureFolder(parent)
        var template = Array(parent.appendingPathComponent("\(prefix)-\(getpid())-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ExampleRunnerError(
                "cannot create a folder in \(parent.path): \(String(cString: strerror(errno))); point TMPDIR or XDG_CACHE_HOME at a writable folder"
            )
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// Creates `folder` and its parents when missing, with an error that names the path and
    /// the operating system's reason ("Not a directory", "Permission denied") and says what to do.
    static func ensureFolder(_ folder: URL) throws {
        var path = ""
        for component in folder.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) == 0 || errno == EEXIST {
                var status = stat()
                if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
                throw ExampleRunnerError(
                    "cannot create the folder \(folder.path): \(path) is a file, not a folder; point TMPDIR or XDG_CACHE_HOME at a writable folder"
                )
            }
            throw ExampleRunnerError(
                "cannot create the folder \(folder.path): \(String(cString: strerror(errno))); point TMPDIR or XDG_CACHE_HOME at a writable folder"
            )
        }
    }

    /// Removes the `<prefix>-<pid>-…` entries of `parent` whose process no longer runs.
    static func removeAbandoned(in parent: URL, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix + "-") {
            let rest = name.dropFirst(prefix.count + 1)
            guard let processID = rest.split(separator: "-").first.flatMap({ pid_t($0) }), !isRunning(processID) else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// Whether a process with this id runs (it may belong to someone else: it still counts).
    /// A zombie, dead but not yet reaped (common in containers whose init does not reap), does not.
    static func isRunning(_ processID: pid_t) -> Bool {
        guard kill(processID, 0) == 0 || errno == EPERM else { return false }
        let status = (try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8)) ?? ""
        // The state follows the parenthesised command name: `1234 (name) Z …`.
        guard let close = status.lastIndex(of: ")") else { return true }
        return !status[close...].hasPrefix(") Z")
    }
}
