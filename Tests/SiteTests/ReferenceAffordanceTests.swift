import Foundation
import KnowledgeBase
import Testing

@testable import Site

/// The reader affordances of issue 15, string in and HTML out: break points in symbol names,
/// heading anchors, wrapped declarations with linked types, deprecation banners, members by
/// kind, the guide pager, the outline disclosure and the root-relative 404 page.
@Suite struct ReferenceAffordanceTests {
    static let topic = """
        # Alerts

        Abstract.

        ## `Alert`

        A value an old modifier presents.

        - Kind: type
        - Declaration: `struct Alert`
        - Availability: iOS 13.0 (deprecated 27.0), macOS 10.15 (deprecated 27.0)
        - Replaced by: `Thing`

        Use `Thing` in its place. It has more.

        ### `init(title:)`

        Makes an alert.

        - Kind: initializer
        - Declaration: `init(title: Text, message: Text?, primaryButton: Alert.Button, secondaryButton: Alert.Button)`

        ### `title`

        The title.

        - Kind: property

        ## `Thing`

        The replacement.

        - Kind: type
        - Declaration: `struct Thing`
        - Availability: iOS 16.0

        ## Notes

        Text.
        """

    let context = SiteContext(
        knowledgeBase: KnowledgeBaseBuilder.build(
            files: [
                ContentFile(path: "alerts.md", text: Self.topic),
                ContentFile(path: "guides/a.md", text: "# A walk\n\nFirst.\n"),
                ContentFile(path: "guides/b.md", text: "# B walk\n\nSecond.\n"),
                ContentFile(path: "guides/c.md", text: "# C walk\n\nThird.\n"),
            ], options: .rendering))

