import KnowledgeBase
import PanesMarkdown
import Testing

@testable import Site

@Suite struct MarkdownRendererTests {
    let context = SiteContext(
        knowledgeBase: KnowledgeBaseBuilder.build(
            files: [
                ContentFile(
                    path: "sheets.md",
                    text: """
                        # Sheets

                        Abstract.

                        ## `sheet(item:onDismiss:content:)`

                        Presents a sheet.

                        ```swift runnable
                        ~ var count = 0
                        count += 1
                        ```
                        """),
                ContentFile(path: "guides/flow.md", text: "# Flow\n\nSee [sheets](../sheets.md#sheet-item-ondismiss-content).\n"),
            ], options: .rendering))

    func render(_ markdown: String, file: String = "guides/flow.md", page: String = "guides/flow.html") -> String {
        let renderer = MarkdownRenderer(context: context, location: PageLocation(path: page), file: file, contextEntryID: nil)
        var html = ""
        renderer.render(MarkdownParser.parse(markdown), into: &html)
        return html
    }

    @Test func inlineMarkupAndEscaping() {
        #expect(
            render("Use *this* and **that** <b>raw</b> & ~~old~~.")
                == "<p>Use <em>this</em> and <strong>that</strong> &lt;b&gt;raw&lt;/b&gt; &amp; <del>old</del>.</p>\n")
    }

    @Test func codeSpanNamingAnAPILinksToItsPage() {
        #expect(
            render("Call `.sheet(item:)` or `unknown()`.")
                == "<p>Call <a href=\"../api/sheet-item-ondismiss-content.html\"><code>.sheet(item:)</code></a> or <code>unknown()</code>.</p>\n"
        )
        // Inside a link's text it stays code, and a remote badge is that link's text: HTML has
        // no link inside a link.
        #expect(
            render("[![CI badge](https://ci.example/badge.svg)](https://ci.example)")
                == "<p><a href=\"https://ci.example\">CI badge</a></p>\n")
        #expect(
            render("[The `.sheet(item:)` guide](../sheets.md)")
                == "<p><a href=\"../sheets.html\">The <code>.sheet(item:)</code> guide</a></p>\n")
    }

    /// A link to a heading that is not there reaches its page, or (on the same page) nothing:
    /// the site publishes no link that leads nowhere (`panes check` reports them).
    @Test func markdownLinksBecomePageLinks() {
        #expect(
            render("[a](../sheets.md#x) [b](https://example.com) [c](#local) [d](../sheets.md#sheet-item-ondismiss-content)")
                == "<p><a href=\"../sheets.html\">a</a> <a href=\"https://example.com\">b</a> <span class=\"refused-link\">c</span> <a href=\"../sheets.html#sheet-item-ondismiss-content\">d</a></p>\n"
        )
    }

    /// The forms of script links: none may reach an `href` or `src`.
    @Test(arguments: [
        "[x](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))", "[x](java&#x09;script:alert(1))", "<javascript:alert(1)>",
        "![x](javascript:alert(1))", "[x](data:text/html,<script>alert(1)</script>)", "[x]( vbscript:msgbox(1))",
        "[x](&#106;avascript:alert(1))",
    ])
    func scriptLinksAreNeverPublished(markdown: String) {
        let html = render(markdown).lowercased()
        let addresses = html.components(separatedBy: "href=\"").dropFirst() + html.components(separatedBy: "src=\"").dropFirst()
        #expect(addresses.allSatisfy { !$0.prefix { $0 != "\"" }.contains(":") }, "\(html)")
    }

    @Test func safeLinksKeepTheirAddress() {
        let html = render("[a](https://example.com/x) [b](mailto:a@b.c) [c](#top)")
        #expect(html.contains("href=\"https://example.com/x\""))
        #expect(html.contains("href=\"mailto:a@b.c\""))
    }

    @Test func taskListsAndTables() {
        let tasks = render("- [x] done\n- [ ] open\n")
        #expect(tasks.contains("<ul class=\"tasks\">"))
        #expect(tasks.contains("<input type=\"checkbox\" disabled aria-label=\"done\" checked> done"))
        let table = render("| A | B |\n|:--|--:|\n| `x` | 2 |\n")
        #expect(table.contains("<th class=\"left\" scope=\"col\">A</th><th class=\"right\" scope=\"col\">B</th>"))
        #expect(table.contains("<td class=\"left\"><code>x</code></td>"))
    }

    @Test func runnableBlocksHideSetupLinesAndSayTheyAreTested() {
        let article = context.articlesByPath["sheets.md"]!
        let html = ArticlePage(context: context, article: article).render()
        #expect(html.contains("class=\"badge tested\""))
        #expect(html.contains("count += <x-n>1</x-n>"))
        #expect(
            html.contains(
                "title=\"Tested as sheets.md:9\" data-test=\"sheets.md:9\"><a href=\"checks.html#runs\">Runs against the panes model"))
        // The setup line is offered apart, under "Setup", not in the block a reader copies.
        #expect(
            html.contains(
                "<details class=\"setup\"><summary>Setup this sample assumes (1 hidden line)</summary><div class=\"code\"><pre><code><x-k>var</x-k> count = <x-n>0</x-n>"
            ))
        #expect(!html.contains("<pre><code><x-k>var</x-k> count = <x-n>0</x-n>\ncount"))
    }

    @Test func swiftIsHighlightedWithTheToolchainClassifier() {
        #expect(
            CodeBlockRenderer.highlighted("let x: Item = \"a\" // note")
                == "<x-k>let</x-k> x: <x-t>Item</x-t> = <x-s>\"a\"</x-s> <x-c>// note</x-c>"
        )
    }

    @Test func pageLocationsClimbToTheRoot() {
        #expect(PageLocation(path: "index.html").link(to: "api/a.html") == "api/a.html")
        #expect(PageLocation(path: "api/a.html").link(to: "guides/b.html#s") == "../guides/b.html#s")
        #expect(PageLocation(path: "api/a.html").link(to: "api/a.html#s") == "#s")
    }
}
