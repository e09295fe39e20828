import Testing

@testable import KnowledgeBase

@Suite struct DemandedLinkScannerTests {
    @Test func linksInsideFencedCodeAreNotLinks() {
        let text = "Use ``sheet(item:)``.\n\n```swift\nlet a = ``notALink``\n```\n\n  See ``NavigationStack``."
        #expect(
            DemandedLinkScanner.links(in: text) == [
                .init(spelling: "sheet(item:)", line: 1, column: 5),
                .init(spelling: "NavigationStack", line: 7, column: 7),
            ])
    }

    @Test func textWithoutDoubleBackticksIsSkippedOutright() {
        #expect(!DemandedLinkScanner.containsDoubleBacktick("one `tick` at a time"))
        #expect(DemandedLinkScanner.links(in: "one `tick` at a time").isEmpty)
    }
}
