import Foundation
import PanesMarkdown
import Testing

/// The cmark-gfm wrapper: Markdown text in, `MarkdownNode` values out.
struct MarkdownParserTests {
    /// The top-level blocks of `markdown`.
    private func blocks(_ markdown: String) -> [MarkdownNode] {
        MarkdownParser.parse(markdown).children
    }

    /// Every node of `markdown` in document order.
    private func allNodes(_ markdown: String) -> [MarkdownNode] {
        var nodes: [MarkdownNode] = []
        MarkdownParser.parse(markdown).forEachDescendant { nodes.append($0) }
        return nodes
    }

    @Test func theRootIsADocument() {
        #expect(MarkdownParser.parse("Hello").kind == .document)
        #expect(MarkdownParser.parse("").kind == .document)
        #expect(MarkdownParser.parse("").children.isEmpty)
    }

    @Test func headingsKeepTheirLevels() {
        let markdown = """
            # One
            ## Two
            ###### Six
            Setext
            ------
            """
        let levels = blocks(markdown).map { block -> Int? in
            if case .heading(let level) = block.kind { level } else { nil }
        }
        #expect(levels == [1, 2, 6, 2])
        #expect(blocks(markdown).map { $0.plainText.trimmingCharacters(in: .whitespaces) } == ["One", "Two", "Six", "Setext"])
    }

    @Test func paragraphsAreSeparatedByBlankLines() throws {
        let markdown = """
            First line
            still first.

            Second.
            """
        let paragraphs = blocks(markdown)
        #expect(paragraphs.map(\.kind) == [.paragraph, .paragraph])
        let first = try #require(paragraphs.first)
        #expect(first.children.map(\.kind) == [.text("First line"), .softBreak, .text("still first.")])
    }

    @Test func hardBreaksAreLineBreaks() throws {
        let paragraph = try #require(blocks("one  \ntwo").first)
        #expect(paragraph.children.map(\.kind) == [.text("one"), .lineBreak, .text("two")])
    }

