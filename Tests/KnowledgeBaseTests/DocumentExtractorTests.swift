import Testing

@testable import KnowledgeBase

/// Reading one file: title, abstract, sections, entries with their fields, code blocks and their diagnostics.
struct DocumentExtractorTests {
    static let sheets = """
        # Sheets

        Sheets present content modally over the current view.

        ## `sheet(item:onDismiss:content:)`

        Presents a sheet for each non-nil item.

        - Kind: modifier
        - Declaration: `func sheet<Item>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Content) -> some View`
        - Availability: iOS 13.0, macOS 10.15 (deprecated), visionOS 1.0
        - Parameters:
          - item: A binding to the item.
          - onDismiss: Runs after the sheet goes away.
          - content: Builds the sheet.
        - See also: `NavigationStack`

        Setting the item back to nil dismisses the sheet.

        | Platform | Behaviour |
        |----------|-----------|
        | iOS | A card over the view. |
        | macOS | A window-modal sheet. |

        | Column | Meaning |
        |--------|---------|
        | a | b |

        ### Dismissing

        Swipe down.

        ## `NavigationStack`

        A stack of views.

        - Kind: type
        """

    @Test func readsTitleAndAbstract() throws {
        let article = try #require(TestContent.build(Self.sheets, path: "sheets.md").articles.first)
        #expect(article.title == "Sheets")
        #expect(article.abstract == "Sheets present content modally over the current view.")
        #expect(article.kind == .topic)
        #expect(article.entryIDs == ["sheet(item:onDismiss:content:)", "NavigationStack"])
    }

    @Test func aFileWithoutATitleIsNamedAfterItsPath() throws {
        let article = try #require(TestContent.build("Just text.", path: "guides/my_split-view.md").articles.first)
        #expect(article.title == "my split view")
        #expect(article.kind == .guide)
        #expect(article.abstract == "")
    }

    @Test func readsEveryFieldOfAnEntry() throws {
        let api = try #require(TestContent.build(Self.sheets, path: "sheets.md").api(id: "sheet(item:onDismiss:content:)"))
        #expect(api.name == "sheet(item:onDismiss:content:)")
        #expect(api.kind == .modifier)
        #expect(api.isDocumented)
        #expect(api.summary == "Presents a sheet for each non-nil item.")
        #expect(api.declaration?.hasPrefix("func sheet<Item>(item: Binding<Item?>") == true)
        #expect(api.availability.map(\.platform) == ["iOS", "macOS", "visionOS"])
        #expect(api.availability[1].note == "deprecated")
        #expect(api.parameters.map(\.name) == ["item", "onDismiss", "content"])
        #expect(api.seeAlso == ["NavigationStack"])
        #expect(api.source == SourceLocation(file: "sheets.md", line: 5))
        #expect(api.anchor == "sheet-item-ondismiss-content")
    }

    @Test func theDiscussionRunsToTheNextHeadingOfTheSameLevel() throws {
        let api = try #require(TestContent.build(Self.sheets).api(id: "sheet(item:onDismiss:content:)"))
        let texts = api.discussion.map { $0.plainText.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(texts.first == "Setting the item back to nil dismisses the sheet.")
        #expect(texts.contains("Dismissing"))
        #expect(texts.last == "Swipe down.")
        #expect(!texts.contains { $0.contains("A stack of views") })
    }

    @Test func onlyTablesHeadedPlatformArePlatformBehaviour() throws {
        let api = try #require(TestContent.build(Self.sheets).api(id: "sheet(item:onDismiss:content:)"))
        #expect(
            api.platformBehaviour == [
                Table(header: ["Platform", "Behaviour"], rows: [["iOS", "A card over the view."], ["macOS", "A window-modal sheet."]])
            ])
    }

    @Test func anEntryWithoutFieldsIsStillAnEntry() throws {
        let base = TestContent.build(
            """
            # T

            ## `NavigationSplitViewColumn`

            The columns of a split view.

            More words.
            """)
        let api = try #require(base.api(id: "NavigationSplitViewColumn"))
        #expect(api.kind == .type)
        #expect(api.summary == "The columns of a split view.")
        #expect(api.declaration == nil)
        #expect(api.discussion.count == 1)
        #expect(base.problems.isEmpty)
    }

