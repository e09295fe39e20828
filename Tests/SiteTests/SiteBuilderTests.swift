import Files
import Foundation
import KnowledgeBase
import Testing

@testable import Site

/// Each test gets its own temporary folders, removed when the test's suite instance goes away.
@Suite final class SiteBuilderTests {
    let root = TestSite.temporaryFolder()
    lazy var content = TestSite.contentFolder(
        [
            "topic.md": "# Topic\n\nAbstract.\n\n## `Widget`\n\nA widget.\n\n- Kind: type\n",
            "guides/walk.md": "# Walk\n\nUse `Widget`.\n",
        ], in: root)

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// A new empty folder inside this test's root.
    func temporaryFolder() -> URL {
        TestSite.temporaryFolder(in: root)
    }

    @Test func buildsEveryPageAndIsByteIdenticalWhenRebuilt() throws {
        let output = temporaryFolder().appendingPathComponent("site")
        let first = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(first.succeeded)
        let firstFiles = TestSite.files(in: output)
        for page in [
            "index.html", "404.html", "search.html", "api/index.html", "topic.html", "guides/walk.html", "api/widget.html",
            "assets/site.js", "assets/search.js", "assets/search/core.js", "assets/search/terms-0.js", "assets/search/docs-0.js",
            SiteWriter.markerName,
        ] {
            #expect(firstFiles[page] != nil, "missing \(page)")
        }
        #expect(first.pageCount == 7)
        let second = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(second.succeeded)
        #expect(TestSite.files(in: output) == firstFiles)
        #expect(second.summary.hasPrefix("Built \(output.path): 7 pages, 1 APIs, 0 examples, 0 warnings in "))
    }

    /// Scripts ship without indentation and comment-only lines; code and trailing comments stay.
    @Test func scriptsShipCompact() {
        #expect(ShippedScript.compact("  // why\n  var a = 1; // tail\n    f(a);\n") == "var a = 1; // tail\nf(a);\n")
        #expect(!SiteScript.javaScript(dataFiles: ["core.js"]).contains("\n  "))
    }

    /// References with no APIs get no "All APIs" link, and the index page says why it is empty.
    @Test func referencesWithoutAPIsDoNotOfferAnEmptyIndex() throws {
        let articles = TestSite.contentFolder(["guide.md": "# Guide\n\nOnly prose.\n"], in: root)
        let output = temporaryFolder().appendingPathComponent("site")
        #expect(SiteBuilder.build(contentFolder: articles, outputFolder: output).succeeded)
        let files = TestSite.files(in: output)
        let guide = String(decoding: files["guide.html"] ?? Data(), as: UTF8.self)
        #expect(guide.contains("Only prose."))
        #expect(!guide.contains("All APIs, A–Z"))
        let index = String(decoding: files["api/index.html"] ?? Data(), as: UTF8.self)
        #expect(index.contains("These references document no APIs"))
        for page in ["404.html", "search.html"] {
            #expect(!String(decoding: files[page] ?? Data(), as: UTF8.self).lowercased().contains("all apis, a–z"), "\(page)")
        }
    }

    /// A small site's search data loads with the engine, in one round of script loads; a large
    /// site's loads per query.
    @Test func theSearchBoxLoadsASmallSitesDataWhole() throws {
        let output = temporaryFolder().appendingPathComponent("site")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        let script = String(decoding: TestSite.files(in: output)["assets/site.js"] ?? Data(), as: UTF8.self)
        #expect(script.contains(#"var wholeData = ["terms-0.js", "docs-0.js"];"#))
        let large = ["core.js"] + (0..<5).map { "terms-\($0).js" } + (0..<4).map { "docs-\($0).js" }
        #expect(SiteScript.javaScript(dataFiles: large).contains("var wholeData = [];"))
        let limit = ["core.js"] + (0..<SiteScript.wholeDataLimit).map { "docs-\($0).js" }
        #expect(SiteScript.javaScript(dataFiles: limit).contains(#"var wholeData = ["docs-0.js", "#))
    }

    @Test func refusesAFolderItDidNotWriteAndLeavesItAlone() throws {
        let output = temporaryFolder()
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let result = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(!result.succeeded)
        #expect(result.diagnostics.first?.message.contains("not written by panes") == true)
        #expect(TestSite.files(in: output) == ["notes.txt": Data("mine".utf8)])
    }

