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

    @Test func aFileThatCannotBeCreatedIsAnErrorNamingIt() {
        var writer = SiteWriter(output: root.appendingPathComponent("site"), contentFolder: nil)
        #expect(writer.prepareStaging(folders: []) == nil)
        let problem = writer.write(SiteFile(path: "missing-folder/page.html", contents: "<p>hi</p>"))
        #expect(problem?.severity == .error)
        #expect(problem?.message.contains("missing-folder/page.html") == true)
        #expect(problem?.message.contains("No such file or directory") == true)
    }
}
