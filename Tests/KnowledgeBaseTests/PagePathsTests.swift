import Testing

@testable import KnowledgeBase

/// Every page gets a distinct path, deterministically, and the site's own pages are never taken.
@Suite struct PagePathsTests {
    /// The reproduction: eight sources, five of which slug onto another page.
    static let files = [
        ("index.md", "# Home\n\nx\n"), ("404.md", "# Missing\n\nx\n"), ("api/index.md", "# Z\n\nx\n"), ("A B.md", "# A\n\nx\n"),
        ("a-b.md", "# B\n\nx\n"), ("Sheets.md", "# S\n\nx\n\n## `index`\n\nThe index API.\n"), ("sheets.md", "# s\n\nx\n"),
    ]

    @Test func collidingSourcesGetDistinctPathsInAStableOrder() {
        let base = TestContent.build(Self.files)
        let paths = base.articles.map { base.pages.article($0.path) } + base.apis.compactMap { base.pages.api($0.id) }
        let reserved = [PagePaths.home, PagePaths.notFound, PagePaths.apiIndex]
        #expect(Set(paths + reserved).count == paths.count + reserved.count)
        #expect(base.pages.article("index.md") == "index-2.html")
        #expect(base.pages.article("404.md") == "404-2.html")
        #expect(base.pages.article("api/index.md") == "api/index-2.html")
        #expect(base.pages.article("A B.md") == "a-b.html")
        #expect(base.pages.article("a-b.md") == "a-b-2.html")
        #expect(base.pages.article("Sheets.md") == "sheets.html")
        #expect(base.pages.article("sheets.md") == "sheets-2.html")
        #expect(base.pages.api("index") == "api/index-3.html")
        // The same input in another order gives the same paths.
        let shuffled = TestContent.build(Self.files.reversed())
        #expect(shuffled.articles.map { shuffled.pages.article($0.path) } == base.articles.map { base.pages.article($0.path) })
    }

    @Test func eachMovedFileIsAWarningNamingBothSources() {
        let warnings = TestContent.build(Self.files).diagnostics.filter { $0.message.contains("would share its path") }
        #expect(warnings.map(\.file) == ["404.md", "a-b.md", "api/index.md", "index.md", "sheets.md"])
        #expect(warnings.first { $0.file == "a-b.md" }?.message.contains("with A B.md; it is published as a-b-2.html") == true)
    }

    @Test func aVeryLongNameIsCutWithAHash() {
        let long = "modifier(" + String(repeating: "label:", count: 50) + ")"
        let base = TestContent.build("# T\n\nx\n\n## `\(long)`\n\nSummary.\n")
        let path = try! #require(base.pages.api(long))
        #expect(path.utf8.count < 140)
        #expect(path.hasPrefix("api/modifier-label-label"))
    }

    @Test func assetsAreNeverAPageName() {
        let base = TestContent.build([("assets/site.css.md", "# CSS\n\nx\n")])
        #expect(base.pages.article("assets/site.css.md") == "page-assets/site.css.html")
    }

    @Test func lettersOutsideASCIIAreKept() {
        let base = TestContent.build([("概述.md", "# 概述\n\nx\n"), ("侧边栏.md", "# 侧边栏\n\nx\n")])
        #expect(base.pages.article("概述.md") == "概述.html")
        #expect(base.pages.article("侧边栏.md") == "侧边栏.html")
    }
}
