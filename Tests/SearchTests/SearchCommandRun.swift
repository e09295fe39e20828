import Foundation
import PanesCLI

/// What one `panes` invocation printed and how it ended, with the environment it ran in.
struct SearchCommandRun {
    /// The exit code.
    var exitCode: ExitCode
    /// Standard output.
    var output: String
    /// Standard error.
    var errors: String

    /// Runs `panes` with `arguments` on the built-in content (the cache disabled by an empty `HOME`).
    init(_ arguments: [String], isTerminal: Bool = false, variables: [String: String] = [:]) {
        let output = Collected()
        let errors = Collected()
        let environment = CommandEnvironment(
            standardOutput: output.append, standardError: errors.append, isTerminal: isTerminal, variables: variables)
        exitCode = Panes.main(arguments: arguments + ["--content", TestContent.folder.path], environment: environment)
        self.output = output.text
        self.errors = errors.text
    }
}

/// Text written from any thread.
private final class Collected: @unchecked Sendable {
    private var parts: [String] = []
    private let lock = NSLock()

    func append(_ text: String) {
        lock.lock()
        parts.append(text)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return parts.joined()
    }
}
