import Testing

@testable import Search
@testable import SearchCore

/// The summaries search documents carry.
@Suite struct SummaryTests {
    @Test func aSummaryIsOneLineWithSingleSpaces() {
        #expect(SearchDocument.oneLine("  Shows a sheet\n\twhen   asked. ") == "Shows a sheet when asked.")
        #expect(SearchDocument.oneLine("Zeigt ein Blatt,\n  wenn nötig.") == "Zeigt ein Blatt, wenn nötig.")
    }

    @Test func aLongSummaryIsCutAtAWordWithAnEllipsis() {
        let words = Array(repeating: "column", count: 60).joined(separator: " ")
        let summary = SearchDocument.oneLine(words)
        #expect(summary.hasSuffix("column…"))
        #expect(summary.count <= SearchDocument.summaryLimit)
    }
}
