import Foundation
import PanesCLI

/// What one `panes` invocation printed and how it ended, captured through an injected environment.
struct CommandRun {
    /// The exit code.
    var exitCode: ExitCode
    /// Everything written to standard output.
    var output: String
    /// Everything written to standard error.
    var errors: String

    /// Runs `panes` with `arguments`, as if typed after the program name, off a terminal, with
    /// `variables` as its whole environment (pass the process's to reach the toolchain).
    init(_ arguments: [String], variables: [String: String] = [:]) {
        let (environment, captured) = CommandEnvironment.capturing(variables: variables.merging(["NO_COLOR": "1"]) { $1 })
        exitCode = Panes.main(arguments: arguments, environment: environment)
        output = captured.standardOutput
        errors = captured.standardError
    }
}

/// A content folder under the temporary directory, removed when the test is done with it.
final class ContentFolder {
    /// The folder.
    let url: URL

    /// Creates a folder holding `files` (relative path → text).
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("panes-cli-tests-" + UUID().uuidString)
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A clean reference: one entry, one runnable example, one mention.
    static func clean() throws -> ContentFolder {
        try ContentFolder([
            "stacks.md": """
            # Stacks

            Navigation stacks push views.

            ## `NavigationStack`

            A stack of views.

            - Kind: type
            - Availability: iOS 16.0, macOS 13.0

            ```swift runnable
            #expect(1 + 1 == 2)
            ```
            """,
            "guides/drill-down.md": """
            # Drilling down

            Push with a ``NavigationStack``.
            """,
        ])
    }

    /// A reference with one error (an unresolved demanded link) and one warning (a see-also miss).
    static func withProblems() throws -> ContentFolder {
        try ContentFolder([
            "broken.md": """
            # Broken

            ## `NavigationStack`

            A stack.

            - See also: `Nowhere`

            Links to ``NotAnAPIAnywhere``.
            """
        ])
    }
}
