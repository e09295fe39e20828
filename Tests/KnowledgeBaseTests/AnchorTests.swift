import Testing

@testable import KnowledgeBase

/// Fragment identifiers for headings.
struct AnchorTests {
    @Test(arguments: [
        ("Using `.sheet(item:)` for edits", "using-sheet-item-for-edits"),
        ("init(sidebar:detail:)", "init-sidebar-detail"),
        ("  Leading and trailing  ", "leading-and-trailing"),
        ("Ünïcode Überschrift", "ünïcode-überschrift"),
        ("!!!", "section"),
    ])
    func slugsAreLowercaseAndHyphenated(text: String, slug: String) {
        #expect(AnchorMaker.slug(text) == slug)
    }

    @Test func repeatsGetNumberedSuffixes() {
        var maker = AnchorMaker()
        #expect(
            ["Example", "Example", "example", "Other", "Example"].map { maker.makeAnchor(for: $0) }
                == ["example", "example-2", "example-3", "other", "example-4"])
    }
}
