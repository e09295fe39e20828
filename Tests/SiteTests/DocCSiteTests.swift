import Foundation
import Testing

@testable import KnowledgeBase
@testable import Site

/// The site of the DocC fixtures (`KnowledgeBaseTests/Fixtures/DocC`): every link lands, every
/// image is shown from the site's own copy, no directive is left as text, the pages are valid
/// HTML, and a catalog on its own is its site's home.
@Suite struct DocCSiteTests {
    static let fixtures = TestSite.packageRoot.appendingPathComponent("Tests/KnowledgeBaseTests/Fixtures/DocC/content")

    /// Both catalogs, built once.
    static let built: (folder: URL, result: SiteBuildResult) = {
        let folder = TestSite.temporaryFolder().appendingPathComponent("site")
        return (folder, SiteBuilder.build(contentFolder: fixtures, outputFolder: folder))
    }()

    static var pages: [String: String] {
        TestSite.files(in: built.folder).filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func itBuildsWithWarningsOnly() {
        #expect(Self.built.result.succeeded)
        #expect(Self.built.result.warningCount == 36)
    }

    /// Only a site with a catalog ships and links the catalog stylesheet; the built-in site,
    /// which has none, keeps its pages' weight.
    @Test func theCatalogStylesheetComesWithCatalogsOnly() throws {
        let files = TestSite.files(in: Self.built.folder)
        let css = String(decoding: try #require(files[PageShell.catalogStylesheet]), as: UTF8.self)
        #expect(css.contains(".row{"))
        let linksIt = { (html: String) in html.contains("\(PageShell.catalogStylesheet)\">") }
        // The 404 page holds its own stylesheet (`NotFoundPage`) and needs no catalog styles.
        #expect(Self.pages.filter { $0.key != PagePaths.notFound }.values.allSatisfy(linksIt))
        #expect(!SiteStylesheet.css.contains(".row{"))
        let builtIn = TestSite.packageRoot.appendingPathComponent("site")
        #expect(!FileManager.default.fileExists(atPath: builtIn.appendingPathComponent(PageShell.catalogStylesheet).path))
        let home = try String(contentsOf: builtIn.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!home.contains("catalog.css"))
    }

    /// Every page of a catalog is marked in the navigation, a page that only a deeper page
    /// curates under the listed page that leads to it (`aria-current="location"`).
    @Test func everyPageIsMarkedInTheNavigation() throws {
        var unmarked: [String] = []
        var nested = 0
        for (path, html) in Self.pages where ![PagePaths.notFound, PagePaths.search, PagePaths.apiIndex, PagePaths.checks].contains(path) {
            let start = try #require(html.range(of: "<nav"))
            let end = try #require(html.range(of: "</nav>", range: start.upperBound..<html.endIndex))
            let nav = html[start.lowerBound..<end.upperBound]
            if !nav.contains("aria-current=\"page\"") { unmarked.append(path) }
            if nav.contains("<ul class=\"trail\">") { nested += 1 }
        }
        #expect(unmarked.isEmpty, "\(unmarked.sorted())")
        #expect(nested > 0)
    }

    @Test func everyLinkImageAndAnchorLands() {
        let files = TestSite.files(in: Self.built.folder)
        let anchors = Self.pages.mapValues { Set(SiteLinkTests.matches(SiteLinkTests.identifier, in: $0).map { $0[1] }) }
        var broken: [String] = []
        var images = 0
        for (path, html) in Self.pages.sorted(by: { $0.key < $1.key }) {
            var links = SiteLinkTests.matches(SiteLinkTests.attribute, in: html).map { ($0[1], $0[3]) }
            for set in SiteLinkTests.matches(Self.sourceSet, in: html) {
                links += set[1].split(separator: ",").map { ("srcset", String($0.split(separator: " ").first ?? "")) }
            }
            for (tag, raw) in links {
                let link = raw.replacingOccurrences(of: "&amp;", with: "&")
                if LinkTarget.scheme(of: link) != nil { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].removingPercentEncoding ?? parts[0]
                let target =
                    file.isEmpty ? path : file.hasPrefix("/") ? String(file.dropFirst()) : LinkTarget.resolve(file, relativeTo: path) ?? "?"
                guard files[target] != nil else {
                    broken.append("\(path): \(link)")
                    continue
                }
                if tag == "img" { images += 1 }
                if parts.count == 2, !parts[1].isEmpty, target.hasSuffix(".html"), anchors[target]?.contains(parts[1]) != true {
                    broken.append("\(path): \(link) (no anchor)")
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.prefix(20).joined(separator: "\n"))")
        #expect(images >= 15)
    }

    @Test func noDirectiveIsLeftAsText() {
        let directive = try! NSRegularExpression(
            pattern:
                #"@(Metadata|Row|Column|TabNavigator|Tab|Image|Video|Links|Snippet|Comment|Small|Redirected|Options|Tutorial|Steps|Step|Code|Intro|Section)\s*[({]"#
        )
        for (path, html) in Self.pages {
            let prose = html.replacingOccurrences(of: #"<pre[\s\S]*?</pre>|<code>[\s\S]*?</code>"#, with: "", options: .regularExpression)
            #expect(SiteLinkTests.matches(directive, in: prose).isEmpty, "a directive is printed as text in \(path)")
            #expect(!prose.contains("Reviewers: this paragraph is never rendered"), "a comment is shown in \(path)")
        }
    }

    @Test func pagesShowWhatTheCatalogSays() throws {
        let root = try #require(Self.pages["trailmap/trailmap.html"])
        #expect(root.contains("<title>Trailmap Kit — DocC</title>"))
        #expect(root.contains("<p class=\"eyebrow color-green\">Framework</p>"))
        #expect(root.contains("<h3 id=\"Estimating-Time\">"))
        let gallery = try #require(Self.pages["trailmap/directivegallery.html"])
        for piece in [
            "<div class=\"row cols-3\">", "<div class=\"column span-2\">", "<p class=\"tab-title\">Miles</p>", "<figcaption>",
            "<video controls", "<div class=\"small\">",
        ] {
            #expect(gallery.contains(piece), "no \(piece)")
        }
        let started = try #require(Self.pages["trailmap/gettingstarted.html"])
        #expect(started.contains("<aside class=\"aside\"><p class=\"aside-title\">Tip</p>"))
        #expect(started.contains("<dl class=\"terms\">"))
        #expect(started.contains("<a href=\"../trailmap/trail.length-in-1ntpg.html\"><code>length(in:)</code></a>"))
        let tutorial = try #require(Self.pages["trailmap/tutorials/planningahike.html"])
        #expect(tutorial.contains("<ol class=\"steps\">"))
        #expect(tutorial.contains("<p class=\"code-name\">Plan.swift</p>"))
    }

    @Test func pagesAreValidHTML() {
        let run = TestSite.run(TestSite.validatorCommand(Self.built.folder))
        #expect(run.status == 0, "the Nu validator found errors:\n\(run.output.prefix(4000))")
    }

    static let sourceSet = try! NSRegularExpression(pattern: #"srcset="([^"]*)""#)
}
