import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process groups and temporary folders a run has open right now, so that an interrupted
/// `panes test` (Ctrl-C, SIGTERM) can kill every example it started and remove every folder.
///
/// This is the one shared mutable thing in the runner, on purpose: what it tracks are
/// operating-system resources of the whole process, and a signal can arrive at any moment.
final class ProcessGroupRegistry: @unchecked Sendable {
    /// The registry of this process.
    static let shared = ProcessGroupRegistry()

    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var folders: Set<String> = []
    private var signalSources: [DispatchSourceSignal] = []

    /// Notes a running process group (its leader's pid).
    func register(_ group: pid_t) { locked { groups.insert(group) } }
    /// Forgets a process group that has ended.
    func unregister(_ group: pid_t) { locked { groups.remove(group) } }
    /// Notes a temporary folder to remove if the run is interrupted.
    func register(folder: URL) { locked { folders.insert(folder.path) } }
    /// Forgets a folder that the run removed itself.
    func unregister(folder: URL) { locked { folders.remove(folder.path) } }

    /// On SIGINT, SIGTERM or SIGHUP: kill every registered group, remove every registered folder,
    /// then exit with 128 + the signal number, as a shell reports an interrupted command.
    ///
    /// Only the command-line tool calls this; a test process keeps its own signal handling.
    func cleanUpOnTerminationSignals() {
        locked {
            guard signalSources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                // Ignored at the process level, so that the dispatch source (not the default
                // action) handles it, on a queue where removing folders is safe.
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [weak self] in
                    self?.terminate(signal: signalNumber)
                }
                source.resume()
                signalSources.append(source)
            }
        }
    }

    /// Holds the lock to the end: a worker thread that sees its example die (killed here) blocks
    /// on its next call into the registry, so it can neither report a result nor exit first.
    private func terminate(signal signalNumber: Int32) -> Never {
        lock.lock()
        for group in groups { kill(-group, SIGKILL) }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        exit(128 + signalNumber)
    }

    @discardableResult private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
