import Foundation
import Testing

@testable import Site

@Suite final class SiteWriterTests {
    let root = TestSite.temporaryFolder()

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    @Test func writesEachByteOfAPageIntoStaging() throws {
        var writer = SiteWriter(output: root.appendingPathComponent("site"), contentFolder: nil)
        #expect(writer.prepareStaging(folders: ["api"]) == nil)
        let text = "<p>Spalte für Spalte — 列</p>\n" + String(repeating: "x", count: 200_000)
        #expect(writer.write(SiteFile(path: "api/page.html", contents: text)) == nil)
        let written = try Data(contentsOf: try #require(writer.staging).appendingPathComponent("api/page.html"))
        #expect(written == Data(text.utf8))
    }

    /// A page whose bytes are what the published site holds is linked into the new site, not
    /// written again; a changed page is a new file, and the published one keeps its bytes until
    /// the swap.
    @Test func anUnchangedPageIsLinkedAndAChangedOneWritten() throws {
        let output = root.appendingPathComponent("site")
        func build(_ pages: [String: String]) throws {
            var writer = SiteWriter(output: output, contentFolder: nil)
            #expect(writer.prepareStaging(folders: []) == nil)
            for (path, text) in pages.sorted(by: { $0.key < $1.key }) { #expect(writer.write(SiteFile(path: path, contents: text)) == nil) }
            #expect(writer.swapIn().isEmpty)
        }
        func inode(_ path: String) throws -> UInt64 {
            let attributes = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)
            return try #require(attributes[.systemFileNumber] as? UInt64)
        }
        try build(["a.html": "<p>same</p>", "b.html": "<p>old</p>", "c.html": ""])
        let (a, b, c) = (try inode("a.html"), try inode("b.html"), try inode("c.html"))
        try build(["a.html": "<p>same</p>", "b.html": "<p>new</p>", "c.html": ""])
        #expect(try inode("a.html") == a)
        #expect(try inode("c.html") == c)
        #expect(try inode("b.html") != b)
        #expect(try String(contentsOf: output.appendingPathComponent("b.html"), encoding: .utf8) == "<p>new</p>")
        #expect(try String(contentsOf: output.appendingPathComponent("a.html"), encoding: .utf8) == "<p>same</p>")
    }

    @Test func aFileThatCannotBeCreatedIsAnErrorNamingIt() {
        var writer = SiteWriter(output: root.appendingPathComponent("site"), contentFolder: nil)
        #expect(writer.prepareStaging(folders: []) == nil)
        let problem = writer.write(SiteFile(path: "missing-folder/page.html", contents: "<p>hi</p>"))
        #expect(problem?.severity == .error)
        #expect(problem?.message.contains("missing-folder/page.html") == true)
        #expect(problem?.message.contains("No such file or directory") == true)
    }
}
