import Foundation
import Testing

@testable import KnowledgeBase

/// Pieces of DocC syntax read outside a whole catalog: front matter, fragments, snippets,
/// listing options, directives in loose Markdown.
struct DocCSyntaxTests {
    @Test func frontMatterIsMetadataAndKeepsLineNumbers() throws {
        let (matter, text) = try #require(FrontMatter.split("---\ntitle: \"Trail Etiquette\"\ntags: [a, b]\n---\n\n# Etiquette\n"))
        #expect(matter.value("title") == "Trail Etiquette")
        #expect(matter.value("tags") == "[a, b]")
        #expect(text == "\n\n\n\n\n# Etiquette\n")
        #expect(FrontMatter.split("# No front matter\n---\n") == nil)
        let base = TestContent.build("---\ntitle: Loose Notes\n---\n\nSome notes without a heading.\n")
        #expect(base.articles.first?.title == "Loose Notes")
        #expect(base.diagnostics.isEmpty)
    }

    @Test func declarationOnlyBlocksAndPlaceholdersAreFragments() {
        let base = TestContent.build(
            """
            # Declarations

            ```swift
            struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content : View, Detail : View
            ```

            ```swift
            func <#name#>(<#parameters#>) -> <#return type#> {
                <#statements#>
            }
            ```

            ```swift
            case .detailOnly:
            ```
            """)
        #expect(base.examples.map(\.isFragment) == [true, false, false])
        #expect(base.diagnostics.map(\.line) == [14])
    }

    @Test func docCListingOptionsAreNotFenceProblems() {
        let base = TestContent.build("# Options\n\n```swift, highlight=[1,3], nocopy, showLineNumbers, wrap=40\nlet a = 1\n```\n")
        #expect(base.diagnostics.isEmpty)
        #expect(FenceInfo("swift, highlight=[1,3]").words.map(\.spelling) == ["highlight=[1,3]"])
    }

    @Test func snippetSlicesAndHiddenLines() {
        let source = "// snippet.hide\nimport A\n// snippet.show\nlet a = 1\n// snippet.two\nlet b = 2\n// snippet.end\n"
        #expect(Snippet.visibleCode(source, slice: nil) == "let a = 1\nlet b = 2")
        #expect(Snippet.visibleCode(source, slice: "two") == "let b = 2")
        #expect(Snippet.visibleCode(source, slice: "three") == nil)
        let nested = "func main() {\n    // snippet.loop\n    for i in 0..<3 {\n        print(i)\n\n    }\n    // snippet.end\n}\n"
        #expect(Snippet.visibleCode(nested, slice: "loop") == "for i in 0..<3 {\n    print(i)\n\n}")
        #expect(Snippet.file(named: "Pkg/Snippets/x", from: "Sources/Pkg/Pkg.docc/a.md", among: ["Snippets/x.swift"]) == "Snippets/x.swift")
    }

    @Test func looseMarkdownReadsOnlyTheDirectivesDocCDocuments() throws {
        let base = TestContent.build(
            "# Notes\n\nIntro.\n\n@State keeps a value.\n\n@Comment {\n    A note for authors, with ``Nowhere``.\n}\n")
        let article = try #require(base.articles.first)
        #expect(article.directiveUses.values.map { $0 } == [.hidden])
        #expect(base.diagnostics.isEmpty, "a comment's content is never read: \(base.diagnostics.map(\.formatted))")
        #expect(article.sections.isEmpty)
    }

    @Test func aTutorialOutsideACatalogIsNamedNotSkippedSilently() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.md", "# A\n")
        try folder.write("b.tutorial", "@Tutorial(time: 1) {}\n")
        try folder.write("C.docc/c.tutorial", "@Tutorials(name: \"C\") {}\n")
        let content = ContentLoader.load(folder: folder.url)
        #expect(content.documents.map(\.path) == ["C.docc/c.tutorial", "a.md"])
        #expect(content.diagnostics.map(\.file) == ["b.tutorial"])
        #expect(content.catalogs.map(\.displayName) == ["C"])
    }

    /// A code file a page shows is held to Markdown's rules (an error at its line and column
    /// when it is not UTF-8); a missing snippet says where panes looked.
    @Test func codeFilesMustBeUTF8AndMissingSnippetsSayWhereToLook() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Kit.docc/Tour.tutorial",
            "@Tutorial(time: 1) {\n  @Intro(title: \"Tour\") {\n    A tour.\n  }\n  @Section(title: \"One\") {\n    @ContentAndMedia {\n      Start.\n    }\n    @Steps {\n      @Step {\n        Type.\n\n        @Code(name: \"a.swift\", file: \"step1.swift\")\n      }\n    }\n  }\n}\n"
        )
        try folder.write("Kit.docc/Resources/step1.swift", Data("let a = 1\nlet caf".utf8) + Data([0xE9]) + Data(" = 2\n".utf8))
        try folder.write("Kit.docc/Guide.md", "# Guide\n\nA guide.\n\n@Snippet(path: \"Kit/Snippets/Missing\")\n")
        let base = KnowledgeBaseBuilder.build(contentFolder: folder.url)
        let invalid = try #require(base.diagnostics.first { $0.file == "Kit.docc/Resources/step1.swift" })
        #expect((invalid.severity, invalid.line, invalid.column) == (.error, 2, 8))
        #expect(invalid.message == "invalid UTF-8; save the file as UTF-8")
        try folder.write("Kit.docc/Resources/step2.swift", "\u{FEFF}let b = 2\n")
        #expect(try ContentLoader.readCode("Kit.docc/Resources/step2.swift", in: folder.url).get() == "let b = 2\n")
        let missing = try #require(base.diagnostics.first { $0.message.hasPrefix("Snippet named") })
        #expect(missing.message.contains("looks for Snippets/Missing.swift in the page's folder and every folder above it"))
    }

    @Test func looseMarkdownResolvesDocLinksByFileName() {
        let base = TestContent.build([
            ("guides/Sheet Flow.md", "# Sheet Flow\n\n## Presenting\n\nText.\n"),
            ("overview.md", "# Overview\n\nSee <doc:Sheet-Flow> and <doc:Sheet-Flow#presenting> and <doc:Missing>.\n"),
        ])
        #expect(base.diagnostics.map(\.message) == ["'Missing' names no page of the content"])
    }
}
