import Testing

@testable import KnowledgeBase

/// DocC's own spellings: heading anchors, article link names and the hash of a symbol.
struct DocCNamesTests {
    @Test(arguments: [
        ("Choosing a Trail", "Choosing-a-Trail"),
        ("Grades: Easy, Moderate & Strenuous", "Grades-Easy-Moderate--Strenuous"),
        ("Measuring Length (km vs. mi)", "Measuring-Length-km-vs-mi"),
        ("Markers — One Trail or the Whole Park?", "Markers-One-Trail-or-the-Whole-Park"),
        ("map(_:) and emphasis link", "map-and-emphasis-link"),
        ("Price: $5 + 10%", "Price-$5-+-10"),
        ("A/B test #1 @home", "AB-test-1-home"),
        ("warn_unqualified_access", "warnunqualifiedaccess"),
        ("Customize Your Documentation’s Landing Page", "Customize-Your-Documentations-Landing-Page"),
        ("Ünïcödé Straße 2.0", "Ünïcödé-Straße-20"),
    ])
    func anchorsKeepCaseAndDropPunctuation(heading: String, anchor: String) {
        #expect(DocCNames.anchor(heading) == anchor)
    }

    @Test func linkNamesComeFromFileNames() {
        #expect(DocCNames.linkName(ofFile: "Articles/Reading a Contour Map.md") == "Reading-a-Contour-Map")
        #expect(DocCNames.linkName(ofFile: "MigratingTo1.11.md") == "MigratingTo1.11")
        #expect(DocCNames.linkName(ofFile: "Tutorials/PlanningAHike.tutorial") == "PlanningAHike")
    }

    @Test(arguments: [
        ("s:8Trailmap5TrailV6length2inSdAC4UnitO_tF", "1ntpg"), ("s:8Trailmap5TrailV6length2inSdSS_tF", "k08a"),
        ("s:8Trailmap5TrailV7markersSaySSGvp", "1jm9o"), ("s:8Trailmap5TrailV7markersSaySSGvpZ", "3b2kx"),
        ("s:8Trailmap10hikingTime3forSdAA5TrailV_tF", "2l2ic"), ("s:8Trailmap10hikingTime3forSiAA5TrailV_tF", "5rzpk"),
        ("s:8Trailmap5TrailV", "1utkq"),
    ])
    func hashesAreDocCs(identifier: String, hash: String) {
        #expect(DocCNames.hash(ofIdentifier: identifier) == hash)
    }
}
