import Foundation
import KnowledgeBase
import Testing

@testable import PanesCLI

/// `panes check`: exit codes and what it reports.
struct CheckCommandTests {
    @Test func cleanContentExitsZero() throws {
        let folder = try ContentFolder.clean()
        let run = CommandRun(["check", "--content", folder.url.path])
        #expect(run.exitCode == .success)
        #expect(run.output == "0 errors, 0 warnings\n")
    }

    /// DocC grades an unresolved link a warning, and so does panes: the check passes.
    @Test func problemsAreWarningsListedWithTheirLocation() throws {
        let folder = try ContentFolder.withProblems()
        let run = CommandRun(["check", "--content", folder.url.path])
        #expect(run.exitCode == .success)
        #expect(run.output.contains("broken.md:9:10: warning: unresolved link ``NotAnAPIAnywhere``"))
        #expect(run.output.contains("broken.md:3: warning: See also names `Nowhere`"))
        #expect(run.output.hasSuffix("0 errors, 2 warnings\n"))
    }

    @Test func warningsAsErrorsFailsOnAnyWarning() throws {
        let folder = try ContentFolder.withProblems()
        let run = CommandRun(["check", "--content", folder.url.path, "--warnings-as-errors"])
        #expect(run.exitCode == .failure)
        #expect(run.output.contains("broken.md:9:10: error: unresolved link ``NotAnAPIAnywhere``"))
        #expect(run.output.hasSuffix("2 errors, 0 warnings\n"))
    }

    @Test func warningsAloneDoNotFail() throws {
        let folder = try ContentFolder(["a.md": "# A\n\n## `NavigationStack`\n\nA stack.\n\n- See also: `Nowhere`\n"])
        let run = CommandRun(["check", "--content", folder.url.path])
        #expect(run.exitCode == .success)
        #expect(run.output.hasSuffix("0 errors, 1 warning\n"))
    }

    @Test func jsonListsTheDiagnostics() throws {
        let folder = try ContentFolder.withProblems()
        let run = CommandRun(["check", "--content=" + folder.url.path, "--json"])
        #expect(run.exitCode == .success)
        let diagnostics = try JSONDecoder().decode([Diagnostic].self, from: Data(run.output.utf8))
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics.map(\.file) == ["broken.md", "broken.md"])
        #expect(diagnostics.last.map { [$0.line, $0.column] } == [9, 10])
    }

    @Test func aMissingContentFolderIsNamed() {
        let path = "/nonexistent/panes-\(UUID().uuidString)"
        let run = CommandRun(["check", "--content", path])
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains(path + ": error: content folder not found"))
    }

    @Test func anEmptyContentFolderFails() throws {
        let folder = try ContentFolder([:])
        let run = CommandRun(["check", "--content", folder.url.path])
        #expect(run.exitCode == .failure)
        #expect(run.output.contains(folder.url.path + ": error: no Markdown files"))
    }
}

/// A folder that cannot be read is named by every command, not taken for an empty search.
@Suite struct UnreadableContentTests {
    @Test(arguments: [
        ["search", "x"], ["show", "x"], ["list"], ["check"], ["index", "--json"], ["test"], ["build", "--out", "/tmp/panes-never"],
    ])
    func aMissingFolderIsNamed(command: [String]) {
        let run = CommandRun(command + ["--content", "/nonexistent/panes-folder"])
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("/nonexistent/panes-folder: error: content folder not found"))
    }

    @Test func aFileIsNotAFolder() {
        let run = CommandRun(["list", "--content", "/dev/null"])
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("/dev/null: error: not a folder"))
    }

    @Test func aFolderWithoutMarkdownSaysSo() throws {
        let folder = try ContentFolder(["notes.txt": "text"])
        for command in [["search", "x"], ["show", "x"], ["list"]] {
            let run = CommandRun(command + ["--content", folder.url.path])
            #expect(run.exitCode == .failure)
            #expect(run.errors.contains("no Markdown files (*.md) found"), "\(command)")
        }
    }
}
