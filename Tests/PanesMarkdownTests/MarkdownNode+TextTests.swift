import PanesMarkdown
import Testing

/// `plainText`, `isBlock` and `forEachDescendant` on parsed trees.
struct MarkdownNodeTextTests {
    @Test func plainTextDropsMarkupAndKeepsCodeSpans() {
        let document = MarkdownParser.parse("Use *the* `.sheet(item:)` **modifier** [here](x.md).")
        #expect(document.plainText.trimmingSuffixSpaces() == "Use the .sheet(item:) modifier here.")
    }

    @Test func plainTextTurnsBreaksIntoSpaces() {
        let document = MarkdownParser.parse("one\ntwo  \nthree")
        #expect(document.plainText.trimmingSuffixSpaces() == "one two three")
    }

    @Test func plainTextSeparatesBlocks() {
        let document = MarkdownParser.parse("# Title\n\nFirst.\n\n- a\n- b\n")
        #expect(document.plainText.trimmingSuffixSpaces() == "Title First. a b")
    }

    @Test func plainTextOfACodeBlockIsItsCode() throws {
        let block = try #require(MarkdownParser.parse("```swift\nlet x = 1\n```").children.first)
        #expect(block.plainText == "let x = 1\n")
    }

    @Test func plainTextOfATableJoinsCells() {
        let document = MarkdownParser.parse("| Platform | Behaviour |\n|---|---|\n| iOS | sheet |\n")
        #expect(document.plainText.trimmingSuffixSpaces() == "Platform Behaviour iOS sheet")
    }

    @Test func plainTextOfDeeplyNestedQuotesDoesNotCrash() {
        let document = MarkdownParser.parse(String(repeating: ">", count: 10_000) + " deep\n")
        #expect(document.plainText.trimmingSuffixSpaces() == "deep")
    }

    @Test func plainTextOfDeeplyNestedListsDoesNotCrash() {
        let document = MarkdownParser.parse(String(repeating: "- ", count: 10_000) + "`deep` *and* deeper\n")
        #expect(document.plainText.trimmingSuffixSpaces() == "deep and deeper")
    }

    @Test func blocksAndInlinesAreToldApart() {
        #expect(MarkdownNode(kind: .paragraph).isBlock)
        #expect(MarkdownNode(kind: .tableCell).isBlock)
        #expect(MarkdownNode(kind: .heading(level: 2)).isBlock)
        #expect(!MarkdownNode(kind: .text("x")).isBlock)
        #expect(!MarkdownNode(kind: .code("x")).isBlock)
        #expect(!MarkdownNode(kind: .link(destination: "a", title: "")).isBlock)
    }

    @Test func forEachDescendantVisitsInDocumentOrder() {
        let tree = MarkdownNode(
            kind: .document,
            children: [
                MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .text("a")), MarkdownNode(kind: .code("b"))]),
                MarkdownNode(kind: .thematicBreak),
            ])
        var kinds: [MarkdownNode.Kind] = []
        tree.forEachDescendant { kinds.append($0.kind) }
        #expect(kinds == [.document, .paragraph, .text("a"), .code("b"), .thematicBreak])
    }
}

extension String {
    /// The text without trailing spaces (block ends add one).
    fileprivate func trimmingSuffixSpaces() -> String {
        String(self.reversed().drop(while: { $0 == " " }).reversed())
    }
}