    @Test func symbolNamesBreakOnlyBetweenLabels() {
        #expect(HTML.breakable("sheet(item:onDismiss:content:)") == "sheet(<wbr>item:<wbr>onDismiss:<wbr>content:)")
        #expect(HTML.breakable("NavigationPath.CodableRepresentation") == "NavigationPath.<wbr>Codable<wbr>Representation")
        #expect(HTML.breakable(".sheet(item:)") == ".sheet(item:)", "short names need no break points")
        #expect(HTML.breakable(".detailOnlyAndSome") == ".detailOnlyAndSome", "no break after a leading dot")
        // A stretch too long for any column at the smallest size may wrap between its words.
        #expect(
            HTML.breakable("NavigationSplitViewStyleConfiguration.init")
                == "Navigation<wbr>Split<wbr>View<wbr>Style<wbr>Configuration.<wbr>init")
        #expect(HTML.breakable("Navigation.CodableRepresentationOfIt") == "Navigation.<wbr>Codable<wbr>Representation<wbr>Of<wbr>It")
        #expect(HTML.longestRun(of: "presentationBackgroundInteraction(_:)") == 34)
        #expect(
            HTML.breakable("The Swift Programming Language (6.4 beta)") == "The Swift Programming Language (6.4 beta)",
            "versions stay whole")
        #expect(
            HTML.symbol("presentationBackgroundInteraction(_:)")
                == "<code class=\"r34\">presentation<wbr>Background<wbr>Interaction(<wbr>_:)</code>")
        #expect(HTML.symbol("sheet(item:)") == "<code>sheet(item:)</code>")
    }

    @Test func everyHeadingLinksToItself() {
        #expect(
            HTML.heading(2, id: "members", "Members")
                == "<h2 id=\"members\">Members <a class=\"anchor\" href=\"#members\" aria-label=\"Link to section Members\"></a></h2>\n")
        let html = page("alerts.html")
        #expect(html.contains("<h2 id=\"notes\">Notes <a class=\"anchor\" href=\"#notes\""))
        #expect(
            html.contains(
                "<h2 id=\"alert\" class=\"entry\"><a href=\"api/alert.html\"><code>Alert</code></a> <a class=\"anchor\" href=\"#alert\""))
    }

    @Test func longDeclarationsTakeOneParameterALine() {
        let declaration =
            "func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: @escaping (Item) -> Content) -> some View where Item : Identifiable"
        #expect(
            DeclarationLayout.layout(declaration) == """
                func sheet<Item, Content>(
                    item: Binding<Item?>,
                    onDismiss: (() -> Void)? = nil,
                    content: @escaping (Item) -> Content
                ) -> some View
                where Item : Identifiable
                """)
        #expect(DeclarationLayout.layout("struct Alert") == "struct Alert")
    }

    @Test func declarationsLinkTheTypesTheIndexDocuments() {
        let html = page("api/alert.init-title.html")
        #expect(html.contains("<a href=\"../api/alert.html\"><x-t>Alert</x-t></a>"))
        #expect(html.contains("<dt>Member of</dt><dd><a href=\"../api/alert.html\"><code>Alert</code></a></dd>"))
    }

    @Test func aDeprecatedAPIHasABannerWithItsReplacement() {
        let html = page("api/alert.html")
        #expect(
            html.contains(
                "<div class=\"deprecated\" role=\"note\"><p><strong>Deprecated</strong> on every platform in 27.0. Use <a href=\"../api/thing.html\"><code>Thing</code></a> instead.</p></div>"
            ))
        #expect(html.contains("<li class=\"deprecated\">iOS 13.0–27.0 deprecated</li>"))
        #expect(!page("api/thing.html").contains("class=\"deprecated\""))
        let facts = page("alerts.html")
        #expect(
            facts.contains(
                "<p class=\"deprecated\" role=\"note\"><strong>Deprecated</strong> on every platform in 27.0. Use <a href=\"api/thing.html\"><code>Thing</code></a> instead.</p>"
            ))
    }

    @Test func membersAreGroupedByKind() {
        let html = page("api/alert.html")
        let initializers = html.range(of: "<h3 id=\"members-initializers\">Initializers")
        let properties = html.range(of: "<h3 id=\"members-properties\">Properties")
        #expect(initializers != nil && properties != nil)
        if let initializers, let properties { #expect(initializers.lowerBound < properties.lowerBound) }
    }

    @Test func guidesLinkToTheirNeighbours() {
        let middle = page("guides/b.html")
        #expect(middle.contains("<a rel=\"prev\" class=\"prev\" href=\"../guides/a.html\"><span>Previous guide</span> A walk</a>"))
        #expect(middle.contains("<a rel=\"next\" class=\"next\" href=\"../guides/c.html\"><span>Next guide</span> C walk</a>"))
        #expect(!page("guides/a.html").contains("rel=\"prev\""))
        #expect(!page("alerts.html").contains("class=\"pager\""))
    }

    @Test func theOutlineIsADisclosureBeforeThePage() throws {
        let html = page("alerts.html")
        let outline = try #require(
            html.range(of: "<aside class=\"toc\" aria-labelledby=\"_toc-title\">\n<details>\n<summary id=\"_toc-title\">"))
        let main = try #require(html.range(of: "<main id=\"_main\""))
        #expect(outline.lowerBound < main.lowerBound)
        #expect(html.contains("<script src=\"assets/page.js\"></script>"))
    }

    /// Without the site's address, the page loads nothing, so it looks the same at any depth of
    /// missing address: its stylesheet is inside it, allowed by its hash alone, and its links
    /// are relative to the site's folder (a root-relative `/assets/site.css` left it unstyled
    /// from a file and on a host's sub-path).
    @Test func theNotFoundPageStandsAloneAndLinksRelativeToTheSite() throws {
        let html = page("404.html")
        #expect(!html.contains("<link rel=\"stylesheet\"") && !html.contains("<script"))
        let style = try #require(html.range(of: "<style>")).upperBound..<(try #require(html.range(of: "</style>")).lowerBound)
        let hash = Data(SHA256.digest(Array(html[style].utf8))).base64EncodedString()
        #expect(html.contains("style-src 'sha256-\(hash)';"))
        #expect(html.contains("<a href=\"index.html\">home page</a>"))
        #expect(!html.contains("href=\"/"))
    }

    /// FIPS 180-4's examples.
    @Test func sha256MatchesTheStandardsExamples() {
        let hex = { (bytes: [UInt8]) in bytes.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined() }
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// With the site's address in `panes.json`, from every missing address alike.
    @Test func theNotFoundPageLinksFromTheSitesAddressWhenItHasOne() {
        let base = KnowledgeBaseBuilder.build(
            files: [
                ContentFile(path: "panes.json", text: #"{"url": "https://example.github.io/kit"}"#),
                ContentFile(path: "a.md", text: "# A\n\nText.\n"),
            ], options: .rendering)
        let html = NotFoundPage(context: SiteContext(knowledgeBase: base)).render()
        #expect(html.contains("<link rel=\"stylesheet\" href=\"https://example.github.io/kit/assets/site.css\">"))
        #expect(html.contains("<a href=\"https://example.github.io/kit/index.html\">home page</a>"))
    }

    @Test func noInlineStyleOrHandlerReachesAPage() {
        for path in ["alerts.html", "api/alert.html", "index.html", "404.html", "api/index.html"] {
            let html = page(path)
            #expect(!html.contains(" style="), "\(path)")
            #expect(!html.contains(" onclick="), "\(path)")
            #expect(!html.contains("<script>"), "\(path)")
        }
    }

    private func page(_ path: String) -> String {
        SiteRenderer.pages(for: context).first { $0.path == path }?.render() ?? ""
    }
}
