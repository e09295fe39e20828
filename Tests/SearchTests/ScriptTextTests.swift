import Testing

@testable import Search

/// The text helpers behind the search index script: summaries and JSON strings.
@Suite struct ScriptTextTests {
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

    @Test func jsonStringsAreEscapedOnlyWhereNeeded() {
        var json = JSONWriter()
        json.string("plain text: NavigationSplitView(columnVisibility:)")
        json.raw(",")
        json.string("api/sheet.html … a/b")
        json.raw(",")
        json.string("say \"hi\"\\ </script>\u{2028}\u{2029}\n\u{1}")
        #expect(
            json.text
                == #""plain text: NavigationSplitView(columnVisibility:)","api/sheet.html … a/b","say \"hi\"\\ <\/script>\u2028\u2029\n\u0001""#
        )
    }
}
