import Foundation
import PanesCLI
import Site
import Testing

@testable import KnowledgeBase

/// Where the output is the product (the index JSON, terminal output, HTML pages), each fixture
/// folder holds `content/` in and `expected/` out. `PANES_UPDATE_GOLDEN=1 swift test --filter
/// GoldenTests` rewrites `expected/` from the current output; review the diff before committing.
@Suite struct GoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let isUpdating = ProcessInfo.processInfo.environment["PANES_UPDATE_GOLDEN"] == "1"

    /// The command lines whose output each fixture records, by expected file name.
    static let commands: [(file: String, arguments: [String])] = [
        ("index.json", ["index", "--json"]),
        ("check.txt", ["check"]),
        ("show-inspector.txt", ["show", "inspector(isPresented:content:)"]),
        ("show-inspector.json", ["show", "inspector(isPresented:content:)", "--json"]),
        ("list.txt", ["list"]),
        ("list.json", ["list", "--json"]),
        ("search-inspector-width.txt", ["search", "inspector width"]),
        ("search-inspector-width.json", ["search", "inspector width", "--json"]),
    ]

    /// Pages whose HTML is recorded (the rest of the site is covered by the site's own tests).
    static let pages = [
        "inspectors.html", "guides/setup.html", "api/inspector-ispresented-content.html", "api/index.html", "api/mentioned.html",
        "404.html",
    ]

    @Test(arguments: ["notes"])
    func commandOutputMatches(fixture: String) throws {
        let folder = Self.fixtures.appendingPathComponent(fixture)
        let content = folder.appendingPathComponent("content").path
        for (file, arguments) in Self.commands {
            let (environment, captured) = CommandEnvironment.capturing(variables: ["NO_COLOR": "1", "COLUMNS": "80"])
            let code = Panes.main(arguments: arguments + ["--content", content], environment: environment)
            let output =
                "exit \(code.rawValue)\n" + captured.standardOutput
                + (captured.standardError.isEmpty ? "" : "--- stderr\n" + captured.standardError)
            try compare(output.replacingOccurrences(of: content, with: "CONTENT"), with: folder.appendingPathComponent("expected/" + file))
        }
    }

    @Test(arguments: ["notes"])
    func pagesMatch(fixture: String) throws {
        let folder = Self.fixtures.appendingPathComponent(fixture)
        let base = KnowledgeBaseBuilder.build(contentFolder: folder.appendingPathComponent("content"), options: .rendering)
        let rendered = Dictionary(uniqueKeysWithValues: SiteBuilder.renderedPages(of: base).map { ($0.path, $0.html) })
        for page in Self.pages {
            let html = try #require(rendered[page], "no page \(page); pages: \(rendered.keys.sorted())")
            try compare(html, with: folder.appendingPathComponent("expected/pages/" + page))
        }
    }

    private func compare(_ actual: String, with expectedFile: URL) throws {
        if Self.isUpdating {
            try FileManager.default.createDirectory(at: expectedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: expectedFile)
            return
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        #expect(
            actual == expected,
            "\(expectedFile.lastPathComponent) differs; run PANES_UPDATE_GOLDEN=1 swift test --filter GoldenTests and review the diff\n\(firstDifference(actual, expected))"
        )
    }

    /// The first line where the two texts differ, for a message a person can read.
    private func firstDifference(_ actual: String, _ expected: String) -> String {
        let (a, e) = (
            actual.split(separator: "\n", omittingEmptySubsequences: false),
            expected.split(separator: "\n", omittingEmptySubsequences: false)
        )
        for index in 0..<max(a.count, e.count) where index >= a.count || index >= e.count || a[index] != e[index] {
            return
                "line \(index + 1):\n  got:      \(index < a.count ? String(a[index]) : "<end>")\n  expected: \(index < e.count ? String(e[index]) : "<end>")"
        }
        return ""
    }
}
