import Docset
import Foundation
import GoldenSupport
import PanesCLI
import Site
import Testing

@testable import KnowledgeBase

/// Where the output is the product, each feature has a fixture: its input, and `expected/`
/// with what panes makes of it (command output, pages, the search data files, a docset's
/// entries). `PANES_UPDATE_GOLDEN=1 swift test --filter GoldenTests` rewrites `expected/` from
/// the current output (`GoldenFile`); review the diff before committing. The package doc-test
/// report's fixture is recorded here too, by `PackageTestCommandTests`, which builds the package.
@Suite struct GoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// One feature's fixture.
    struct Fixture: Sendable, CustomTestStringConvertible {
        /// The folder under `Fixtures/` that holds `expected/`.
        let name: String
        /// The content folder read.
        let content: URL
        /// The command lines whose output is recorded, by expected file name.
        let commands: [(file: String, arguments: [String])]
        /// Pages whose HTML is recorded (the rest of the site is covered by the site's own tests).
        let pages: [String]

        var expected: URL { GoldenTests.fixtures.appendingPathComponent(name + "/expected") }
        var testDescription: String { name }
    }

    /// A Markdown reference in panes' own format.
    static let notes = Fixture(
        name: "notes", content: fixtures.appendingPathComponent("notes/content"),
        commands: [
            ("index.json", ["index", "--json"]),
            ("check.txt", ["check"]),
            ("show-inspector.txt", ["show", "inspector(isPresented:content:)"]),
            ("show-inspector.json", ["show", "inspector(isPresented:content:)", "--json"]),
            ("list.txt", ["list"]),
            ("list.json", ["list", "--json"]),
            ("search-inspector-width.txt", ["search", "inspector width"]),
            ("search-inspector-width.json", ["search", "inspector width", "--json"]),
        ],
        pages: [
            "inspectors.html", "guides/setup.html", "api/inspector-ispresented-content.html", "api/index.html", "api/mentioned.html",
            "404.html",
        ])

    /// DocC catalogs with a symbol graph: the fixture `KnowledgeBaseTests/Fixtures/DocC` checks
    /// against DocC's own diagnostics (its EXPECTED.md); here is what panes makes of it.
    static let catalog = Fixture(
        name: "catalog", content: tests.appendingPathComponent("KnowledgeBaseTests/Fixtures/DocC/content"),
        commands: [
            ("check.txt", ["check"]),
            ("show-trail-init.txt", ["show", "Trail.init(name:difficulty:)"]),
            ("search-trail.txt", ["search", "trail"]),
        ],
        pages: [
            "index.html", "trailmap/trail.html", "trailmap/trail.init-name-difficulty.html", "trailmap/trail.length-in-1ntpg.html",
            "trailmap/trail.unit.html",
            "trailmap/gettingstarted.html",
            "compass-field-guide/gettingstarted.html", "trailmap/tutorials/planningahike.html",
        ])

    static let all = [notes, catalog]

    @Test(arguments: all)
    func commandOutputMatches(fixture: Fixture) throws {
        let content = fixture.content.path
        for (file, arguments) in fixture.commands {
            let (environment, captured) = CommandEnvironment.capturing(variables: ["NO_COLOR": "1", "COLUMNS": "80"])
            let code = Panes.main(arguments: arguments + ["--content", content], environment: environment)
            let output =
                "exit \(code.rawValue)\n" + captured.standardOutput
                + (captured.standardError.isEmpty ? "" : "--- stderr\n" + captured.standardError)
            let difference = try GoldenFile.difference(
                output.replacingOccurrences(of: content, with: "CONTENT"), from: fixture.expected.appendingPathComponent(file))
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    @Test(arguments: all)
    func pagesMatch(fixture: Fixture) throws {
        let base = KnowledgeBaseBuilder.build(contentFolder: fixture.content, options: .rendering)
        let rendered = Dictionary(uniqueKeysWithValues: SiteBuilder.renderedPages(of: base).map { ($0.path, $0.html) })
        for page in fixture.pages {
            let html = try #require(rendered[page], "no page \(page); pages: \(rendered.keys.sorted())")
            let difference = try GoldenFile.difference(html, from: fixture.expected.appendingPathComponent("pages/" + page))
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    /// The files the search box loads, as the build writes them: their names and their bytes.
    @Test(arguments: all)
    func searchDataFilesMatch(fixture: Fixture) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("panes-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = SiteBuilder.build(contentFolder: fixture.content, outputFolder: output)
        #expect(result.succeeded)
        let folder = output.appendingPathComponent("assets/search")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let expectedFolder = fixture.expected.appendingPathComponent("search")
        var difference = try GoldenFile.difference(
            names.joined(separator: "\n") + "\n", from: expectedFolder.appendingPathComponent("files.txt"))
        for name in names where difference == nil {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            difference = try GoldenFile.difference(text, from: expectedFolder.appendingPathComponent(name))
        }
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// A docset's search index, one `name<TAB>type<TAB>path` row per entry.
    @Test(arguments: all)
    func docsetEntriesMatch(fixture: Fixture) throws {
        let base = KnowledgeBaseBuilder.build(contentFolder: fixture.content, options: .rendering)
        let rows = DocsetEntry.entries(of: base).map { "\($0.name)\t\($0.type)\t\($0.path)\n" }.joined()
        let difference = try GoldenFile.difference(rows, from: fixture.expected.appendingPathComponent("docset-entries.tsv"))
        #expect(difference == nil, "\(difference ?? "")")
    }
}
