import Testing

@testable import Site

/// The stylesheet works where `light-dark()` does not (Zeal's web view shows docsets with
/// Chromium 87): light colours first, the adaptive ones only under `@supports`.
struct StylesheetTests {
    @Test func everyAdaptiveColourHasALightValueOutsideSupports() throws {
        let css = SiteStylesheet.css
        let supports = try #require(css.range(of: "@supports (color: light-dark(#000,#fff))"))
        let before = css[..<supports.lowerBound]
        #expect(!before.contains("light-dark("))
        #expect(before.contains("--bg: #fff;") && before.contains("--accent: #0b63c5;"))
        let adaptive = SiteStylesheet.source.components(separatedBy: "light-dark(").count - 1
        #expect(adaptive > 20)
        #expect(css[supports.upperBound...].components(separatedBy: "light-dark(").count - 1 == adaptive)
    }
}
