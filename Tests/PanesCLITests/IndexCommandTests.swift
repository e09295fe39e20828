import Foundation
import Testing

@testable import PanesCLI

/// `panes index --json`: the index as JSON on standard output, diagnostics on standard error.
struct IndexCommandTests {
    private func parse(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func printsTheIndexWithItsKeys() throws {
        let folder = try ContentFolder.clean()
        let run = CommandRun(["index", "--content", folder.url.path, "--json"])
        #expect(run.exitCode == .success)
        #expect(run.errors.isEmpty)
        let index = try parse(run.output)
        for key in ["apis", "articles", "examples", "diagnostics"] {
            #expect(index.keys.contains(key), "missing \(key)")
        }
        let apis = try #require(index["apis"] as? [[String: Any]])
        #expect(apis.map { $0["id"] as? String } == ["NavigationStack"])
        let api = try #require(apis.first)
        for key in ["id", "name", "kind", "aliases", "summary", "declaration", "availability", "source", "mentionedIn", "examples"] {
            #expect(api.keys.contains(key), "API lacks \(key)")
        }
        #expect((api["mentionedIn"] as? [[String: Any]])?.first?["file"] as? String == "guides/drill-down.md")
        let examples = try #require(index["examples"] as? [[String: Any]])
        #expect(examples.first?["id"] as? String == "stacks.md:12")
        #expect(examples.first?["runnable"] as? Bool == true)
        #expect((index["articles"] as? [Any])?.count == 2)
    }

    @Test func errorsStillPrintTheIndexAndExitOne() throws {
        let folder = try ContentFolder.withProblems()
        let run = CommandRun(["index", "--content", folder.url.path, "--json", "--warnings-as-errors"])
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("broken.md:9:10: error:"))
        let diagnostics = try #require(try parse(run.output)["diagnostics"] as? [Any])
        #expect(diagnostics.count == 2)
    }

    @Test func withoutJSONItIsAUsageError() throws {
        let folder = try ContentFolder.clean()
        let run = CommandRun(["index", "--content", folder.url.path])
        #expect(run.exitCode == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("--json"))
    }

    @Test func aMissingContentFolderIsNamedOnStandardError() throws {
        let path = "/nonexistent/panes-\(UUID().uuidString)"
        let run = CommandRun(["index", "--json", "--content", path])
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains(path + ": error: content folder not found"))
        // Nothing on standard output: a script reading the JSON gets no half-truth.
        #expect(run.output.isEmpty)
    }

    @Test func theSameContentPrintsTheSameBytes() throws {
        let folder = try ContentFolder.clean()
        let first = CommandRun(["index", "--json", "--content", folder.url.path])
        let second = CommandRun(["index", "--json", "--content", folder.url.path])
        #expect(first.output == second.output)
    }
}
