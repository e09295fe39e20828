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
