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
}