    @Test func nestedEntriesAreMembersOfTheirParent() throws {
        let base = TestContent.build(
            """
            # Split views

            ## `NavigationSplitViewVisibility`

            Which columns show.

            ### `detailOnly`

            Only the detail column.

            ### `init(rawValue:)`

            Makes a value.

            ## `NavigationSplitView`

            The container.

            ### `init(sidebar:detail:)`

            Two columns.

            #### `sidebar`

            Not a real member, but nested twice.
            """)
        let member = try #require(base.api(id: "NavigationSplitViewVisibility.detailOnly"))
        #expect(member.name == "detailOnly")
        #expect(member.parentID == "NavigationSplitViewVisibility")
        #expect(member.kind == .member)
        #expect(base.api(id: "NavigationSplitViewVisibility.init(rawValue:)")?.kind == .initializer)
        let initializer = try #require(base.api(id: "NavigationSplitView.init(sidebar:detail:)"))
        #expect(initializer.name == "init(sidebar:detail:)")
        #expect(initializer.parentID == "NavigationSplitView")
        // A member of an initializer belongs to the initializer's owner.
        #expect(base.api(id: "NavigationSplitView.sidebar")?.parentID == "NavigationSplitView.init(sidebar:detail:)")
        #expect(base.api(id: "detailOnly") == nil)
    }

    @Test func aTopLevelInitializerKeepsItsTypeInItsName() throws {
        let api = try #require(TestContent.build("## `NavigationLink.init(value:label:)`\n\nA link.").apis.first)
        #expect(api.id == "NavigationLink.init(value:label:)")
        #expect(api.name == "NavigationLink(value:label:)")
    }

