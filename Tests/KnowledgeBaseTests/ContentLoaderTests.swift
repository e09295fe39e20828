import Foundation
import Testing

@testable import KnowledgeBase

/// Reading a content folder and reporting files that cannot be used.
struct ContentLoaderTests {
    @Test func loadsMarkdownFilesSortedSkippingHiddenOnes() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.md", "# B")
        try folder.write("a/z.md", "# Z")
        try folder.write("a.md", "# A")
        try folder.write("NOTES.MD", "# Notes")
        try folder.write("image.png", "not markdown")
        try folder.write(".draft.md", "# Draft")
        try folder.write(".git/x.md", "# Hidden")
        let loaded = ContentLoader.load(folder: folder.url); let (files, diagnostics) = (loaded.documents, loaded.diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(files.map(\.path) == ["NOTES.MD", "a.md", "a/z.md", "b.md"])
        #expect(files.first { $0.path == "a/z.md" }?.text == "# Z")
    }

    @Test func aMissingFolderIsNamed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("panes-missing-\(UUID().uuidString)")
        let loaded = ContentLoader.load(folder: path); let (files, diagnostics) = (loaded.documents, loaded.diagnostics)
        #expect(files.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.file == path.path)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("not found"))
    }

    @Test func aFileIsNotAFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.md", "# A")
        let diagnostics = ContentLoader.load(folder: folder.url.appendingPathComponent("a.md")).diagnostics
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.message.contains("not a folder") == true)
    }

    @Test func anEmptyFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.txt", "text")
        let loaded = ContentLoader.load(folder: folder.url); let (files, diagnostics) = (loaded.documents, loaded.diagnostics)
        #expect(files.isEmpty)
        #expect(diagnostics.map(\.file) == [folder.url.path])
        #expect(diagnostics.first?.message.contains("no Markdown files") == true)
    }

    @Test func aDanglingSymlinkIsUnreadable() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.md", "# Good")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("broken.md").path, withDestinationPath: "/nonexistent/panes/target.md")
        let loaded = ContentLoader.load(folder: folder.url); let (files, diagnostics) = (loaded.documents, loaded.diagnostics)
        #expect(files.map(\.path) == ["good.md"])
        #expect(diagnostics == [.error("broken symbolic link (it points to nothing); fix it or remove it", file: "broken.md")])
    }

    @Test func aFolderNamedLikeMarkdownIsAFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.md/inner.md", "# Inner")
        let loaded = ContentLoader.load(folder: folder.url); let (files, diagnostics) = (loaded.documents, loaded.diagnostics)
        #expect(files.map(\.path) == ["x.md/inner.md"])
        #expect(diagnostics.isEmpty)
    }

    @Test func aLinkToAFileOutsideIsNotPublished() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.md", "# Good")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("passwd.md").path, withDestinationPath: "/etc/passwd")
        let loaded = ContentLoader.load(folder: folder.url); let (files, diagnostics) = (loaded.documents, loaded.diagnostics)
        #expect(files.map(\.path) == ["good.md"])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message == "symbolic link to /etc/passwd, outside the folder; it is not read (copy the file in instead)")
        #expect(!files.contains { $0.text.contains("root:") })
    }

    @Test func lineBreaksAreNormalisedSoLinesCountAlike() {
        #expect(ContentFile(path: "a.md", text: "a\rb\r\nc\n\rd").text == "a\nb\nc\n\nd")
    }

    @Test func invalidUTF8IsReportedAtTheBadByte() throws {
        let folder = try TemporaryFolder()
        var bytes = Data("# Title\n\nCafé ok, then ".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data(" bad\n".utf8))
        try folder.write("latin.md", bytes)
        let loaded = ContentLoader.load(folder: folder.url); let (files, diagnostics) = (loaded.documents, loaded.diagnostics)
        #expect(files.isEmpty)
        // "Café ok, then " is 15 bytes (é takes two), so the bad byte is column 16.
        #expect(diagnostics == [.error("invalid UTF-8; save the file as UTF-8", file: "latin.md", line: 3, column: 16)])
    }

    @Test func aTruncatedSequenceIsInvalid() {
        let position = ContentLoader.firstInvalidUTF8Position(in: Data([0x61, 0x0A, 0x62, 0xE2, 0x82]))
        #expect(position == (2, 2))
    }

    @Test func anOverlongEncodingIsInvalid() {
        let position = ContentLoader.firstInvalidUTF8Position(in: Data([0x61, 0xC0, 0xAF]))
        #expect(position == (1, 2))
    }

    @Test func aBinaryFileNamedMarkdownIsRejected() throws {
        let folder = try TemporaryFolder()
        try folder.write("picture.md", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]))
        let loaded = ContentLoader.load(folder: folder.url); let (files, diagnostics) = (loaded.documents, loaded.diagnostics)
        #expect(files.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect((diagnostic.file, diagnostic.line, diagnostic.severity) == ("picture.md", 3, .error))
        #expect(diagnostic.message.contains("NUL byte"))
    }

    /// UTF-16 text (a byte-order mark, or ASCII with a zero after every byte) is named as such,
    /// not as a file with a NUL byte (review D22).
    @Test(
        arguments: [
            ([0xFF, 0xFE, 0x23, 0x00, 0x20, 0x00], "UTF-16 (little-endian)"), ([0xFE, 0xFF, 0x00, 0x23], "UTF-16 (big-endian)"),
            ([0x23, 0x00, 0x20, 0x00, 0x54, 0x00, 0x0A, 0x00], "UTF-16 (little-endian)"),
        ] as [([UInt8], String)])
    func utf16IsNamed(bytes: [UInt8], encoding: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("windows.md", Data(bytes))
        let diagnostic = try #require(ContentLoader.load(folder: folder.url).diagnostics.first)
        #expect(diagnostic.message == "the file is \(encoding), not UTF-8; save it as UTF-8")
    }

    /// A relative XDG_CACHE_HOME is ignored, as the XDG specification asks (review D22).
    @Test func aRelativeCacheHomeIsIgnored() {
        #expect(CacheLocation.folder(["XDG_CACHE_HOME": "cache", "HOME": "/home/r"])?.path == "/home/r/.cache/panes")
        #expect(CacheLocation.folder(["XDG_CACHE_HOME": "/c", "HOME": "/home/r"])?.path == "/c/panes")
        #expect(CacheLocation.folder(["XDG_CACHE_HOME": "cache"]) == nil)
    }
}
