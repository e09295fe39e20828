import PanesMarkdown
import Testing

@testable import KnowledgeBase

/// A symbol's doc comment callouts, read as DocC reads them.
struct DocCommentCalloutsTests {
    @Test func calloutsBecomeFieldsAndAsides() throws {
        let comment = MarkdownParser.parse(
            """
            Measures the trail.

            - Parameters:
              - unit: The unit to report in.
              - rounding: How to round.
            - Parameter extra: One more.
            - Returns: The length in `unit`.
            - Note: Lengths follow the path, not a straight line.
            - A plain point stays a list item.
            - Throws: `TrailError.closed` when the trail is shut.
            """)
        var fields = EntryFields()
        let blocks = DocCommentCallouts.apply(to: comment.children, fields: &fields)
        #expect(fields.parameters.map(\.name) == ["unit", "rounding", "extra"])
        #expect(fields.parameters.last?.summary == "One more.")
        #expect(fields.returns == "The length in unit.")
        try #require(blocks.count == 4)
        #expect(blocks[0].plainText.trimmingWhitespace() == "Measures the trail.")
        #expect(blocks[1].children.map { $0.plainText.trimmingWhitespace() } == ["A plain point stays a list item."])
        #expect(DocCAside.aside(blocks[2])?.kind == "Note")
        #expect(DocCAside.aside(blocks[3])?.kind == "Throws")
    }

    /// A callout that is not well formed is the author's text, left where it was.
    @Test func aMalformedParametersCalloutStaysInTheDiscussion() {
        let comment = MarkdownParser.parse("- Parameters: none listed\n")
        var fields = EntryFields()
        let blocks = DocCommentCallouts.apply(to: comment.children, fields: &fields)
        #expect(fields.parameters.isEmpty)
        #expect(blocks == comment.children)
    }
}
