import Foundation
import Testing

@testable import KnowledgeBase

/// The whole build: duplicates across files, folder loading and determinism.
struct KnowledgeBaseBuilderTests {
    static let files = [
        (
            "split-views.md",
            """
            # Split views

            Columns side by side.

            ## `NavigationSplitView`

            A split view.

            - Kind: type
            - See also: `NavigationSplitViewVisibility`

            ## `NavigationSplitViewVisibility`

            Which columns show.

            ### `detailOnly`

            Only the detail.

            ```swift runnable
            var visibility = NavigationSplitViewVisibility.all
            visibility = .detailOnly
            #expect(visibility == .detailOnly)
            ```
            """
        ),
        (
            "guides/sheet-workflow.md",
            """
            # A sheet workflow

            Edit an item in a sheet.

            ## Showing the editor

            Use `.sheet(item:)` next to `NavigationSplitView` and hide columns with `.detailOnly`.

            ```swift
            NavigationSplitView(columnVisibility: $columns) { Sidebar() } detail: { Detail() }
                .sheet(item: $editing) { item in Editor(item: item) }
            ```
            """
        ),
    ]

    @Test func duplicateEntriesAreWarningsAtTheSecondOne() throws {
        let base = TestContent.build([
            ("a.md", "# A\n\n## `NavigationStack`\n\nFirst.\n"),
            ("b.md", "# B\n\nText.\n\n### `NavigationStack`\n\nSecond.\n"),
        ])
        #expect(base.apis.map(\.id) == ["NavigationStack"])
        #expect(base.api(id: "NavigationStack")?.summary == "First.")
        #expect(
            base.problems == [
                .warning(
                    "duplicate API entry `NavigationStack`; it is already written at a.md:3; merge the two entries or remove one",
                    file: "b.md", line: 5, column: 1)
            ])
    }

    @Test func duplicateMembersInOneFileAreWarnings() {
        let base = TestContent.build(
            """
            ## `NavigationSplitViewVisibility`

            A.

            ### `all`

            B.

            ### `all`

            C.
            """)
        #expect(base.problems.map { "\($0.line):\($0.column):\($0.severity)" } == ["9:1:warning"])
    }

    @Test func theSameMemberNameUnderTwoOwnersIsNotADuplicate() {
        let base = TestContent.build(
            """
            ## `NavigationSplitViewVisibility`

            A.

            ### `automatic`

            B.

            ## `NavigationSplitViewStyle`

            C.

            ### `automatic`

            D.
            """)
        #expect(base.problems.isEmpty)
        #expect(base.apis.count == 4)
    }

    @Test func buildingTwiceGivesIdenticalJSON() throws {
        let first = TestContent.build(Self.files).jsonData()
        let second = TestContent.build(Self.files).jsonData()
        #expect(first == second)
    }

    @Test func theOrderOfFilesDoesNotChangeTheIndex() throws {
        let forward = TestContent.build(Self.files).jsonData()
        let backward = TestContent.build(Self.files.reversed()).jsonData()
        #expect(String(decoding: forward, as: UTF8.self) == String(decoding: backward, as: UTF8.self))
    }

    @Test func articlesExamplesAndAPIsAreSorted() {
        let base = TestContent.build(Self.files)
        #expect(base.articles.map(\.path) == ["guides/sheet-workflow.md", "split-views.md"])
        #expect(base.examples.map(\.id) == ["guides/sheet-workflow.md:9", "split-views.md:20"])
        #expect(base.apis.map(\.id) == base.apis.map(\.id).sorted())
        #expect(base.runnableExamples.map(\.id) == ["split-views.md:20"])
    }

    @Test func theWholeFlowLinksAcrossFiles() throws {
        let base = TestContent.build(Self.files)
        #expect(base.problems.isEmpty)
        let member = try #require(base.api(id: "NavigationSplitViewVisibility.detailOnly"))
        #expect(member.aliases == [".detailOnly"])
        #expect(member.mentionedIn.map(\.file) == ["guides/sheet-workflow.md"])
        #expect(member.examples == ["split-views.md:20"])
        #expect(base.api(id: "NavigationSplitView")?.seeAlso == ["NavigationSplitViewVisibility"])
        let sheet = try #require(base.api(id: "sheet(item:)"))
        #expect(!sheet.isDocumented)
        #expect(sheet.examples == ["guides/sheet-workflow.md:9"])
        #expect(base.api(id: "NavigationSplitView.init(columnVisibility:)")?.kind == .initializer)
        #expect(base.apis.allSatisfy { !["Sidebar", "Detail", "Editor"].contains($0.symbol.owner ?? $0.symbol.base) })
    }

    @Test func buildingAFolderAddsLoadProblems() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.md", "# Good\n\nSee ``Nowhere``.\n")
        try folder.write("bad.md", Data([0x23, 0x20, 0xFF]))
        let base = KnowledgeBaseBuilder.build(contentFolder: folder.url)
        #expect(base.articles.map(\.path) == ["good.md"])
        #expect(base.problems.map { "\($0.file):\($0.line):\($0.column)" } == ["bad.md:1:3", "good.md:3:5"])
    }

    @Test func aMissingFolderBuildsAnEmptyBaseWithOneError() {
        let base = KnowledgeBaseBuilder.build(contentFolder: URL(fileURLWithPath: "/nonexistent/panes-content"))
        #expect(base.apis.isEmpty && base.articles.isEmpty && base.examples.isEmpty)
        #expect(base.problems.map(\.file) == ["/nonexistent/panes-content"])
    }

    @Test func nothingToBuildIsEmpty() {
        let base = KnowledgeBaseBuilder.build(files: [])
        #expect(base.apis.isEmpty && base.articles.isEmpty && base.problems.isEmpty)
    }

    @Test func deeplyNestedContentDoesNotCrashTheBuild() {
        let quotes = String(repeating: ">", count: 10_000) + " `NavigationSplitView` deep\n"
        let lists = String(repeating: "- ", count: 10_000) + "`.sheet(item:)`\n"
        let base = TestContent.build("# Deep\n\n" + quotes + "\n" + lists)
        #expect(base.articles.count == 1)
        #expect(base.apis.map(\.id) == ["NavigationSplitView", "sheet(item:)"])
    }
}
