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
        var body = Markup.element("h1", [], Markup(text: "Mentioned, not documented here")) + .newline
        let lead =
            "The references use these \(mentioned.count) names without documenting them, so they have no page here. "
            + "Each links to a search of Apple's documentation and to where the references mention it. "
        body +=
            .element(
                "p", [("class", "lead")], Markup(text: lead),
                .element("a", [("href", location.link(to: PagePaths.apiIndex))], Markup(text: "All APIs, A–Z")),
                Markup(text: " lists what is documented.")) + .newline
        var entries = Markup()
        let mentions = MentionList(context: context, location: location)
        for api in mentioned {
            let anchor = context.paths.api(api.id).map { String($0.split(separator: "#").last ?? "") } ?? ""
            entries +=
                .element(
                    "dt", [("id", anchor)], .element("code", [], .breakable(api.id)), Markup(text: " "),
                    .element(
                        "a", [("class", "external"), ("href", AppleDocumentation.searchURL(for: api))],
                        Markup(text: "Search Apple's documentation"))) + .newline
            // A name every sample uses (`Text(_:format:)`) is mentioned in a hundred places;
            // the first few say where it matters, and search finds the rest.
            let shown = api.mentionedIn.prefix(Self.placesShown)
            let more = api.mentionedIn.count - shown.count
            var places = Markup(text: "Mentioned in:\n") + Markup(trusted: mentions.render(Array(shown)))
            if more > 0 {
                places += .element("p", [("class", "note")], Markup(text: "and \(more) more \(more == 1 ? "place" : "places")")) + .newline
            }
            entries += .element("dd", [], places) + .newline
        }
        body += .element("dl", [("class", "mentioned")], .newline, entries) + .newline
        return PageShell.sitePage(
            context, title: "Mentioned APIs",
            description: "The APIs the references use without documenting them, with where they are mentioned.", location: location,
            body: body.html)
    }
}
