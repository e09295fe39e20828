import Testing

@testable import KnowledgeBase

/// Fence info strings and hidden setup lines.
struct CodeExampleTests {
    @Test(arguments: [
        ("swift", "swift", [String]()),
        ("swift runnable", "swift", ["runnable"]),
        ("Swift runnable, ignore", "swift", ["runnable", "ignore"]),
        ("swift\tstandalone", "swift", ["standalone"]),
        ("", "", []),
    ])
    func infoStringsSplitIntoLanguageAndAttributes(info: String, language: String, attributes: [String]) {
        let parsed = CodeExample.parseInfo(info)
        #expect(parsed.language == language)
        #expect(parsed.attributes == attributes)
    }

    @Test func hiddenLinesAreCompiledButNotShown() {
        let code = """
            ~ struct Item: Identifiable { let id: Int }
            var item: Item? = Item(id: 1)
            ~
            #expect(item != nil)
            """
        let (compiled, visible) = CodeExample.splitHiddenLines(code)
        #expect(
            compiled == """
                struct Item: Identifiable { let id: Int }
                var item: Item? = Item(id: 1)

                #expect(item != nil)
                """)
        #expect(visible == "var item: Item? = Item(id: 1)\n#expect(item != nil)")
    }

    @Test func aTildeWithoutASpaceIsNotAMarker() {
        let (compiled, visible) = CodeExample.splitHiddenLines("~x\n  ~ y")
        #expect(compiled == "~x\n  ~ y")
        #expect(visible == "~x\n  ~ y")
    }

    @Test func flagsFollowTheAttributes() {
        func example(_ language: String, _ attributes: [String]) -> CodeExample {
            CodeExample(
                id: "a.md:1", file: "a.md", line: 1, language: language, attributes: attributes, code: "",
                visibleCode: "", sectionTitle: "", sectionAnchor: "", entryID: nil, apiIDs: [])
        }
        #expect(example("swift", ["runnable"]).isRunnable)
        #expect(!example("swift", []).isRunnable)
        #expect(!example("bash", ["runnable"]).isRunnable)
        #expect(example("swift", ["runnable", "ignore"]).isIgnored)
        #expect(example("swift", ["runnable", "compile_fail"]).mustFailToCompile)
        #expect(example("swift", ["runnable", "standalone"]).isStandalone)
        #expect(example("swift", []).isSwift)
        #expect(!example("text", []).isSwift)
    }
}
