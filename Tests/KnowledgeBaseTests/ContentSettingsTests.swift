import Foundation
import Testing

@testable import KnowledgeBase

/// `panes.json`: what plain Swift blocks are in a folder, and what its mistakes are.
struct ContentSettingsTests {
    @Test func runnableMakesEveryPlainSwiftBlockATest() throws {
        let folder = try TemporaryFolder()
        try folder.write("panes.json", #"{"swiftBlocks": "runnable"}"#)
        try folder.write(
            "guide.md", "# Guide\n\nText.\n\n```swift\n#expect(1 == 1)\n```\n\n```swift fragment\ncase .a:\n```\n\n```bash\nls\n```\n")
        let base = KnowledgeBaseBuilder.build(contentFolder: folder.url)
        #expect(base.examples.map(\.testMode) == [.run, nil, nil])
        #expect(base.diagnostics.isEmpty)
    }

    @Test func aRunsOverrideWinsOverTheFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("panes.json", #"{"swiftBlocks": "runnable"}"#)
        try folder.write("guide.md", "# Guide\n\nText.\n\n```swift\nlet a = 1\n```\n")
        #expect(KnowledgeBaseBuilder.build(contentFolder: folder.url, plainSwiftBlocks: .illustrative).runnableExamples.isEmpty)
        #expect(KnowledgeBaseBuilder.build(contentFolder: folder.url, plainSwiftBlocks: .noRun).examples.first?.testMode == .compileOnly)
    }

    @Test func theSiteIsNamedAsTheFileSays() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "panes.json", #"{"name": "Trailmap", "title": "Trailmap Kit", "description": "Plan day hikes", "home": "start.md"}"#)
        try folder.write("start.md", "# Start here\n\nFirst steps.\n")
        try folder.write("other.md", "# Other\n\nMore.\n")
        let identity = KnowledgeBaseBuilder.build(contentFolder: folder.url).identity
        #expect(identity.name == "Trailmap")
        #expect(identity.title == "Trailmap Kit")
        #expect(identity.description == "Plan day hikes")
        #expect(identity.homeArticle == "start.md")
    }

    @Test func aFolderWithoutTheFileKeepsPlainBlocksIllustrative() throws {
        let folder = try TemporaryFolder()
        try folder.write("guide.md", "# Guide\n\nText.\n\n```swift\nlet a = 1\n```\n")
        #expect(KnowledgeBaseBuilder.build(contentFolder: folder.url).runnableExamples.isEmpty)
    }

    @Test(arguments: [
        (#"{"swiftBlocks": "always"}"#, "swiftBlocks takes one of illustrative, runnable, no_run, typecheck, not 'always'"),
        (#"{"swiftBlocks": true}"#, "swiftBlocks takes one of illustrative, runnable, no_run, typecheck, as a string"),
        (#"{"swiftblocks": "runnable"}"#, "unknown setting 'swiftblocks'; panes.json takes name, title, description, home, swiftBlocks"),
        (#"{"name": 3}"#, "'name' must be a string"),
        (#"["runnable"]"#, "expected a JSON object"),
        (#"{"swiftBlocks": "#, "not valid JSON"),
    ])
    func mistakesAreWarningsInTheFile(text: String, message: String) {
        let (settings, diagnostics) = ContentSettings.parse(Data(text.utf8), displayPath: "docs/panes.json")
        #expect(settings == ContentSettings())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.file == "docs/panes.json")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)")
    }
}
