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

    /// Runs `panes` with `arguments` on the test content; with no `HOME` or `XDG_CACHE_HOME` in
    /// `variables`, nothing is cached.
    init(_ arguments: [String], isTerminal: Bool = false, variables: [String: String] = [:]) {
        let (environment, captured) = CommandEnvironment.capturing(isTerminal: isTerminal, variables: variables)
        exitCode = Panes.main(arguments: arguments + ["--content", TestContent.folder.path], environment: environment)
        output = captured.standardOutput
        errors = captured.standardError
    }
}
