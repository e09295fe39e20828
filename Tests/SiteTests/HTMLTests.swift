import Testing

@testable import Site

@Suite struct HTMLTests {
    @Test func escapesMarkupAndQuotes() {
        #expect(HTML.escape(#"<a href="x">&</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
        #expect(HTML.escape("plain") == "plain")
    }
}
