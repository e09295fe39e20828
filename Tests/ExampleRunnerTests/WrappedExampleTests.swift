import Testing

@testable import ExampleRunner
@testable import KnowledgeBase

@Suite struct WrappedExampleTests {
    private func example(_ code: String, line: Int = 10) -> CodeExample {
        CodeExample(
            id: "notes.md:\(line)", file: "notes.md", line: line, language: "swift", attributes: ["runnable"],
            code: code, visibleCode: code, sectionTitle: "Notes", sectionAnchor: "notes", entryID: nil, apiIDs: [])
    }

    @Test func typesNestAndStatementsRunInOrder() {
        let wrapped = WrappedExample(
            example("struct Item: Hashable { var name: String }\nlet item = Item(name: \"a\")\n#expect(item.name == \"a\")"),
            namespace: "Example1", displayPath: "content/notes.md")
        let source = wrapped.source
        #expect(source.hasPrefix("enum Example1 {"))
        let structRange = try! #require(source.range(of: "struct Item"))
        let runRange = try! #require(source.range(of: "static func run() throws {"))
        #expect(structRange.lowerBound < runRange.lowerBound)
        #expect(source.contains("#sourceLocation(file: \"content/notes.md\", line: 11)\nstruct Item"))
        #expect(source.contains("#sourceLocation(file: \"content/notes.md\", line: 12)\nlet item"))
    }

    /// A command's own `@main` gives way to the harness (several in one module do not compile),
    /// blanked so that the lines below it keep their numbers.
    @Test func anExamplesOwnMainAttributeIsBlanked() {
        let wrapped = WrappedExample(
            example("@main\nstruct Greet {\n    static func main() {}\n}"), namespace: "Example3", displayPath: "notes.md")
        #expect(!wrapped.source.contains("@main"))
        #expect(wrapped.source.contains("     \nstruct Greet {"))
    }

    @Test func extensionsOfTheExamplesOwnTypesAreQualified() {
        let wrapped = WrappedExample(
            example("struct Item {}\nextension Item: Equatable {}\nextension Int { var twice: Int { self * 2 } }"),
            namespace: "Example7", displayPath: "notes.md")
        #expect(wrapped.source.contains("extension Example7.Item: Equatable {}"))
        #expect(wrapped.source.contains("extension Int {"))
        #expect(wrapped.externalExtensions == ["Int"])
    }

    @Test func importsGoToTheTopOfTheFileAndAwaitMakesTheBodyAsync() {
        let wrapped = WrappedExample(
            example("import Foundation\nfunc later() async -> Int { 1 }\n#expect(await later() == 1)"),
            namespace: "Example3", displayPath: "notes.md")
        #expect(wrapped.imports == "#sourceLocation(file: \"notes.md\", line: 11)\nimport Foundation\n#sourceLocation()\n")
        #expect(!wrapped.source.contains("import Foundation"))
        #expect(wrapped.isAsync)
        #expect(wrapped.source.contains("static func run() async throws {"))
    }

    @Test func functionsBecomeLocalSoTheyCanUseTopLevelConstants() {
        let wrapped = WrappedExample(
            example("let limit = 3\nfunc isOver(_ value: Int) -> Bool { value > limit }\n#expect(isOver(4))"),
            namespace: "Example2", displayPath: "notes.md")
        let body = wrapped.source.components(separatedBy: "static func run() throws {")[1]
        #expect(body.contains("func isOver"))
        #expect(body.contains("let limit = 3"))
    }

    /// An access modifier means nothing inside an example (and no local function may have one):
    /// blanked, so every column stays where the reader wrote it.
    @Test func accessModifiersAreBlanked() {
        let wrapped = WrappedExample(
            example("public let limit = 3\nprivate struct Box {}\npublic extension Int { var twice: Int { self * 2 } }"),
            namespace: "Example4", displayPath: "notes.md")
        #expect(wrapped.source.contains("       let limit = 3"))
        #expect(wrapped.source.contains("        struct Box {}"))
        #expect(wrapped.source.contains("public extension Int"))
    }

    /// A function that needs nothing of the body's goes to file scope, fileprivate, its line kept.
    @Test func aSelfContainedFunctionGoesToFileScope() {
        let wrapped = WrappedExample(
            example("func double(_ x: Int) -> Int { x * 2 }\nstruct Box { var v: Int }\nfunc make() -> Box { Box(v: 1) }"),
            namespace: "Example5", displayPath: "notes.md")
        let parts = wrapped.source.components(separatedBy: "static func run() throws {")
        #expect(parts[1].contains("#sourceLocation(file: \"notes.md\", line: 10)\nfileprivate\nfunc double"))
        // `make()` names the example's own type, which only the namespace sees.
        #expect(parts[1].components(separatedBy: "}\n}\n")[0].contains("func make()"))
    }

    /// `@Test` functions are blanked and called from the body after the example's own code (the
    /// harness runs only its own test): once per argument, a suite's on a fresh instance, and
    /// a disabled one not at all.
    @Test func testFunctionsAreCalledFromTheBody() {
        let code = """
            @Test(arguments: [1, 2]) func positive(_ n: Int) { #expect(n > 0) }
            @Suite struct Shelf {
                @Test func stocked() {}
                @Test(.disabled()) func later() {}
            }
            """
        let wrapped = WrappedExample(example(code), namespace: "Example6", displayPath: "notes.md")
        #expect(!wrapped.source.contains("@Test") && !wrapped.source.contains("@Suite"))
        #expect(wrapped.isAsync)
        let body = wrapped.source.components(separatedBy: "static func run() async throws {")[1]
        #expect(
            body.contains(
                "#sourceLocation(file: \"notes.md\", line: 11)\ndo { for __argument in [1, 2] { try await positive(__argument) } }"))
        #expect(
            body.contains(
                "#sourceLocation(file: \"notes.md\", line: 13)\ndo { var __suite = try await Shelf(); try await __suite.stocked() }"))
        #expect(!body.contains("later()"))
    }
}

/// What `swiftc` printed, read as errors.
struct CompilerOutputTests {
    /// Every frontend job that parses a file prints its syntax errors: each is reported once.
    @Test func anErrorPrintedByTwoJobsIsReportedOnce() {
        let output = """
            notes.md:32:16: error: extraneous whitespace after '.' is not permitted
            notes.md:32:16: error: extraneous whitespace after '.' is not permitted
            notes.md:40:2: error: cannot find 'baz' in scope
            """
        #expect(
            SwiftCompiler.errors(in: output).map(\.formatted) == [
                "notes.md:32:16: error: extraneous whitespace after '.' is not permitted",
                "notes.md:40:2: error: cannot find 'baz' in scope",
            ])
    }
}
