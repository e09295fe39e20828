import Testing

@testable import KnowledgeBase

/// Linking mentions to APIs: families, aliases, "mentioned in", inferred APIs and demanded links.
struct MentionLinkerTests {
    @Test func shortSpellingsJoinTheAuthoredFamily() throws {
        let base = TestContent.build([
            (
                "sheets.md",
                """
                # Sheets

                ## `sheet(item:onDismiss:content:)`

                A sheet for an item.
                """
            ),
            (
                "guides/editing.md",
                """
                # Editing

                ## Opening the editor

                Use `.sheet(item:)`, or `sheet(item:content:)` when nothing happens on dismiss.
                """
            ),
        ])
        #expect(base.apis.map(\.id) == ["sheet(item:onDismiss:content:)"])
        let api = try #require(base.apis.first)
        #expect(api.aliases == [".sheet(item:)", "sheet(item:content:)"])
        #expect(api.mentionedIn.map { "\($0.file)#\($0.anchor)" } == ["guides/editing.md#opening-the-editor"])
        #expect(api.mentionedIn.first?.title == "Opening the editor")
        #expect(api.mentionedIn.first?.line == 5)
    }

    @Test func inferredFamiliesAreNamedByTheLongestSignature() throws {
        let base = TestContent.build(
            """
            # Notes

            ## Sheets

            `.sheet(item:)` and `sheet(item:content:)` are `sheet(item:onDismiss:content:)` without the extras;
            `.sheet(isPresented:)` is another family.
            """)
        #expect(base.apis.map(\.id) == ["sheet(isPresented:)", "sheet(item:onDismiss:content:)"])
        let api = try #require(base.api(id: "sheet(item:onDismiss:content:)"))
        #expect(api.aliases == [".sheet(item:)", "sheet(item:content:)"])
        #expect(api.kind == .modifier)
        #expect(!api.isDocumented)
        #expect(api.source == SourceLocation(file: "topic.md", line: 5))
        #expect(api.mentionedIn.map(\.anchor) == ["sheets"])
    }

    @Test func anEntryIsNotMentionedInItsOwnSection() throws {
        let base = TestContent.build(
            """
            ## `NavigationStack`

            A stack; `NavigationStack` holds a path.

            ## Elsewhere

            `NavigationStack` again, twice: `NavigationStack`.
            """)
        let api = try #require(base.api(id: "NavigationStack"))
        #expect(api.mentionedIn.map(\.anchor) == ["elsewhere"])
        #expect(api.aliases.isEmpty)
    }

    @Test func seeAlsoResolvesToIDs() throws {
        let base = TestContent.build(
            """
            ## `NavigationSplitView`

            A split view.

            - See also: `.sheet(item:)`, `Missing`

            ## `sheet(item:onDismiss:content:)`

            A sheet.
            """)
        #expect(base.api(id: "NavigationSplitView")?.seeAlso == ["sheet(item:onDismiss:content:)", "Missing"])
        #expect(
            base.problems == [
                .warning(
                    "See also names `Missing`, which has no entry; fix the spelling or add an entry", file: "topic.md", line: 1)
            ])
    }

    @Test func swiftBlocksLinkExamplesToTheAPIsTheyCall() throws {
        let base = TestContent.build(
            """
            ## `sheet(item:onDismiss:content:)`

            A sheet.

            ## Usage

            ```swift
            List(items) { Text($0.name) }
                .sheet(item: $selected) { item in Text(item.name) }
            ```
            """)
        let example = try #require(base.examples.first)
        #expect(example.apiIDs == ["sheet(item:onDismiss:content:)"])
        let api = try #require(base.api(id: "sheet(item:onDismiss:content:)"))
        #expect(api.examples == ["topic.md:7"])
        #expect(api.mentionedIn.map(\.anchor) == ["usage"])
    }

    @Test func theExamplesOwnTypesAreNotAPIs() {
        let base = TestContent.build(
            """
            # Notes

            Uses `NavigationSplitView` and an `EditorSheetModel(note:)`.

            ```swift
            struct EditorSheetModel { var note: String }
            enum PanelKind { case compact, wide }
            let model = EditorSheetModel(note: "a")
            let view = NavigationSplitView(columnVisibility: $visibility) { Text("a") } detail: { Text("b") }
            let kind: PanelKind = .compact
            ```
            """)
        let ids = base.apis.map(\.id)
        #expect(ids.contains("NavigationSplitView.init(columnVisibility:)"))
        #expect(!ids.contains { $0.contains("EditorSheetModel") || $0.contains("PanelKind") || $0.contains("compact") })
    }

    @Test func initializersInBlocksNeedTheTypeNamedInProse() {
        let base = TestContent.build(
            """
            # Notes

            Plain words only.

            ```swift
            let view = SomeCustomView(title: "a")
            Text("x").sheet(item: $item) { _ in EmptyView() }
            ```
            """)
        #expect(base.apis.map(\.id) == ["sheet(item:)"])
    }

    @Test func runnableExamplesDoNotInferAPIs() {
        let base = TestContent.build(
            """
            Uses `NavigationPath`.

            ```swift runnable
            var path = NavigationPath(items: [])
            path.append(1)
            #expect(path.count == 1)
            ```
            """)
        #expect(base.apis.map(\.id) == ["NavigationPath"])
    }

    @Test func aResolvedDemandedLinkIsNoProblem() throws {
        let base = TestContent.build(
            """
            ## `sheet(item:onDismiss:content:)`

            A sheet.

            ## Usage

            Prefer ``sheet(item:)`` here.
            """)
        #expect(base.problems.isEmpty)
        #expect(base.api(id: "sheet(item:onDismiss:content:)")?.aliases == ["sheet(item:)"])
    }

    @Test func anUnresolvedDemandedLinkIsAWarningAtItsColumn() {
        let base = TestContent.build(
            """
            # Notes

            Text first, then ``presentationDetents(_:)`` with nothing behind it.
            """, path: "notes.md")
        #expect(
            base.problems == [
                .warning(
                    "unresolved link ``presentationDetents(_:)``: no API has that name; fix the spelling, add an entry for it, or use single backticks",
                    file: "notes.md", line: 3, column: 18)
            ])
        #expect(base.apis.isEmpty)
    }

    @Test func anAPILookingDemandedLinkStillWarns() {
        let base = TestContent.build(
            """
            ## `NavigationSplitView`

            A split view.

            See ``NavigationSplitViewFoo`` and ``NavigationSplitView.madeUp``.
            """)
        #expect(base.problems.map { "\($0.line):\($0.column):\($0.severity)" } == ["5:5:warning", "5:36:warning"])
        #expect(base.api(id: "NavigationSplitViewFoo") == nil)
    }

    @Test func aDemandedLinkMayPointAtAnAPIInferredElsewhere() throws {
        let base = TestContent.build([
            ("a.md", "# A\n\nSee ``presentationDetents(_:)``.\n"),
            ("b.md", "# B\n\nCall `.presentationDetents(_:)` on the sheet's content.\n"),
        ])
        #expect(base.problems.isEmpty)
        let api = try #require(base.api(id: "presentationDetents(_:)"))
        #expect(api.mentionedIn.map(\.file) == ["a.md", "b.md"])
    }

    @Test func demandedLinksInsideCodeBlocksAreIgnored() {
        let base = TestContent.build("# A\n\n```text\n``Nothing``\n```\n")
        #expect(base.problems.isEmpty)
    }
}
