import SwiftCode
import Testing

@Suite struct ExpectationRewriterTests {
    @Test func comparisonKeepsBothSidesForTheFailureMessage() {
        let rewritten = ExpectationRewriter.rewrite("#expect(a.count == 2)")
        #expect(rewritten == #"__panesExpectEqual(a.count, 2, expression: "a.count == 2")"#)
        #expect(ExpectationRewriter.rewrite("#expect(a < b)") == #"__panesExpectOrdered(a, b, "<", expression: "a < b")"#)
    }

    @Test func nilComparisonStaysABooleanCheck() {
        let rewritten = ExpectationRewriter.rewrite("#expect(state.item == nil)")
        #expect(rewritten == #"__panesExpect(state.item == nil, expression: "state.item == nil")"#)
    }

    @Test func requireAndCommentsAreKept() {
        #expect(
            ExpectationRewriter.rewrite("let x = try #require(first)")
                == #"let x = try __panesRequire(first, expression: "first")"#)
        #expect(
            ExpectationRewriter.rewrite(#"#expect(flag, "why")"#)
                == #"__panesExpect(flag, "why", expression: "flag")"#)
    }

    @Test func lineBreaksInsideTheExpectationSurvive() {
        let code = "#expect(\n    a == b\n)\nlet after = 1"
        let rewritten = ExpectationRewriter.rewrite(code)
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false).count >= 2)
        #expect(rewritten.hasSuffix("\nlet after = 1"))
    }
}