    /// Two backticks make a DocC symbol link; one (or three) an ordinary code span.
    @Test func codeSpansKeepTheirContent() throws {
        let paragraph = try #require(blocks("Use ``sheet(item:)`` or `.detailOnly`.").first)
        #expect(
            paragraph.children.map(\.kind) == [
                .text("Use "), .symbolLink("sheet(item:)"), .text(" or "), .code(".detailOnly"), .text("."),
            ])
    }

    @Test func fencedCodeKeepsItsInfoStringAndCode() throws {
        let markdown = """
            ```swift runnable ignore
            let a = 1
              let b = 2
            ```
            """
        let block = try #require(blocks(markdown).first)
        #expect(block.kind == .codeBlock(info: "swift runnable ignore", code: "let a = 1\n  let b = 2\n"))
    }

    @Test func indentedCodeHasNoInfoString() throws {
        let block = try #require(blocks("    indented()\n").first)
        #expect(block.kind == .codeBlock(info: "", code: "indented()\n"))
    }

    @Test func tildeFencesAreCodeBlocks() throws {
        let block = try #require(blocks("~~~bash\nls\n~~~\n").first)
        #expect(block.kind == .codeBlock(info: "bash", code: "ls\n"))
    }

    @Test func orderedListsKeepTheirStartAndTightness() throws {
        let tight = try #require(blocks("3. three\n4. four\n").first)
        #expect(tight.kind == .list(isOrdered: true, start: 3, isTight: true))
        #expect(tight.children.count == 2)
        #expect(tight.children.map { $0.plainText.trimmingCharacters(in: .whitespaces) } == ["three", "four"])

        let loose = try #require(blocks("- a\n\n- b\n").first)
        #expect(loose.kind == .list(isOrdered: false, start: 0, isTight: false))
    }

    @Test func nestedListsAreChildrenOfItems() throws {
        let markdown = """
            - outer
              - inner one
              - inner two
            """
        let list = try #require(blocks(markdown).first)
        let item = try #require(list.children.first)
        #expect(item.children.map(\.kind) == [.paragraph, .list(isOrdered: false, start: 0, isTight: true)])
        #expect(item.children.last?.children.count == 2)
    }

    @Test func taskListItemsAreCheckedOrUnchecked() throws {
        let markdown = """
            - [x] done
            - [ ] to do
            - plain
            """
        let list = try #require(blocks(markdown).first)
        #expect(
            list.children.map(\.kind) == [
                .item(taskState: .checked), .item(taskState: .unchecked), .item(taskState: nil),
            ])
        #expect(list.children.first?.plainText.contains("[x]") == false)
    }

    @Test func tablesKeepAlignmentsAndTheHeaderRow() throws {
        let markdown = """
            | Platform | Left | Centre | Right |
            |----------|:-----|:------:|------:|
            | iOS      | a    | `b`    | c     |
            | macOS    | d    | e      | f     |
            """
        let table = try #require(blocks(markdown).first)
        #expect(table.kind == .table(alignments: [.none, .left, .center, .right]))
        #expect(
            table.children.map(\.kind) == [
                .tableRow(isHeader: true), .tableRow(isHeader: false), .tableRow(isHeader: false),
            ])
        let header = try #require(table.children.first)
        #expect(header.children.map(\.kind) == Array(repeating: .tableCell, count: 4))
        #expect(header.children.map { $0.plainText.trimmingCharacters(in: .whitespaces) } == ["Platform", "Left", "Centre", "Right"])
        #expect(table.children[1].children[2].children.map(\.kind) == [.code("b")])
    }

    @Test func strikethroughIsItsOwnNode() throws {
        let paragraph = try #require(blocks("keep ~~gone~~ kept").first)
        #expect(paragraph.children.map(\.kind) == [.text("keep "), .strikethrough, .text(" kept")])
        #expect(paragraph.children[1].children.map(\.kind) == [.text("gone")])
    }

    @Test func bareAddressesBecomeLinks() throws {
        let paragraph = try #require(blocks("See https://example.com/docs today.").first)
        let link = try #require(paragraph.children.first { if case .link = $0.kind { true } else { false } })
        #expect(link.kind == .link(destination: "https://example.com/docs", title: ""))
        #expect(link.plainText == "https://example.com/docs")
    }

    @Test func linksAndImagesKeepDestinationAndTitle() throws {
        let paragraph = try #require(blocks(#"[Sheets](sheets.md "All sheets") and ![Columns](columns.svg)"#).first)
        #expect(
            paragraph.children.map(\.kind) == [
                .link(destination: "sheets.md", title: "All sheets"), .text(" and "),
                .image(source: "columns.svg", title: ""),
            ])
        #expect(paragraph.children[0].plainText == "Sheets")
        #expect(paragraph.children[2].plainText == "Columns")
    }

    @Test func emphasisAndStrongNest() throws {
        let paragraph = try #require(blocks("*a **b***").first)
        let emphasis = try #require(paragraph.children.first)
        #expect(emphasis.kind == .emphasis)
        #expect(emphasis.children.map(\.kind) == [.text("a "), .strong])
    }

    @Test func blockQuotesThematicBreaksAndHTML() {
        let markdown = """
            > quoted

            ---

            <div>raw</div>
            """
        #expect(blocks(markdown).map(\.kind) == [.blockQuote, .thematicBreak, .htmlBlock("<div>raw</div>\n")])
    }

    @Test func blocksKnowTheirLineAndColumn() {
        let markdown = """
            # Title

            Text with `code`.

            - item
              - nested

            ```swift
            x()
            ```
            """
        let positions = blocks(markdown).map(\.position)
        #expect(
            positions == [
                SourcePosition(line: 1, column: 1), SourcePosition(line: 3, column: 1),
                SourcePosition(line: 5, column: 1), SourcePosition(line: 8, column: 1),
            ])
        let nested = allNodes(markdown).filter { $0.kind == .list(isOrdered: false, start: 0, isTight: true) }
        #expect(nested.map(\.position) == [SourcePosition(line: 5, column: 1), SourcePosition(line: 6, column: 3)])
    }

    @Test func inlineCodeKnowsItsColumn() throws {
        let code = try #require(allNodes("Text with `code`.").first { $0.kind == .code("code") })
        // cmark places a code span at its content, just after the opening backtick.
        #expect(code.position == SourcePosition(line: 1, column: 12))
    }

    @Test func positionsCountLinesAfterIndentedBlocks() throws {
        let markdown = "> # Quoted title\n>\n> body\n"
        let heading = try #require(allNodes(markdown).first { $0.kind == .heading(level: 1) })
        #expect(heading.position == SourcePosition(line: 1, column: 3))
        let paragraph = try #require(allNodes(markdown).first { $0.kind == .paragraph })
        #expect(paragraph.position.line == 3)
    }

    /// 60,000 `>` (60 KB) once crashed every command: the copied tree was freed recursively.
    @Test func deeplyNestedBlockQuotesAreFlattenedNotFatal() {
        let depth = 60_000
        let parsed = MarkdownParser.parseDocument(String(repeating: ">", count: depth) + " deep\n")
        #expect(parsed.flattenedAt == SourcePosition(line: 1, column: MarkdownParser.maximumDepth))
        let document = parsed.root
        var quoteCount = 0
        var texts: [String] = []
        document.forEachDescendant { node in
            if node.kind == .blockQuote { quoteCount += 1 }
            if case .text(let text) = node.kind { texts.append(text) }
        }
        #expect(quoteCount == MarkdownParser.maximumDepth - 1)
        #expect(texts == ["deep"])
    }

    @Test func deeplyNestedListItemsAreFlattenedNotFatal() {
        let depth = 10_000
        let document = MarkdownParser.parse(String(repeating: "- ", count: depth) + "level\n")
        var itemCount = 0
        var texts: [String] = []
        document.forEachDescendant { node in
            if case .item = node.kind { itemCount += 1 }
            if case .text(let text) = node.kind { texts.append(text) }
        }
        #expect(itemCount < MarkdownParser.maximumDepth)
        #expect(texts == ["level"])
    }
}

/// cmark-gfm keeps the extensions' special characters in a process-wide table; parses on
/// several threads must not lose each other's strikethrough.
@Suite struct ConcurrentParsingTests {
    @Test func strikethroughSurvivesParsingOnManyThreads() {
        let source = String(repeating: "Keep ~~this~~ struck, and `code`.\n\n", count: 50)
        let counts = ParallelCount.map(0..<400) { _ in
            var struck = 0
            MarkdownParser.parse(source).forEachDescendant { if $0.kind == .strikethrough { struck += 1 } }
            return struck
        }
        #expect(counts.allSatisfy { $0 == 50 })
    }
}

/// A tiny concurrent map for the test above (the package's own lives in KnowledgeBase).
private enum ParallelCount {
    static func map(_ range: Range<Int>, _ body: @Sendable (Int) -> Int) -> [Int] {
        let results = Results(count: range.count)
        DispatchQueue.concurrentPerform(iterations: range.count) { results.set(body(range.lowerBound + $0), at: $0) }
        return results.values
    }

    private final class Results: @unchecked Sendable {
        private var values_: [Int]
        private let lock = NSLock()
        init(count: Int) { values_ = Array(repeating: -1, count: count) }
        func set(_ value: Int, at index: Int) { lock.lock(); values_[index] = value; lock.unlock() }
        var values: [Int] { lock.lock(); defer { lock.unlock() }; return values_ }
    }
}
