import Testing

@testable import KnowledgeBase

/// Fence info strings and hidden setup lines.
struct CodeExampleTests {
    @Test(arguments: [
        ("swift", "swift", [String]()),
        ("swift runnable", "swift", ["runnable"]),
        ("Swift runnable, ignore", "swift", ["runnable", "ignore"]),
        ("swift\tstandalone", "swift", ["standalone"]),
        (#"swift compile_fail="cannot find 'x', twice" ignore"#, "swift", [#"compile_fail="cannot find 'x', twice""#, "ignore"]),
        ("", "", []),
    ])
    func infoStringsSplitIntoLanguageAndWords(info: String, language: String, words: [String]) {
        let parsed = FenceInfo(info)
        #expect(parsed.language == language)
        #expect(parsed.words.map(\.spelling) == words)
    }

    @Test func quotedValuesAreUnquotedWithEscapes() throws {
        let word = try #require(FenceInfo(#"swift compile_fail="a \"quoted\" word""#).word("compile_fail"))
        #expect(word.value == #"a "quoted" word"#)
        #expect(word.offset == 6)
    }

    @Test(
        arguments: [
            ("runable", "runnable"), ("no-run", "no_run"), ("should_panic", "crashes"), ("compile-fail", "compile_fail"),
            ("standalon", "standalone"), ("blue", nil),
        ] as [(String, String?)])
    func slipsSuggestTheWordMeant(word: String, suggestion: String?) {
        #expect(SwiftFence.closestKnownWord(to: word) == suggestion)
    }

    @Test func theSpecificModeWinsOverRunnable() {
        let fence = SwiftFence(FenceInfo("swift runnable crashes"))
        #expect(fence.testMode == .crash)
        #expect(fence.problems.isEmpty)
    }

    @Test func hiddenLinesAreCompiledButNotShown() {
        let code = """
            ~ struct Item: Identifiable { let id: Int }
            var item: Item? = Item(id: 1)
            ~
            #expect(item != nil)
            """
        let (compiled, visible, hidden) = CodeExample.splitHiddenLines(code)
        #expect(
            compiled == """
                struct Item: Identifiable { let id: Int }
                var item: Item? = Item(id: 1)

                #expect(item != nil)
                """)
        #expect(visible == "var item: Item? = Item(id: 1)\n#expect(item != nil)")
        #expect(hidden == "struct Item: Identifiable { let id: Int }\n")
    }

    @Test func aTildeWithoutASpaceIsNotAMarker() {
        let (compiled, visible, hidden) = CodeExample.splitHiddenLines("~x\n  ~ y")
        #expect(compiled == "~x\n  ~ y")
        #expect(visible == "~x\n  ~ y")
        #expect(hidden.isEmpty)
    }

    @Test func aTestModeMakesABlockRunnable() {
        var example = CodeExample(
            id: "a.md:1", file: "a.md", line: 1, language: "swift", attributes: [], code: "",
            visibleCode: "", sectionTitle: "", sectionAnchor: "", entryID: nil, apiIDs: [])
        #expect(!example.isRunnable)
        #expect(example.isSwift)
        example.testMode = .compileFail
        #expect(example.isRunnable)
        #expect(example.mustFailToCompile)
    }
}
