import Foundation
import KnowledgeBase
import Testing

@testable import Docset
@testable import Site

/// The docset: its folder, `Info.plist` and search index, checked with the sqlite3 command line
/// tool running the query Zeal runs (`name LIKE '%query%'`).
@Suite struct DocsetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("KnowledgeBaseTests/Fixtures/DocC/content")

    private func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-docset-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The fixture's Trailmap catalog alone (with its package's snippets), as a content folder.
    private func trailmapContent() throws -> URL {
        let folder = temporaryFolder().appendingPathComponent("trailmap")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Trailmap.docc", "Snippets"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private func query(_ database: URL, _ sql: String) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", database.path, sql]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return ["cannot run sqlite3"] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func aCatalogBecomesADocsetNamedAfterItsRootPage() throws {
        let content = try trailmapContent()
        let out = temporaryFolder()
        let result = DocsetBuilder.build(docset: nil, in: out, contentFolder: content) {
            KnowledgeBaseBuilder.build(contentFolder: content, options: .rendering)
        }
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error })")
        #expect(result.docset.lastPathComponent == "Trailmap Kit.docset")
        let resources = result.docset.appendingPathComponent("Contents/Resources")
        #expect(FileManager.default.fileExists(atPath: resources.appendingPathComponent("Documents/index.html").path))
        // Zeal's web view (Chromium 87) compiles the search engine only under 'unsafe-eval', which
        // docset pages add; a site's pages never carry it.
        let home = try String(contentsOf: resources.appendingPathComponent("Documents/index.html"), encoding: .utf8)
        #expect(home.contains("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval';"))
        #expect(!SiteViewer.browser.contentSecurityPolicy.contains("'unsafe-eval'"))
        let info =
            try PropertyListSerialization.propertyList(
                from: Data(contentsOf: result.docset.appendingPathComponent("Contents/Info.plist")), format: nil) as? [String: Any]
        #expect(info?["CFBundleName"] as? String == "Trailmap Kit")
        #expect(info?["CFBundleIdentifier"] as? String == "org.example.trailmap")
        #expect(info?["DocSetPlatformFamily"] as? String == "trailmapkit")
        let database = resources.appendingPathComponent("docSet.dsidx")
        let lengths = query(database, "SELECT name, type, path FROM searchIndex WHERE name LIKE '%length(in%' ORDER BY path")
        #expect(
            lengths == [
                "Trail.length(in:)|Method|trailmap/trail.length-in-1ntpg.html",
                "Trail.length(in:)|Method|trailmap/trail.length-in-k08a.html",
            ])
        #expect(query(database, "SELECT type FROM searchIndex WHERE name = 'Trail'") == ["Struct"])
        #expect(query(database, "SELECT path FROM searchIndex WHERE name = 'Trailmap Kit'") == ["index.html"])
        #expect(query(database, "SELECT count(*) FROM searchIndex WHERE type = 'Section'").first.flatMap { Int($0) } ?? 0 > 10)
        // DocC's standard headings are on every page; as rows they would only bury the rest.
        #expect(query(database, "SELECT count(*) FROM searchIndex WHERE name IN ('Overview', 'Topics', 'See Also')") == ["0"])
    }

    @Test func anotherRunReplacesItsOwnDocsetButNothingElse() throws {
        let content = try trailmapContent()
        let out = temporaryFolder()
        let load: @Sendable () -> KnowledgeBase = { KnowledgeBaseBuilder.build(contentFolder: content, options: .rendering) }
        #expect(DocsetBuilder.build(docset: nil, in: out, contentFolder: content, loadKnowledgeBase: load).succeeded)
        #expect(DocsetBuilder.build(docset: nil, in: out, contentFolder: content, loadKnowledgeBase: load).succeeded)
        let foreign = out.appendingPathComponent("Mine.docset")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let refused = DocsetBuilder.build(docset: foreign, in: out, contentFolder: content, loadKnowledgeBase: load)
        #expect(!refused.succeeded)
        #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path) == ["notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["Mine.docset", "Trailmap Kit.docset"])
    }

    /// Reliability review D15: `--out LINK` replaced the link with a folder, leaving the docset
    /// it pointed to (in Zeal's folder, say) stale.
    @Test func aLinkNamedAsTheOutputKeepsPointingAtTheNewDocset() throws {
        let content = try trailmapContent()
        let out = temporaryFolder()
        let real = out.appendingPathComponent("elsewhere.docset")
        let link = out.appendingPathComponent("link.docset")
        let load: @Sendable () -> KnowledgeBase = { KnowledgeBaseBuilder.build(contentFolder: content, options: .rendering) }
        #expect(DocsetBuilder.build(docset: real, in: out, contentFolder: content, loadKnowledgeBase: load).succeeded)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        #expect(DocsetBuilder.build(docset: link, in: out, contentFolder: content, loadKnowledgeBase: load).succeeded)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("Contents/Info.plist").path))
    }

    @Test func entriesNameMembersWithTheirType() {
        let base = KnowledgeBaseBuilder.build(
            files: [
                ContentFile(
                    path: "a.md", text: "# Stacks\n\nAbout stacks.\n\n## `NavigationStack`\n\nA stack.\n\n### `init(root:)`\n\nMakes one.\n"
                )
            ])
        let entries = DocsetEntry.entries(of: base)
        #expect(entries.map(\.name).contains("NavigationStack.init(root:)"))
        #expect(entries.first { $0.name == "Stacks" }?.type == "Guide")
        #expect(entries.first { $0.name == "NavigationStack.init(root:)" }?.type == "Constructor")
    }
}
