import Testing

@testable import KnowledgeBase

/// Diagnostics as data, and the one text form they print in.
struct DiagnosticTests {
    @Test func formattedLeavesOutUnknownLineAndColumn() {
        #expect(Diagnostic.error("bad", file: "a.md", line: 3, column: 7).formatted == "a.md:3:7: error: bad")
        #expect(Diagnostic.warning("meh", file: "a.md", line: 3).formatted == "a.md:3: warning: meh")
        #expect(Diagnostic.error("gone", file: "content").formatted == "content: error: gone")
    }

    @Test func sortsByFileLineAndColumn() {
        let diagnostics: [Diagnostic] = [
            .error("x", file: "b.md", line: 1, column: 1),
            .error("x", file: "a.md", line: 10, column: 1),
            .error("x", file: "a.md", line: 2, column: 5),
            .error("x", file: "a.md", line: 2, column: 3),
        ]
        #expect(
            diagnostics.sortedByLocation.map { "\($0.file):\($0.line):\($0.column)" }
                == ["a.md:2:3", "a.md:2:5", "a.md:10:1", "b.md:1:1"])
    }

    @Test func onlyErrorsCount() {
        #expect(![Diagnostic.warning("w", file: "a.md")].containsErrors)
        #expect([Diagnostic.warning("w", file: "a.md"), .error("e", file: "a.md")].containsErrors)
        #expect(Diagnostic.Severity.warning < .error)
    }
}
