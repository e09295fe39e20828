import Foundation
import Testing

@testable import KnowledgeBase

/// Every link and image is checked once the whole folder is read.
@Suite struct LinkCheckerTests {
    @Test func refusedSchemesAreWarningsAtTheLink() {
        let base = TestContent.build(
            "# T\n\nText [x](javascript:alert(1)) and ![y](data:image/png;base64,AAAA) and <vbscript:msgbox(1)>.\n")
        #expect(base.diagnostics.map { "\($0.line):\($0.column):\($0.severity)" } == ["3:6:warning", "3:35:warning", "3:72:warning"])
        #expect(base.diagnostics.first?.message.hasPrefix("link to a 'javascript:' address is not published") == true)
    }

    @Test func missingPagesAnchorsAndFilesAreWarnings() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "a.md",
            "# A\n\n## Setup\n\nSee [b](b.md#nowhere), [c](missing.md), [top](#setup), [gone](#gone).\n\n![map](map.png) ![here](here.png)\n"
        )
        try folder.write("b.md", "# B\n\n## Somewhere\n\nText.\n")
        try folder.write("here.png", "png")
        let base = KnowledgeBaseBuilder.build(contentFolder: folder.url)
        #expect(base.diagnostics.map(\.line) == [5, 5, 5, 7])
        #expect(base.diagnostics.allSatisfy { $0.severity == .warning })
        let messages = base.diagnostics.map(\.message)
        #expect(messages[0].hasPrefix("link to b.md#nowhere, but b.md has no heading with the anchor 'nowhere'"))
        #expect(messages[1].hasPrefix("link to missing.md, but missing.md is not in the content folder"))
        #expect(messages[2].hasPrefix("link to #gone, but this page has no heading with that anchor"))
        #expect(messages[3].hasPrefix("image map.png not found"))
    }

    @Test func linksOutOfTheFolderAndRemoteImagesAreWarnings() {
        let base = TestContent.build("# T\n\n[up](../outside.md) ![remote](https://example.com/x.png)\n")
        #expect(base.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(base.diagnostics.first?.message.contains("points outside the content folder") == true)
        #expect(base.diagnostics.last?.message.contains("remote image") == true)
    }

    @Test(arguments: [
        ("https://example.com", LinkTarget.external("https://example.com")), ("MAILTO:a@b.c", .external("MAILTO:a@b.c")),
        ("JaVa\tScript:x", .refused(scheme: "javascript")), ("a/b:c.md", .relative(path: "a/b:c.md", fragment: nil)),
        ("#top", .fragment("top")), ("x.md#y", .relative(path: "x.md", fragment: "y")), ("file:///etc/passwd", .refused(scheme: "file")),
    ])
    func destinationsAreReadAsABrowserReadsThem(destination: String, target: LinkTarget) {
        #expect(LinkTarget(destination) == target)
    }
}