    @Test func sectionsHaveUniqueAnchorsLevelsAndText() throws {
        let article = try #require(
            TestContent.build(
                """
                # Title

                Abstract.

                ## Example

                First *example* text.

                ## Example

                ```swift
                let hidden = 1
                ```

                ### `NavigationStack`

                A stack.
                """
            ).articles.first)
        #expect(article.sections.map(\.heading) == ["Example", "Example", "NavigationStack"])
        #expect(article.sections.map(\.anchor) == ["example", "example-2", "navigationstack"])
        #expect(article.sections.map(\.level) == [2, 2, 3])
        #expect(article.sections.map(\.line) == [5, 9, 15])
        #expect(article.sections.map(\.text) == ["First example text.", "", "A stack."])
        #expect(article.sections.map(\.apiID) == [nil, nil, "NavigationStack"])
    }

    @Test func aHeadingCodeSpanThatIsNotASymbolIsAPlainSection() throws {
        let base = TestContent.build("# T\n\n## `[Item]`\n\nText.")
        #expect(base.apis.isEmpty)
        #expect(base.articles.first?.sections.map(\.heading) == ["[Item]"])
        let diagnostic = try #require(base.problems.first)
        #expect((diagnostic.line, diagnostic.column, diagnostic.severity) == (3, 1, .warning))
    }

    @Test func fieldListProblemsAreReportedAtTheirLine() throws {
        let base = TestContent.build(
            """
            # T

            ## `NavigationStack`

            A stack.

            - Kind: class
            - Colour: blue
            """, path: "stacks.md")
        #expect(base.problems.map { "\($0.file):\($0.line):\($0.column)" } == ["stacks.md:7:1", "stacks.md:8:1"])
        #expect(base.api(id: "NavigationStack")?.kind == .type)
    }

    // MARK: Code blocks

    @Test func codeBlocksKeepLanguageAttributesAndIDs() throws {
        let base = TestContent.build(
            """
            # T

            ## Setup

            ```swift runnable
            ~ struct Item: Hashable { var name: String }
            let item = Item(name: "a")
            #expect(item.name == "a")
            ```

            ```bash
            swift test
            ```

            ```
            plain
            ```
            """, path: "guides/setup.md")
        #expect(base.examples.map(\.id) == ["guides/setup.md:5", "guides/setup.md:11", "guides/setup.md:15"])
        #expect(base.examples.map(\.language) == ["swift", "bash", ""])
        let runnable = try #require(base.examples.first)
        #expect(runnable.isRunnable)
        #expect(runnable.attributes == ["runnable"])
        #expect(runnable.line == 5)
        #expect(runnable.code == "struct Item: Hashable { var name: String }\nlet item = Item(name: \"a\")\n#expect(item.name == \"a\")")
        #expect(runnable.visibleCode == "let item = Item(name: \"a\")\n#expect(item.name == \"a\")")
        #expect(runnable.sectionTitle == "Setup")
        #expect(runnable.sectionAnchor == "setup")
        #expect(base.examples[1].code == "swift test")
        #expect(base.problems.isEmpty)
    }

    @Test func hiddenLinesAreOnlyForSwift() throws {
        let example = try #require(TestContent.build("```text\n~ kept\n```").examples.first)
        #expect(example.code == "~ kept")
        #expect(example.visibleCode == "~ kept")
    }

    @Test func blocksInAnEntryBelongToIt() throws {
        let base = TestContent.build(
            """
            ## `NavigationStack`

            A stack.

            ```swift
            NavigationStack { Text("Root") }
            ```
            """)
        #expect(base.examples.first?.entryID == "NavigationStack")
        #expect(base.api(id: "NavigationStack")?.examples == ["topic.md:5"])
    }

    @Test func unknownFenceAttributesAreWarningsAtTheirColumn() throws {
        let base = TestContent.build(
            """
            # T

            ```swift runnable fancy
            let x = 1
            ```
            """)
        #expect(
            base.problems == [
                .warning(
                    "unknown code block attribute 'fancy'; a swift fence takes runnable, no_run, compile_fail, crashes, typecheck, ignore, standalone, fragment",
                    file: "topic.md", line: 3, column: 19)
            ])
    }

    @Test func anAttributeInsideAnEarlierWordIsFoundAtItsOwnColumn() throws {
        let base = TestContent.build("```swift runnable run\nlet x = 1\n```\n\n   ```swift  able\nlet y = 2\n```")
        #expect(base.problems.map { [$0.line, $0.column] } == [[1, 19], [5, 14]])
    }

    @Test func ignoreWithoutRunnableIsAWarning() throws {
        let base = TestContent.build("# T\n\n```swift ignore\nlet x = 1\n```")
        #expect(
            base.problems == [
                .warning(
                    "'ignore' applies to tested blocks only; write ```swift runnable ignore",
                    file: "topic.md", line: 3, column: 10)
            ])
    }

    @Test func knownAttributesOnRunnableBlocksAreFine() {
        let base = TestContent.build("```swift runnable ignore\nlet x = 1\n```\n\n```swift runnable standalone\nlet y = 2\n```")
        #expect(base.problems.isEmpty)
    }

    @Test func aFusedLanguageThatMeantSwiftIsAWarning() {
        let base = TestContent.build("# T\n\n  ```swift-runnable\nlet x = 1\n```")
        #expect(
            base.problems == [
                .warning(
                    "fence language 'swift-runnable' is not swift, so this block is neither checked nor run; write ```swift runnable",
                    file: "topic.md", line: 3, column: 6)
            ])
        #expect(base.examples.first?.isRunnable == false)
    }

    @Test func testModesAndTheirWordsAreReadOnce() throws {
        let base = TestContent.build(
            """
            ```swift no_run
            let a = 1
            ```

            ```swift compile_fail="cannot convert"
            let b: Int = "x"
            ```

            ```swift runnable compile_fail
            let c: Int = "y"
            ```

            ```swift crashes standalone
            fatalError()
            ```

            ```swift fragment
            case .detailOnly:
            ```
            """)
        #expect(base.problems.isEmpty)
        #expect(base.examples.map(\.testMode) == [.compileOnly, .compileFail, .compileFail, .crash, nil])
        #expect(base.examples[1].expectedCompileError == "cannot convert")
        #expect(base.examples[1].attributes == [#"compile_fail="cannot convert""#])
        #expect(base.examples[3].isStandalone)
        #expect(base.examples[4].isFragment)
    }

    @Test func conflictingModesAndSlipsAreWarningsAtTheirColumns() {
        let base = TestContent.build("```swift no_run crashes\nlet a = 1\n```\n\n```swift runable\nlet b = 2\n```")
        #expect(
            base.problems.map { "\($0.line):\($0.column) \($0.message.prefix(63))" } == [
                "1:17 a block takes one of runnable, no_run, compile_fail, crashes or",
                "5:10 unknown code block attribute 'runable'; did you mean 'runnable'",
            ])
    }

    @Test func otherLanguagesMayCarryAnyWords() {
        let base = TestContent.build("```text whatever you like\nhi\n```")
        #expect(base.problems.isEmpty)
    }

    @Test func swiftSyntaxErrorsPointIntoTheMarkdownFile() throws {
        let base = TestContent.build(
            """
            # T

            Text.

            ```swift
            let fine = 1
            let = 2
            ```
            """, path: "broken.md")
        let diagnostic = try #require(base.problems.first)
        #expect(diagnostic.file == "broken.md")
        #expect(diagnostic.line == 7)
        #expect(diagnostic.column == 5)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.hasPrefix("Swift syntax error: "))
    }

    @Test func aBlockInAListItemIsLocatedAtItsIndentedColumns() throws {
        let base = TestContent.build("# T\n\n1. Step one:\n\n   ```swift\n   let = 2\n   ```\n", path: "steps.md")
        let example = try #require(base.examples.first)
        #expect(example.codeColumnOffset == 3)
        let diagnostic = try #require(base.problems.first)
        #expect(diagnostic.line == 6)
        // `let = 2` starts at column 4; the parser's complaint sits after `let `, at column 8.
        #expect(diagnostic.column == 8)
    }

    @Test func compileFailBlocksAreNotSyntaxChecked() {
        let base = TestContent.build("```swift runnable compile_fail\nlet = 2\n```")
        #expect(base.problems.isEmpty)
    }

    @Test func hiddenLinesKeepSyntaxErrorLinesInPlace() throws {
        let base = TestContent.build("```swift runnable\n~ let a = 1\nlet = 2\n```")
        #expect(base.problems.first?.line == 3)
    }

    // MARK: Demanded links

    @Test func aFileWithoutATitleIsWarnedAbout() {
        let base = TestContent.build("Just text.\n", path: "guides/quick-start.md")
        #expect(
            base.diagnostics == [
                .warning(
                    "no `# Title` heading; the page is titled from the file name (quick start); start the file with `# Title`",
                    file: "guides/quick-start.md", line: 1, column: 1)
            ])
    }

    @Test func symbolLinksAreFoundWithTheirColumns() {
        let base = TestContent.build("# T\n\nSee ``Nope`` and `x` and `` Neither `` here, é ``Third``.\n")
        #expect(base.problems.map { "\($0.line):\($0.column)" } == ["3:5", "3:26", "3:49"])
        #expect(base.problems.allSatisfy { $0.message.hasPrefix("unresolved link ``") })
    }

    /// The issue's reproductions: double backticks that are not links (in code, HTML, comments,
    /// a longer fence, a fence in a quote), and a real link after a line that starts like a fence.
    @Test func onlyRealCodeSpansAreSymbolLinks() {
        let base = TestContent.build(
            """
            # T

            Text.

                indented ``NotALink`` code

            ````markdown
            ```
            ``NotALink`` in a four-backtick fence
            ```
            ````

            > ```
            > ``NotALink`` in a fence in a quote
            > ```

            <div>``NotALink`` in HTML</div>

            <!-- ``NotALink`` in a comment -->

            ```x``` is inline code, not a fence, and then ``RealError`` follows.
            """)
        #expect(
            base.problems.map(\.message) == [
                "unresolved link ``RealError``: no API has that name; fix the spelling, add an entry for it, or use single backticks"
            ])
        #expect(base.problems.first?.line == 21)
    }
}

