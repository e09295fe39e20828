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
            ? "<a href=\"\(location.link(to: PagePaths.apiIndex))\">All APIs, A–Z</a> lists every entry."
            : "The <a href=\"\(location.link(to: PagePaths.home))\">home page</a> lists every article."
        let body = """
            <h1>Search</h1>
            <div id="_search-page" aria-live="polite"></div>
            <noscript><p>Search needs JavaScript, which this browser has turned off. \(elsewhere)</p></noscript>

            """
        let shell = PageShell(
            frame: context.frame, title: "Search", description: "Every search result, grouped by kind.",
            location: location,
            navigation: NavigationPane(context: context, location: location).render(article: nil, apiID: nil),
            outline: [], body: body)
        return shell.render()
    }
}
