import Foundation
import Testing

@testable import KnowledgeBase

/// A folder of someone else's SwiftUI notes (Fixtures/foreign), written without panes' conventions:
/// no field lists, `.modifier(label:)` spans, tables, task lists, nested lists, setext headings.
struct ForeignReferenceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/foreign")

    static let base = KnowledgeBaseBuilder.build(contentFolder: folder)

    private var base: KnowledgeBase { Self.base }

    @Test func indexesWithoutDiagnostics() {
        #expect(base.problems.isEmpty)
        #expect(base.articles.map(\.path) == ["layouts/split-columns.md", "presenting-things.md"])
    }

    @Test func headingsBecomeSections() throws {
        let notes = try #require(base.articles.first { $0.path == "presenting-things.md" })
        #expect(notes.title == "Presenting things — my notes")
        #expect(notes.abstract.hasPrefix("Scratch notes from a week"))
        #expect(notes.sections.map(\.anchor) == ["using-sheet-item-for-edits", "sizes", "still-to-try"])
        #expect(notes.sections.first?.heading == "Using .sheet(item:) for edits")
        #expect(notes.sections.first?.text.contains("keep ids stable across edits") == true)
        let layouts = try #require(base.articles.first { $0.path == "layouts/split-columns.md" })
        #expect(layouts.title == "Split columns")
        #expect(layouts.sections.map(\.level) == [3, 3])
        #expect(layouts.sections.allSatisfy { $0.apiID == nil })
    }

    @Test func infersTheAPIsTheNotesName() {
        let kinds = Dictionary(uniqueKeysWithValues: base.apis.map { ($0.id, $0.kind) })
        #expect(kinds["sheet(item:)"] == .modifier)
        #expect(kinds["sheet(isPresented:)"] == .modifier)
        #expect(kinds["popover(isPresented:)"] == .modifier)
        #expect(kinds["fullScreenCover(item:)"] == .modifier)
        // Written alone in prose (`presentationDetents(_:)`), never applied to a view: a function.
        #expect(kinds["presentationDetents(_:)"] == .function)
        #expect(kinds["NavigationSplitView.init(columnVisibility:)"] == .initializer)
        #expect(kinds["NavigationSplitViewVisibility"] == .type)
        #expect(kinds["detailOnly"] == .member)
        #expect(base.apis.allSatisfy { !$0.isDocumented })
    }

    /// The panes model has a helper member of the same name (`ColumnWidth.inspectorColumnWidth`);
    /// excluding the model's own names must never hide a name SwiftUI really has.
    @Test func aModifierNamedLikeAModelHelperMemberIsStillFound() throws {
        let notes = ContentFile(
            path: "inspector.md",
            text: """
                # Inspector notes

                Give the inspector room with `.inspectorColumnWidth(min:ideal:max:)`, and try `fooBarBaz(min:ideal:max:)` too.

                ```swift
                struct EditorView: View {
                    var body: some View {
                        Text("Draft").inspector(isPresented: .constant(true)) {
                            Text("Details").inspectorColumnWidth(min: 200, ideal: 260, max: 400)
                        }
                    }
                }
                ```
                """)
        let base = KnowledgeBaseBuilder.build(files: [notes])
        let width = try #require(base.api(id: "inspectorColumnWidth(min:ideal:max:)"))
        #expect(width.kind == .modifier)
        #expect(width.evidence.contains(.modifierCall))
        #expect(base.api(id: "fooBarBaz(min:ideal:max:)") != nil)
        #expect(base.api(id: "ColumnWidth") == nil)
    }

    @Test func theSheetIsMentionedWhereverTheNotesUseIt() throws {
        let sheet = try #require(base.api(id: "sheet(item:)"))
        #expect(sheet.aliases == [".sheet(item:)"])
        #expect(
            sheet.mentionedIn.map { "\($0.file)#\($0.anchor)" } == [
                "layouts/split-columns.md#sidebar-then-sheet-item",
                "presenting-things.md#using-sheet-item-for-edits",
                "presenting-things.md#sizes",
            ])
        #expect(sheet.examples == ["presenting-things.md:16"])
        #expect(base.api(id: "sheet(isPresented:)")?.mentionedIn.map(\.anchor) == ["using-sheet-item-for-edits"])
    }

    @Test func taskListsAndTablesAreMentions() {
        #expect(base.api(id: "fullScreenCover(item:)")?.mentionedIn.map(\.anchor) == ["still-to-try"])
        #expect(base.api(id: "presentationDetents(_:)")?.mentionedIn.map(\.anchor) == ["still-to-try"])
        #expect(base.api(id: "popover(isPresented:)")?.mentionedIn.map(\.anchor) == ["sizes"])
    }

    @Test func theSplitViewInitializerComesFromTheHeadingAndTheBlock() throws {
        let initializer = try #require(base.api(id: "NavigationSplitView.init(columnVisibility:)"))
        #expect(initializer.name == "NavigationSplitView(columnVisibility:)")
        #expect(initializer.source == SourceLocation(file: "layouts/split-columns.md", line: 6))
        #expect(initializer.examples == ["layouts/split-columns.md:14"])
        #expect(initializer.mentionedIn.map(\.anchor) == ["hiding-the-sidebar-with-navigationsplitview-columnvisibility"])
        let example = try #require(base.examples.first { $0.id == "layouts/split-columns.md:14" })
        #expect(example.apiIDs == ["NavigationSplitView.init(columnVisibility:)"])
    }

    @Test func theExamplesOwnTypesAreNotAPIs() {
        let names = base.apis.flatMap { [$0.id, $0.symbol.base, $0.symbol.owner ?? ""] + $0.aliases }
        for own in ["Note", "NotesList", "NoteEditor", "Library", "Identifiable", "List", "Button", "Text"] {
            #expect(!names.contains(own), "\(own) should not be an API")
        }
    }

    @Test func nothingBeyondWhatTheNotesName() {
        #expect(
            base.apis.map(\.id) == [
                "NavigationSplitView.init(columnVisibility:)", "NavigationSplitViewVisibility", "all", "detailOnly",
                "fullScreenCover(item:)", "popover(isPresented:)", "presentationDetents(_:)", "sheet(isPresented:)", "sheet(item:)",
            ])
    }
}