/// Inputs the fuzzer (scripts/fuzz) found crashing panes, kept so they never do again.
@Suite struct FuzzRegressionTests {
    /// The toolchain's SwiftParserDiagnostics traps on an invalid character before `=`.
    @Test func anInvalidCharacterBeforeAnEqualsSignIsAWarningNotACrash() {
        let base = TestContent.build(
            "# T\n\nText.\n\n```swift\nvar path = NavigationPath()\npath \u{FFFD}\u{FFFD}= NavigationPath()\n```\n")
        #expect(base.problems.map { "\($0.line):\($0.column)" } == ["7:6"])
        #expect(base.problems.first?.message.hasPrefix("Swift syntax error: invalid character in source file") == true)
    }

    /// SwiftParser's type lookahead doubles its time with each `[` of a run (`f(a[[[[…`): 77 of
    /// them hung the fuzzer. Such a block is an error at the run, and nothing parses it.
    @Test(.timeLimit(.minutes(1))) func aLongRunOfOpeningBracketsIsAWarningNotAHang() {
        let run = String(repeating: "[ (", count: 40)
        let base = TestContent.build("# T\n\nText.\n\n```swift\nlet x = 1\nf(a\(run)b)\n```\n")
        #expect(base.problems.map { "\($0.line):\($0.column)" } == ["7:4"])
        #expect(base.problems.first?.message.contains("more than 12 '[' in a row") == true)
    }

    /// Twelve, far more than real code nests, still parse.
    @Test func twelveOpeningBracketsInARowStillParse() {
        let type = String(repeating: "[", count: 12) + "Int" + String(repeating: "]", count: 12)
        let base = TestContent.build("# T\n\nText.\n\n```swift\nlet cube: \(type) = []\nlet b = [1, [2, [3]], [[4]]]\n```\n")
        #expect(base.problems.isEmpty)
    }
}
