import KnowledgeBase

/// `search.html?q=…`: every result of one search, grouped by kind, at an address that can be
/// shared or bookmarked. The page script fills it in from the query in the address; without
/// scripts it says so.
struct SearchPage {
    let context: SiteContext
    let location = PageLocation(path: PagePaths.search)

    /// The complete page.
    func render() -> String {
        // Without scripts, the A–Z index or the home page still leads on.
        let elsewhere =
            context.offersAPIIndex
            ? Markup.element("a", [("href", location.link(to: PagePaths.apiIndex))], Markup(text: "All APIs, A–Z"))
                + Markup(text: " lists every entry.")
            : Markup(text: "The ") + .element("a", [("href", location.link(to: PagePaths.home))], Markup(text: "home page"))
                + Markup(text: " lists every article.")
        let body = [
            Markup.element("h1", [], Markup(text: "Search")),
            .element("div", [("id", "_search-page"), ("aria-live", "polite")]),
            .element(
                "noscript", [], .element("p", [], Markup(text: "Search needs JavaScript, which this browser has turned off. "), elsewhere)),
        ].map { $0 + .newline }.reduce(Markup(), +).html
        return PageShell.sitePage(
            context, title: "Search", description: "Every search result, grouped by kind.", location: location, body: body)
    }
}
