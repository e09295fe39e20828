import Foundation
import Testing

/// The committed `site/` is what `panes build` makes from the built-in content, byte for byte.
@Suite struct SiteFreshnessTests {
    @Test func committedSiteMatchesAFreshBuild() {
        let built = TestSite.builtSite
        #expect(built.result.succeeded, "the built-in content does not build: \(built.result.diagnostics.map(\.formatted))")
        let expected = TestSite.files(in: built.folder)
        let committed = TestSite.files(in: TestSite.committedSite)
        let stale = Set(expected.keys).symmetricDifference(committed.keys).union(
            expected.keys.filter { committed[$0] != nil && committed[$0] != expected[$0] })
        if !stale.isEmpty {
            Issue.record(
                "site/ is stale: run `swift run panes build` (\(stale.count) files differ, e.g. \(stale.sorted().prefix(5).joined(separator: ", ")))"
            )
        }
    }
}
