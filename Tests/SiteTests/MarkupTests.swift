import KnowledgeBase
import Testing

@testable import Site

/// `Markup`: what content puts into an element or an attribute arrives escaped.
struct MarkupTests {
    @Test func textAndAttributeValuesAreEscaped() {
        let hostile = "\"><script>alert(1)</script>&"
        let markup = Markup.element("a", [("href", hostile), ("title", nil)], Markup(text: hostile))
        #expect(
            markup.html
                == "<a href=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;\">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;</a>"
        )
        #expect(!markup.html.contains("<script>"))
    }

    @Test func piecesJoinInOrder() {
        var list = Markup()
        for word in ["a<b", "c"] { list += .element("li", [], Markup(text: word)) + .newline }
        #expect(Markup.element("ul", [("class", "x")], .newline, list).html == "<ul class=\"x\">\n<li>a&lt;b</li>\n<li>c</li>\n</ul>")
    }

    /// A symbol name keeps its break points and is escaped inside them.
    @Test func symbolNamesAreEscapedBetweenTheirBreakPoints() {
        #expect(Markup.breakable("a<b>(item:onDismiss:content:)").html.contains("a&lt;b&gt;(<wbr>item:<wbr>"))
    }
}

/// Pages written with `Markup` escape what content gives them wherever it lands.
struct EscapedPageTests {
    /// panes.json's `url` starts every link of the 404 page; a quote in it cannot end the attribute.
    @Test func aSiteAddressCannotBreakOutOfTheNotFoundPagesLinks() throws {
        let base = KnowledgeBaseBuilder.build(
            files: [
                ContentFile(path: "panes.json", text: #"{"url": "https://example.org/kit/\"><b>injected</b>"}"#),
                ContentFile(path: "notes.md", text: "# Notes\n\nText.\n"),
            ], options: .rendering)
        let page = try #require(SiteBuilder.renderedPages(of: base).first { $0.path == "404.html" }?.html)
        #expect(page.contains("href=\"https://example.org/kit/&quot;&gt;&lt;b&gt;injected&lt;/b&gt;/index.html\""))
        #expect(!page.contains("<b>injected</b>"))
    }
}
