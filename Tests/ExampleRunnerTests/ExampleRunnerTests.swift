import BuiltIn
import ExampleRunner
import Foundation
import KnowledgeBase
import Testing

/// Runs real examples through swiftc: the model is compiled once into the cache, then reused.
@Suite(.serialized) struct ExampleRunnerTests {
    static let markdown = """
        # Scratch

        Examples, some broken on purpose.

        ## Passing

        ```swift runnable
        struct Item: Hashable { var name: String }
        var visibility = NavigationSplitViewVisibility.all
        visibility = .detailOnly
        #expect(NavigationSplitViewRules.visibleColumns(visibility, in: .twoColumn, on: .iPadOS) == [.detail])
        ```

        ## Same type name again

        ```swift runnable
        struct Item: Hashable { var count: Int }
        #expect(Item(count: 2).count == 2)
        ```

        ## Wrong expectation

        ```swift runnable
        let shown = NavigationSplitViewRules.visibleColumns(.all, in: .threeColumn, on: .iPadOS) ?? []
        #expect(shown.count == 2)
        ```

        ## Compile error

        ```swift runnable
        let number: Int = "seven"
        ```

        ## Crash

        ```swift runnable
        var path = NavigationPath()
        path.removeLast()
        ```

        ## Skipped and compile_fail

        ```swift runnable ignore
        #expect(false)
        ```

        ```swift runnable compile_fail
        let text: String = 42
        ```
        """

    private func run() throws -> [ExampleOutcome] {
        let base = KnowledgeBaseBuilder.build(files: [ContentFile(path: "scratch.md", text: Self.markdown)])
        let modelSources = BuiltIn.modelSources.map { (name: $0.path, text: $0.text) }
        return try ExampleRunner(modelSources: modelSources).run(base.runnableExamples) { "docs/" + $0 }
    }

    @Test func eachOutcomeIsReportedAtItsMarkdownLine() throws {
        let outcomes = try run()
        let byLine = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.example.line, $0) })
        #expect(byLine[7]?.status == .passed)
        #expect(byLine[16]?.status == .passed)
        #expect(byLine[23]?.status == .failed)
        #expect(byLine[23]?.details.first?.hasPrefix("docs/scratch.md:25: expectation failed: shown.count == 2") == true)
        #expect(byLine[23]?.details.first?.contains("got:      3") == true)
        #expect(byLine[30]?.status == .failed)
        #expect(byLine[30]?.details.first?.hasPrefix("docs/scratch.md:31:") == true)
        #expect(byLine[36]?.status == .failed)
        #expect(byLine[43]?.status == .skipped)
        #expect(byLine[47]?.status == .passed)
        #expect(outcomes.summaryLine == "3 passed, 3 failed, 1 skipped")
    }
}

/// What `swift test` calls for the examples it cannot merge into its own test target.
@Suite(.serialized) struct IsolatedExampleTests {
    private func contentFolder(_ markdown: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-isolated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try markdown.write(to: folder.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        return folder
    }

    private var modelSources: [(name: String, text: String)] { BuiltIn.modelSources.map { (name: $0.path, text: $0.text) } }

    @Test func compileFailAndStandaloneExamplesAreCheckedAlone() throws {
        let folder = try contentFolder(
            "# Notes\n\n```swift runnable compile_fail\nlet n: Int = \"x\"\n```\n\n```swift runnable standalone\nstruct Lonely { var value = 2 }\n#expect(Lonely().value == 2)\n```\n"
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        try ExampleRunner.checkIsolated(id: "notes.md:3", contentFolder: folder.path, modelSources: modelSources)
        try ExampleRunner.checkIsolated(id: "notes.md:7", contentFolder: folder.path, modelSources: modelSources)
    }

    @Test func aCompileFailExampleThatCompilesIsAFailure() throws {
        let folder = try contentFolder("# Notes\n\n```swift runnable compile_fail\nlet n: Int = 3\n```\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ExampleRunnerError.self) {
            try ExampleRunner.checkIsolated(id: "notes.md:3", contentFolder: folder.path, modelSources: modelSources)
        }
    }
}
