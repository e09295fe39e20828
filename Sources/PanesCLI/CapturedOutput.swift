import Foundation

/// What a command wrote, kept in memory: for tests, and for programs that run `panes` in-process.
public final class CapturedOutput: @unchecked Sendable {
    private var output: [String] = []
    private var errors: [String] = []
    // Commands may write from worker threads (site pages render in parallel).
    private let lock = NSLock()

    /// Everything written to standard output.
    public var standardOutput: String { locked { output.joined() } }
    /// Everything written to standard error.
    public var standardError: String { locked { errors.joined() } }

    fileprivate func appendOutput(_ text: String) { locked { output.append(text) } }
    fileprivate func appendError(_ text: String) { locked { errors.append(text) } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

extension CommandEnvironment {
    /// An environment whose output goes to a `CapturedOutput` instead of the process's streams.
    public static func capturing(isTerminal: Bool = false, variables: [String: String] = [:]) -> (CommandEnvironment, CapturedOutput) {
        let captured = CapturedOutput()
        let environment = CommandEnvironment(
            standardOutput: captured.appendOutput, standardError: captured.appendError, isTerminal: isTerminal, variables: variables)
        return (environment, captured)
    }
}
