import KnowledgeBase

/// The APIs the references use without documenting them: each with a search of Apple's
/// documentation and where the references mention it. They have no page here (nothing documents
/// them) and are kept off the A–Z index, which lists what is documented, so neither page grows
/// past what a reader loads at once.
struct MentionedPage {
    let context: SiteContext
    let location = PageLocation(path: PagePaths.mentioned)

    /// Places listed per API.
    static let placesShown = 6

    /// Whether the site has such APIs, and so this page.
    static func isNeeded(_ context: SiteContext) -> Bool {
        context.knowledgeBase.apis.contains { !context.paths.hasOwnPage($0.id) }
    }

    /// The complete page.
    func render() -> String {
        let mentioned = APIIndexPage.sorted(context.knowledgeBase.apis.filter { !context.paths.hasOwnPage($0.id) })
        var body = "<h1>Mentioned, not documented here</h1>\n"
        body +=
            "<p class=\"lead\">The references use these \(mentioned.count) names without documenting them, so they have no page here. Each links to a search of Apple's documentation and to where the references mention it. <a href=\"\(HTML.escape(location.link(to: PagePaths.apiIndex)))\">All APIs, A–Z</a> lists what is documented.</p>\n"
        body += "<dl class=\"mentioned\">\n"
        let mentions = MentionList(context: context, location: location)
        for api in mentioned {
            let anchor = context.paths.api(api.id).map { String($0.split(separator: "#").last ?? "") } ?? ""
            body += "<dt id=\"\(HTML.escape(anchor))\"><code>\(HTML.breakable(api.id))</code> "
            body +=
                "<a class=\"external\" href=\"\(HTML.escape(AppleDocumentation.searchURL(for: api)))\">Search Apple's documentation</a></dt>\n"
            // A name every sample uses (`Text(_:format:)`) is mentioned in a hundred places;
            // the first few say where it matters, and search finds the rest.
            let shown = api.mentionedIn.prefix(Self.placesShown)
            let more = api.mentionedIn.count - shown.count
            body += "<dd>Mentioned in:\n" + mentions.render(Array(shown))
            if more > 0 { body += "<p class=\"note\">and \(more) more \(more == 1 ? "place" : "places")</p>\n" }
            body += "</dd>\n"
        }
        body += "</dl>\n"
        let shell = PageShell(
            frame: context.frame, title: "Mentioned APIs",
            description: "The APIs the references use without documenting them, with where they are mentioned.",
            location: location,
            navigation: NavigationPane(context: context, location: location).render(article: nil, apiID: nil),
            outline: [], body: body)
        return shell.render()
    }
}