    @Test func aContentErrorStopsTheBuildAndKeepsTheOldSite() throws {
        let output = temporaryFolder().appendingPathComponent("site")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        let before = TestSite.files(in: output)
        let broken = TestSite.contentFolder(["bad.md": "# Bad\n\nA NUL \u{0} byte is not text.\n"], in: root)
        let result = SiteBuilder.build(contentFolder: broken, outputFolder: output)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.file == "bad.md" })
        #expect(TestSite.files(in: output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(leftovers == ["site"])
    }

    /// DocC builds a catalog whose links are broken, with warnings; so does panes, unless the
    /// warnings are raised to errors (CI's `--warnings-as-errors`).
    @Test func warningsBuildTheSiteUnlessRaised() throws {
        let flawed = TestSite.contentFolder(["flawed.md": "# Flawed\n\nSee ``Nowhere``.\n"], in: root)
        let output = temporaryFolder().appendingPathComponent("site")
        let result = SiteBuilder.build(contentFolder: flawed, outputFolder: output)
        #expect(result.succeeded)
        #expect(result.warningCount == 1)
        let strictOutput = temporaryFolder().appendingPathComponent("site")
        let strict = SiteBuilder.build(outputFolder: strictOutput, contentFolder: flawed) {
            KnowledgeBaseBuilder.build(contentFolder: flawed, options: .rendering).raisingWarnings()
        }
        #expect(!strict.succeeded)
        #expect(!FileManager.default.fileExists(atPath: strictOutput.path))
    }

    @Test func reportsEachStepInOrder() {
        var steps: [String] = []
        let output = temporaryFolder().appendingPathComponent("s")
        _ = SiteBuilder.build(contentFolder: content, outputFolder: output) {
            steps.append($0.formatted)
        }
        #expect(steps.first == "[1/\(SiteBuilder.steps.count)] check the output folder")
        #expect(steps.count == SiteBuilder.steps.count)
    }

    @Test func refusesAnOutputThatHoldsTheContentAndKeepsIt() throws {
        let output = temporaryFolder().appendingPathComponent("s")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        // The issue's reproduction: move the content into the site, then build from there into the site.
        let moved = output.appendingPathComponent("c")
        try FileManager.default.moveItem(at: content, to: moved)
        let spellings = [output, output.appendingPathComponent("."), moved.appendingPathComponent("..")]
        for spelling in spellings {
            let result = SiteBuilder.build(contentFolder: moved, outputFolder: spelling)
            #expect(!result.succeeded)
            #expect(result.diagnostics.first?.message.contains("contains the content folder") == true)
        }
        #expect(FileManager.default.fileExists(atPath: moved.appendingPathComponent("topic.md").path))
    }

    @Test func refusesAnOutputInsideTheContent() {
        let result = SiteBuilder.build(contentFolder: content, outputFolder: content.appendingPathComponent("site"))
        #expect(!result.succeeded)
        #expect(result.diagnostics.first?.message.contains("inside the content folder") == true)
        #expect(!FileManager.default.fileExists(atPath: content.appendingPathComponent("site").path))
    }

    @Test func anOutputThatIsALinkGetsTheNewSiteBehindTheLink() throws {
        let real = temporaryFolder().appendingPathComponent("real")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: real).succeeded)
        let link = temporaryFolder().appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        try Data("# Topic\n\nChanged.\n".utf8).write(to: content.appendingPathComponent("topic.md"))
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: link).succeeded)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        let page = try String(contentsOf: real.appendingPathComponent("topic.html"), encoding: .utf8)
        #expect(page.contains("Changed."))
    }

    @Test func anEmptyFolderIsReplacedInOneStep() throws {
        let output = temporaryFolder()
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(SiteWriter.markerName).path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(leftovers.filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func aMountPointIsRefusedWithAdvice() {
        // /proc is a mount point on every Linux system.
        let result = SiteBuilder.build(contentFolder: content, outputFolder: URL(fileURLWithPath: "/proc"))
        #expect(!result.succeeded)
        #expect(result.diagnostics.first?.message.contains("mount point") == true)
    }

    @Test func stagingLeftByAKilledBuildIsRemoved() throws {
        let parent = temporaryFolder()
        // pid 2^22 + 1 is above Linux's pid_max, so no process can have it.
        for name in [".panes-staging-4194305", ".panes-staging-4194305-AbC123"] {
            try FileManager.default.createDirectory(at: parent.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: parent.appendingPathComponent("site")).succeeded)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }

    /// 11,000 `>` and 8,000 nested list markers once overflowed the stack while pages rendered.
    @Test func deeplyNestedContentBuildsWithAWarning() {
        let deep = TestSite.contentFolder(
            [
                "quotes.md": "# Quotes\n\n" + String(repeating: ">", count: 60_000) + " `Widget`\n",
                "lists.md": "# Lists\n\n" + String(repeating: "- ", count: 8_000) + "item\n",
                "emphasis.md": "# Emphasis\n\n" + String(repeating: "*a ", count: 20_000) + "x\n",
            ], in: root)
        let result = SiteBuilder.build(contentFolder: deep, outputFolder: temporaryFolder().appendingPathComponent("site"))
        #expect(result.succeeded)
        #expect(result.diagnostics.filter { $0.message.contains("levels of nesting") }.map(\.file).sorted() == ["lists.md", "quotes.md"])
    }

    /// Reliability review D6: the GitHub Pages way (build, copy the site into a clone, add
    /// `CNAME`, commit, build again) lost `.git` and `CNAME`. What panes did not write is kept.
    @Test func aRebuildKeepsWhatPanesDidNotWrite() throws {
        let output = temporaryFolder().appendingPathComponent("pages")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        for (path, text) in [(".git/HEAD", "ref: refs/heads/main\n"), ("CNAME", "docs.example.org\n"), ("notes/plan.md", "# Plan\n")] {
            let file = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try Data("# Topic\n\nChanged again.\n".utf8).write(to: content.appendingPathComponent("topic.md"))
        let result = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(try String(contentsOf: output.appendingPathComponent(".git/HEAD"), encoding: .utf8) == "ref: refs/heads/main\n")
        #expect(try String(contentsOf: output.appendingPathComponent("CNAME"), encoding: .utf8) == "docs.example.org\n")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("notes/plan.md").path))
        #expect(try String(contentsOf: output.appendingPathComponent("topic.html"), encoding: .utf8).contains("Changed again."))
        let marker = try String(contentsOf: output.appendingPathComponent(SiteWriter.markerName), encoding: .utf8)
        #expect(marker.contains("\ntopic.html\n"))
        #expect(!marker.contains("CNAME"))
        // A marker edited to claim a hidden file does not make it panes': it is kept too.
        try Data((marker + ".git/HEAD\n").utf8).write(to: output.appendingPathComponent(SiteWriter.markerName))
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        #expect(try String(contentsOf: output.appendingPathComponent(".git/HEAD"), encoding: .utf8) == "ref: refs/heads/main\n")
    }

    /// Each build's marker is its own (the previous one is not carried over as if it were the
    /// reader's), so a page dropped from the content leaves the site at the next build and
    /// stays gone after that.
    @Test func aDroppedPageLeavesTheSiteAndTheMarker() throws {
        let output = temporaryFolder().appendingPathComponent("pages")
        try Data("# Extra\n\nFor now.\n".utf8).write(to: content.appendingPathComponent("extra.md"))
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("extra.html").path))
        try FileManager.default.removeItem(at: content.appendingPathComponent("extra.md"))
        for _ in 0..<2 {
            #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("extra.html").path))
            let marker = try String(contentsOf: output.appendingPathComponent(SiteWriter.markerName), encoding: .utf8)
            #expect(marker.contains("\ntopic.html\n") && !marker.contains("extra.html"))
        }
    }

    /// A site whose marker has no list (written before markers had one, when each build replaced
    /// the whole folder) is replaced whole, as that marker said.
    @Test func aSiteWithAnOldMarkerIsReplacedWhole() throws {
        let output = temporaryFolder().appendingPathComponent("pages")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        try Data("This folder is written by `panes build`; each build replaces all of it.\n".utf8)
            .write(to: output.appendingPathComponent(SiteWriter.markerName))
        try Data("<p>old</p>".utf8).write(to: output.appendingPathComponent("gone.html"))
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("gone.html").path))
        let marker = try String(contentsOf: output.appendingPathComponent(SiteWriter.markerName), encoding: .utf8)
        #expect(marker.contains("\ntopic.html\n"))
    }

    /// A file of the reader's where the new build writes one of its own stops the build with
    /// advice, and changes nothing.
    @Test func aFileOfTheReadersWhereTheBuildWritesIsRefused() throws {
        let output = temporaryFolder().appendingPathComponent("site")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        try Data("<p>mine</p>".utf8).write(to: output.appendingPathComponent("later.html"))
        try Data("# Later\n\nA new page.\n".utf8).write(to: content.appendingPathComponent("later.md"))
        defer { try? FileManager.default.removeItem(at: content.appendingPathComponent("later.md")) }
        let result = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(!result.succeeded)
        #expect(result.diagnostics.first?.message.contains("holds later.html, which panes did not write") == true)
        #expect(try String(contentsOf: output.appendingPathComponent("later.html"), encoding: .utf8) == "<p>mine</p>")
    }

    /// A folder of the reader's that the new build also writes into (their `guides/` with a
    /// README, then content gains a guide) is merged: their file stays, the page is written. A
    /// file of theirs deeper down where the build writes one stops the build, and every file of
    /// theirs is still in place.
    @Test func aFolderOfTheReadersThatTheBuildAlsoWritesIntoIsMerged() throws {
        let output = temporaryFolder().appendingPathComponent("site")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        let guides = output.appendingPathComponent("guides")
        try FileManager.default.createDirectory(at: guides, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: guides.appendingPathComponent("README.txt"))
        try FileManager.default.createDirectory(at: content.appendingPathComponent("guides"), withIntermediateDirectories: true)
        try Data("# Guide\n\nA walk-through.\n".utf8).write(to: content.appendingPathComponent("guides/walk.md"))
        defer { try? FileManager.default.removeItem(at: content.appendingPathComponent("guides")) }
        let merged = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(merged.succeeded, "\(merged.diagnostics)")
        #expect(try String(contentsOf: guides.appendingPathComponent("README.txt"), encoding: .utf8) == "mine\n")
        #expect(FileManager.default.fileExists(atPath: guides.appendingPathComponent("walk.html").path))

        try FileManager.default.createDirectory(at: output.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("a\n".utf8).write(to: output.appendingPathComponent("notes/a.txt"))
        try Data("<p>mine</p>".utf8).write(to: guides.appendingPathComponent("later.html"))
        try Data("# Later\n\nAnother.\n".utf8).write(to: content.appendingPathComponent("guides/later.md"))
        let refused = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(!refused.succeeded)
        #expect(refused.diagnostics.first?.message.contains("holds guides/later.html, which panes did not write") == true)
        #expect(try String(contentsOf: guides.appendingPathComponent("later.html"), encoding: .utf8) == "<p>mine</p>")
        #expect(try String(contentsOf: guides.appendingPathComponent("README.txt"), encoding: .utf8) == "mine\n")
        #expect(try String(contentsOf: output.appendingPathComponent("notes/a.txt"), encoding: .utf8) == "a\n")
    }

    /// Reliability review D18: a legal output name of 220 to 255 bytes failed, the staging
    /// folder's name adding 30; it is short now whatever the output is called.
    @Test func aLongOutputNameBuilds() {
        let output = temporaryFolder().appendingPathComponent(String(repeating: "s", count: 245))
        let result = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    /// Reliability review D5: a linked HTML or SVG file was published and ran its script when
    /// clicked. It is not published, with a warning (a link with a `#fragment` too, which was
    /// refused without one); an image of one still is.
    @Test func aLinkToAnHTMLOrSVGFileIsNotPublished() throws {
        let folder = TestSite.contentFolder(
            [
                "page.md":
                    "# Page\n\nSee [the demo](demo.html), [the drawing](drawing.svg) and ![a diagram](diagram.svg).\n\nAnd [its part](demo.html#part).\n",
                "demo.html": "<script>document.title = 'ran'</script>", "drawing.svg": "<svg onload='alert(1)'/>",
                "diagram.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
            ], in: root)
        let output = temporaryFolder().appendingPathComponent("site")
        let result = SiteBuilder.build(contentFolder: folder, outputFolder: output)
        #expect(result.succeeded)
        // A fragment makes no difference: the link is refused with the same warning.
        #expect(result.diagnostics.filter { $0.message.contains("runs its own scripts") }.map(\.line) == [3, 3, 5])
        #expect(result.diagnostics.filter { $0.message.contains("runs its own scripts") }.map(\.column) == [5, 28, 5])
        let files = Array(TestSite.files(in: output).keys)
        #expect(!files.contains { $0.hasSuffix("demo.html") || $0.hasSuffix("drawing.svg") })
        #expect(files.contains { $0.hasSuffix("diagram.svg") })
        let page = try String(contentsOf: output.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(!page.contains("demo.html"))
    }

    /// Reliability review D7: a file system mounted inside the old site was emptied. The build
    /// now refuses before touching anything. (Binding a mount needs root; elsewhere only the
    /// detection is checked.)
    @Test func aMountInsideTheOldSiteIsRefused() throws {
        let output = temporaryFolder().appendingPathComponent("site")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        let victim = temporaryFolder()
        try Data("precious".utf8).write(to: victim.appendingPathComponent("keep.txt"))
        let mountPoint = output.appendingPathComponent("videos")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        let mounted = TestSite.run(["mount", "--bind", victim.path, mountPoint.path]).status == 0
        defer { if mounted { _ = TestSite.run(["umount", mountPoint.path]) } }
        guard mounted else {
            #expect(!FolderRemoval.mountPoints(below: URL(fileURLWithPath: "/")).isEmpty)
            return
        }
        let result = SiteBuilder.build(contentFolder: content, outputFolder: output)
        #expect(!result.succeeded)
        #expect(result.diagnostics.first?.message.contains("holds a mounted file system") == true)
        #expect(try String(contentsOf: victim.appendingPathComponent("keep.txt"), encoding: .utf8) == "precious")
    }
}
