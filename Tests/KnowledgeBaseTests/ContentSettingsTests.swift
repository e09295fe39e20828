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
        (
            #"{"swiftblocks": "runnable"}"#,
            "unknown setting 'swiftblocks'; panes.json takes name, title, description, home, url, swiftBlocks, indentedCodeIsSwift"
        ),
        (#"{"name": 3}"#, "'name' must be a string"),
        (#"{"indentedCodeIsSwift": 1}"#, "'indentedCodeIsSwift' must be true or false"),
        (#"["runnable"]"#, "expected a JSON object"),
        (#"{"swiftBlocks": "#, "not valid JSON"),
        (#"{"url": "example.github.io/kit"}"#, "'url' must be the site's web address"),
    ])
    func mistakesAreWarningsInTheFile(text: String, message: String) {
        // (A nested object's keys are its own: `{"a": {"x": 1}, "b": {"x": 2}}` repeats nothing.)
        #expect(ContentSettings.duplicateKeys(in: Data(#"{"a": {"x": 1}, "b": {"x": 2}, "c": "x"}"#.utf8)).isEmpty)
        let (settings, diagnostics) = ContentSettings.parse(Data(text.utf8), displayPath: "docs/panes.json")
        #expect(settings == ContentSettings())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.file == "docs/panes.json")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)")
    }

    @Test func indentedCodeIsSwiftTakesABoolean() {
        #expect(ContentSettings.parse(Data(#"{"indentedCodeIsSwift": true}"#.utf8), displayPath: "panes.json").settings.indentedCodeIsSwift)
        #expect(
            !ContentSettings.parse(Data(#"{"indentedCodeIsSwift": false}"#.utf8), displayPath: "panes.json").settings.indentedCodeIsSwift)
    }

    /// Reliability review D17: JSONSerialization kept the last of two equal keys without a word.
    @Test func aKeyGivenTwiceIsAWarning() {
        let (settings, diagnostics) = ContentSettings.parse(
            Data(#"{"name": "a", "title": "T", "name": "b"}"#.utf8), displayPath: "panes.json")
        #expect(settings.name == "b")
        #expect(diagnostics.map(\.message) == ["'name' is given more than once; the last one counts, so keep one"])
    }

    /// Reliability review D17: a `home` that names no page was ignored without a word.
    @Test func aHomeThatNamesNoPageIsAWarning() {
        let base = KnowledgeBaseBuilder.build(files: [
            ContentFile(path: "panes.json", text: #"{"home": "Alpha.md"}"#),
            ContentFile(path: "alpha.md", text: "# Alpha\n\nText.\n"),
        ])
        #expect(base.identity.homeArticle == nil)
        #expect(
            base.diagnostics.map(\.message) == [
                "'home' names 'Alpha.md', which is no page of this folder, so the home page is the generated one; did you mean 'alpha.md'?"
            ])
    }
}
