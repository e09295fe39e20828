import PanesMarkdown
import Testing

@testable import KnowledgeBase

/// A bare member several types have (`.automatic`) links to the type its surroundings are about,
/// or to nothing, with a warning naming the candidates: one test per kind of surroundings.
struct ContextResolutionTests {
    /// Three types with an `automatic`, and two modifiers that take two of them.
    static let types = """
        # Types

        ## `NavigationSplitViewVisibility`

        Which columns show.

        - Kind: type

        ### `automatic`

        The platform decides.

        ### `doubleColumn`

        Two columns.

        ## `PresentationSizing`

        How big a sheet is.

        - Kind: protocol

        ### `automatic`

        The platform's size.

        ### `form`

        A form's size.

        ## `PresentationAdaptation`

        What a popover becomes.

        - Kind: type

        ### `automatic`

        The platform's choice.

        ### `sheet`

        Adapt to a sheet.

        ## `TabViewStyle`

        How tabs look.

        - Kind: protocol

        ### `sidebarAdaptable`

        Tabs that become a sidebar.

        ## `Route`

        Where a stack is.

        - Kind: type

        ### `init(_:)`

        A route rebuilt from saved data.

        ## `presentationSizing(_:)`

        Sizes a sheet.

        - Kind: modifier
        - Declaration: `func presentationSizing(_ sizing: some PresentationSizing) -> some View`
        - Parameters:
          - sizing: `.automatic` unless you choose another.

        ## `sheet(item:onDismiss:content:)`

        A sheet for an item.

        - Kind: modifier
        """

    /// The API each `.automatic` (or other span) of `prose` links to, in order, and the warnings.
    private func links(in prose: String, spelling: String = ".automatic") -> (targets: [String?], warnings: [String]) {
        let files = [("types.md", Self.types), ("guide.md", "# Guide\n\n" + prose + "\n")]
        let base = KnowledgeBaseBuilder.build(files: files.map { ContentFile(path: $0.0, text: $0.1) }, options: .rendering)
        let document = base.article(path: "guide.md")!.makeDocument()
        var targets: [String?] = []
        func visit(_ node: MarkdownNode) {
            if case .code(let text) = node.kind, text == spelling {
                targets.append(base.codeSpanTarget(text, file: "guide.md", position: node.position, contextEntryID: nil))
            }
            node.children.forEach(visit)
        }
        visit(document)
        return (targets, base.diagnostics.filter { $0.file == "guide.md" }.map(\.message))
    }

    @Test func aTypeNamedInTheSentenceDecides() {
        let result = links(in: "Set `PresentationSizing` to `.automatic` for the default.")
        #expect(result.targets == ["PresentationSizing.automatic"])
        #expect(result.warnings.isEmpty)
    }

    @Test func aModifierInTheSentenceDecidesByTheTypeItTakes() {
        let result = links(in: "Pass `.automatic` to `presentationSizing(_:)`.")
        #expect(result.targets == ["PresentationSizing.automatic"])
    }

    @Test func aSiblingMemberDecides() {
        #expect(links(in: "Choose `.doubleColumn` or `.automatic`.").targets == ["NavigationSplitViewVisibility.automatic"])
    }

    @Test func theBlockDecidesWhenTheSentenceCannot() {
        let table = """
            | Value | Columns |
            | --- | --- |
            | `.automatic` | The platform's |
            | `.doubleColumn` | Two |
            """
        #expect(links(in: table).targets == ["NavigationSplitViewVisibility.automatic"])
    }

    @Test func anAppleCitationDecides() {
        let prose =
            "Start at `.automatic` ([Apple: automatic](https://developer.apple.com/documentation/swiftui/presentationadaptation/automatic))."
        #expect(links(in: prose).targets == ["PresentationAdaptation.automatic"])
    }

    @Test func theWordAfterTheSpanNamesTheKind() {
        #expect(links(in: "Use one `.sheet` modifier per screen.", spelling: ".sheet").targets == ["sheet(item:onDismiss:content:)"])
        // Without the word, the exact spelling wins: `.sheet` is a member, `.sheet(item:)` the modifier.
        #expect(links(in: "Adapt with `.sheet`.", spelling: ".sheet").targets == ["PresentationAdaptation.sheet"])
    }

    @Test func aParameterItemDecidesByTheParametersType() throws {
        let base = TestContent.build([("types.md", Self.types)])
        let sizing = try #require(base.api(id: "PresentationSizing.automatic"))
        #expect(sizing.mentionedIn.contains { $0.title == "presentationSizing(_:)" })
        #expect(base.diagnostics.isEmpty)
    }

    @Test func aTypeOutsideTheCandidatesLinksNothingAndWarnsNot() {
        let files = [("types.md", Self.types), ("guide.md", "# Guide\n\n`Visibility` has its own `.automatic` too.\n")]
        let base = KnowledgeBaseBuilder.build(files: files.map { ContentFile(path: $0.0, text: $0.1) })
        #expect(base.api(id: "automatic") == nil)
        #expect(base.diagnostics.isEmpty)
    }

    @Test func nothingAroundItIsAWarningNamingTheCandidates() {
        let result = links(in: "Everything starts at `.automatic`.")
        #expect(result.targets == [nil])
        #expect(result.warnings.count == 1)
        #expect(
            result.warnings.first?.hasPrefix(
                "`.automatic` could name NavigationSplitViewVisibility.automatic, PresentationAdaptation.automatic, PresentationSizing.automatic;"
            ) == true)
    }

    @Test func inCodeTheCallAnArgumentIsPassedToDecides() throws {
        let sample = """
            ```swift
            Text("Plan").sheet(isPresented: $shown) { Form {} .presentationSizing(.automatic) }
            ```
            """
        let base = TestContent.build([("types.md", Self.types), ("guide.md", "# Guide\n\n" + sample + "\n")])
        let example = try #require(base.examples.first { $0.file == "guide.md" })
        #expect(example.apiIDs.contains("PresentationSizing.automatic"))
        #expect(!example.apiIDs.contains("PresentationAdaptation.automatic"))
    }

    /// Members listed together belong to one type: `.automatic` beside `TabViewStyle`'s
    /// `.sidebarAdaptable` is that type's (undocumented here), whatever a later clause mentions.
    @Test func membersListedWithItDecideEvenAgainstAnotherClause() {
        let result = links(in: "Styles include `.automatic` and `.sidebarAdaptable`; as with `PresentationSizing`, each is a value.")
        #expect(result.targets == [nil])
        #expect(result.warnings.isEmpty)
    }

    /// A clause after a semicolon has a subject of its own.
    @Test func aSemicolonEndsTheClauseTheHintsComeFrom() {
        let result = links(in: "Sizes have a default; `PresentationSizing` is one, and `.automatic` applies when none is set.")
        #expect(result.targets == ["PresentationSizing.automatic"])
        let other = links(in: "`PresentationSizing` is one protocol; `.automatic` and `.doubleColumn` are columns.")
        #expect(other.targets == ["NavigationSplitViewVisibility.automatic"])
    }

    /// `Route()` passes no argument, so it is not `Route.init(_:)`, which takes one.
    @Test func anEmptyCallIsNoInitializerThatTakesArguments() {
        #expect(links(in: "`Route()` is the empty route.", spelling: "Route()").targets != ["Route.init(_:)"])
        #expect(links(in: "`Route(_:)` rebuilds one.", spelling: "Route(_:)").targets == ["Route.init(_:)"])
    }
}
