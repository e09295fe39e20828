import Foundation
import PanesMarkdown
import Testing

/// DocC's block directives, read before CommonMark as swift-markdown reads them.
struct DirectiveParserTests {
    private func blocks(_ markdown: String, _ syntax: DirectiveSyntax = .allNames) -> [MarkdownNode] {
        MarkdownParser.parse(markdown, directives: syntax).children
    }

    private func text(_ node: MarkdownNode) -> String {
        node.plainText.trimmingCharacters(in: .whitespaces)
    }

    private func directive(_ node: MarkdownNode) -> Directive? {
        if case .directive(let directive) = node.kind { return directive }
        return nil
    }

    @Test func indentedContentInsideColumnsIsNotCode() throws {
        let markdown = """
            ## Columns

            @Row(numberOfColumns: 2) {
                @Column {
                    ![Map](trail-overview)

                    Cedar Loop: 4 km.
                }

                @Column(size: 2) {
                    ### Inside

                    ```swift
                    @Row { not a directive }
                    ```
                }
            }

            After.
            """
        let top = blocks(markdown)
        #expect(top.count == 3)
        let row = try #require(directive(top[1]))
        #expect(row.name == "Row")
        #expect(row.argument("numberOfColumns") == "2")
        #expect(top[1].position == SourcePosition(line: 3, column: 1))
        let columns = top[1].children
        #expect(columns.compactMap(directive).map(\.name) == ["Column", "Column"])
        #expect(columns[0].children.map(\.kind) == [.paragraph, .paragraph])
        #expect(columns[0].children[1].position == SourcePosition(line: 7, column: 9))
        #expect(columns[1].children.first?.kind == .heading(level: 3))
        #expect(columns[1].children.last?.kind == .codeBlock(info: "swift", code: "@Row { not a directive }\n"))
        #expect(columns[1].children.last?.position == SourcePosition(line: 13, column: 9))
        #expect(text(top[2]) == "After.")
    }

    @Test func aLineStartingWithAnAttributeIsADirectiveInACatalogOnly() {
        let markdown = "Before.\n@MainActor isolation is a topic.\nAfter.\n"
        let inCatalog = blocks(markdown)
        #expect(inCatalog.compactMap(directive).map(\.name) == ["MainActor"])
        #expect(inCatalog.map(text) == ["Before.", "", "After."])
        #expect(blocks(markdown, .names(["Row"])).count == 1)
        #expect(blocks(markdown, .none).count == 1)
    }

    @Test func indentedCodeAndFencesAtTheTopAreNeverDirectives() {
        let markdown = "Text.\n\n    @Tutorial(time: 30) {\n    }\n\n```\n@Row {\n```\n"
        #expect(blocks(markdown).compactMap(directive).isEmpty)
    }

    @Test func argumentsMaySpanLinesAndHoldQuotedCommas() throws {
        let markdown = "@Image(source: \"trail, overview\",\n       alt: \"A map (green)\")\n\nText.\n"
        let top = blocks(markdown)
        let image = try #require(directive(top[0]))
        #expect(image.argument("source") == "trail, overview")
        #expect(image.argument("alt") == "A map (green)")
        #expect(!image.hasContentBlock)
        #expect(text(top[1]) == "Text.")
    }

    @Test func unlabeledArgumentsComeFirst() throws {
        let available = try #require(directive(blocks("@Available(iOS, introduced: \"17.0\")")[0]))
        #expect(available.unlabeledArgument == "iOS")
        #expect(available.argument("introduced") == "17.0")
        let broken = try #require(directive(blocks("@Tab(\"Miles) {\n}")[0]))
        #expect(broken.argumentProblem != nil)
    }

    @Test func aOneLineDirectiveHoldsItsContent() throws {
        let top = blocks("@Small { _Invented data._ }\n\nNext.")
        let small = try #require(directive(top[0]))
        #expect(small.hasContentBlock)
        #expect(top[0].children.first.map(text) == "Invented data.")
        #expect(top[0].children.first?.position.column == 10)
        #expect(text(top[1]) == "Next.")
    }

    @Test func aClosingBraceClosesDirectivesWithoutContentInside() {
        let markdown = "@Metadata {\n    @DisplayName(\"Kit\")\n    @PageColor(green)\n}\n\nAbstract."
        let top = blocks(markdown)
        #expect(top.count == 2)
        #expect(top[0].children.compactMap(directive).map(\.name) == ["DisplayName", "PageColor"])
    }

    @Test func doubleBackticksAreSymbolLinksWhereverTheyAre() {
        let inRun = blocks("@Tab(\"A\") {\n    Call ``Trail/length(in:)`` or `x`.\n}")
        var kinds: [MarkdownNode.Kind] = []
        inRun[0].forEachDescendant { node in
            switch node.kind {
            case .symbolLink, .code: kinds.append(node.kind)
            default: break
            }
        }
        #expect(kinds == [.symbolLink("Trail/length(in:)"), .code("x")])
        var plain: [MarkdownNode.Kind] = []
        MarkdownParser.parse("A `` `let` `` and ``Trail``.").forEachDescendant {
            if case .paragraph = $0.kind {} else if $0.children.isEmpty { plain.append($0.kind) }
        }
        #expect(plain.contains(.symbolLink("`let`")))
        #expect(plain.contains(.symbolLink("Trail")))
    }

    /// cmark-gfm places code spans on later lines of a quoted paragraph on its first line (after
    /// a hard break) or a few columns early (inside a list item); they are found where they are.
    @Test func symbolLinksAreFoundWhereCmarkMisplacesThem() {
        let markdown =
            "> Grammar:\n>\n> *a* → *b* \\\n> *a* → **`` ` ``** *b* **`` ` ``** \\\n> *end*\n\n- One\n  ``Trail`` on a second line.\n"
        var links: [(String, SourcePosition)] = []
        MarkdownParser.parse(markdown).forEachDescendant { node in
            if case .symbolLink(let text) = node.kind { links.append((text, node.position)) }
        }
        #expect(links.map(\.0) == ["`", "`", "Trail"])
        #expect(links.map(\.1.line) == [4, 4, 8])
        #expect(links.map(\.1.column) == [16, 32, 5])
    }

    @Test func deeplyNestedDirectivesStopAtTheDepthLimit() {
        let depth = MarkdownParser.maximumDepth + 50
        let markdown = String(repeating: "@A {\n", count: depth) + "text\n" + String(repeating: "}\n", count: depth)
        var deepest = 0
        func walk(_ node: MarkdownNode, _ level: Int) {
            deepest = max(deepest, level)
            for child in node.children { walk(child, level + (directive(child) == nil ? 0 : 1)) }
        }
        let parsed = MarkdownParser.parseDocument(markdown, directives: .allNames)
        walk(parsed.root, 0)
        #expect(deepest <= MarkdownParser.maximumDepth + 1)
        // The first directive read as text is where the reader is told the nesting was cut.
        #expect(parsed.flattenedAt == SourcePosition(line: MarkdownParser.maximumDepth + 1, column: 1))
    }

    @Test func theFirstCutInAFileIsReportedWhicheverKindItIs() {
        // A block quote too deep early in the file and a directive too deep later: the quote's line.
        let quotes = String(repeating: ">", count: MarkdownParser.maximumDepth + 5) + " deep\n\n"
        let depth = MarkdownParser.maximumDepth + 5
        let directives = String(repeating: "@A {\n", count: depth) + String(repeating: "}\n", count: depth)
        let parsed = MarkdownParser.parseDocument("@B\n\n" + quotes + directives, directives: .allNames)
        #expect(parsed.flattenedAt?.line == 3)
    }
}
