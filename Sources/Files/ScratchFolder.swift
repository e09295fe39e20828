import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Private temporary folders named `<prefix>-<pid>-<random>`: unique under any concurrency
/// (`mkdtemp`), readable only by their owner, and recognisable later as abandoned when the
/// process that made them is gone (after `kill -9` or a crash).
///
/// Each folder holds a lock file that its maker keeps locked (`flock`) while it lives. The
/// kernel drops the lock when that process dies, however it dies, so "abandoned" means "its
/// lock can be taken", which holds across PID namespaces sharing one `/tmp` (two containers of
/// a pod), where a process id says nothing about the other side.
public enum ScratchFolder {
    /// The lock file inside every scratch folder.
    static let lockName = ".panes-lock"

    /// The open lock of each folder this process made, by path.
    private static let locks = Locks()

    /// Creates a new, empty folder inside `parent` (created if missing), locked for as long as
    /// this process lives or until `remove(_:)`. `advice` ends the error message, if any (what
    /// the user can do: which variable or option names the place).
    public static func make(in parent: URL, prefix: String, advice: String = "") throws(FileError) -> URL {
        try ensureFolder(parent, advice: advice)
        var template = Array(parent.appendingPathComponent("\(prefix)-\(getpid())-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FileError(path: parent.path, message: "cannot create a folder in \(parent.path): \(FileError.reason(errno))" + advice)
        }
        let folder = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        let descriptor = open(folder.appendingPathComponent(lockName).path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        if descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 { locks.insert(descriptor, for: folder.path) }
        return folder
    }

    /// Takes the lock file out of a folder `make` made and lets go of the lock, for a folder
    /// about to be published under another name (a staged site), where it must not show.
    public static func release(_ folder: URL) {
        unlink(folder.appendingPathComponent(lockName).path)
        locks.close(folder.path)
    }

    /// Removes a folder `make` made, and lets go of its lock.
    public static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
        locks.close(folder.path)
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

    /// Removes the `<prefix>-…` entries of `parent` that nobody holds any more: their lock can
    /// be taken (a folder from before locks, without one, goes by its process id).
    public static func removeAbandoned(in parent: URL, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix + "-") {
            let folder = parent.appendingPathComponent(name)
            guard isAbandoned(folder, name: name, prefix: prefix) else { continue }
            FolderRemoval.remove(folder)
        }
    }

    /// Whether nobody holds `folder`: its lock is free, or (with no lock file) the process its
    /// name records is gone.
    static func isAbandoned(_ folder: URL, name: String, prefix: String) -> Bool {
        guard !locks.contains(folder.path) else { return false }
        let descriptor = open(folder.appendingPathComponent(lockName).path, O_RDWR | O_CLOEXEC)
        if descriptor >= 0 {
            defer { close(descriptor) }
            // Taken only when no process holds it; closing lets it go again at once.
            return flock(descriptor, LOCK_EX | LOCK_NB) == 0
        }
        let rest = name.dropFirst(prefix.count + 1)
        guard let processID = rest.split(separator: "-").first.flatMap({ pid_t($0) }) else { return false }
        return !isRunning(processID)
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

    /// The descriptors of this process's locks.
    private final class Locks: @unchecked Sendable {
        private var descriptors: [String: Int32] = [:]
        private let lock = NSLock()

        func insert(_ descriptor: Int32, for path: String) { lock.withLock { descriptors[path] = descriptor } }
        func contains(_ path: String) -> Bool { lock.withLock { descriptors[path] != nil } }
        func close(_ path: String) {
            guard let descriptor = lock.withLock({ descriptors.removeValue(forKey: path) }) else { return }
            _ = Glibc.close(descriptor)
        }
    }
}
