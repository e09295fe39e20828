import Foundation
import PanesCLI
import Search

/// What one `panes` invocation printed and how it ended, with the environment it ran in.
struct SearchCommandRun {
    /// The exit code.
    var exitCode: ExitCode
    /// Standard output.
    var output: String
    /// Standard error.
    var errors: String

    /// Runs `panes` with `arguments` on `content` (the test content by default); with no `HOME`
    /// or `XDG_CACHE_HOME` in `variables`, nothing is cached.
    init(_ arguments: [String], content: URL = TestContent.folder, isTerminal: Bool = false, variables: [String: String] = [:]) {
        let (environment, captured) = CommandEnvironment.capturing(isTerminal: isTerminal, variables: variables)
        exitCode = Panes.main(arguments: arguments + ["--content", content.path], environment: environment)
        output = captured.standardOutput
        errors = captured.standardError
    }

    /// The hits `panes search QUERY --json` printed.
    var hits: [SearchHit] {
        (try? JSONDecoder().decode([SearchHit].self, from: Data(output.utf8))) ?? []
    }
}

/// A content folder of a few files (relative path → text) under the temporary directory,
/// removed when the test is done with it.
final class ContentFolder {
    /// The folder.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("panes-search-tests-\(UUID().uuidString)")

    init(_ files: [String: String]) throws {
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
