import KnowledgeBase

/// The page a server shows for a missing path; it points back to the home page, the index and search.
struct NotFoundPage {
    let context: SiteContext
    /// Root-relative (`/assets/site.css`, `/index.html`): a host serves this page for any missing
    /// address, `/api/renamed.html` as well as `/renamed.html`, and a relative link would resolve
    /// against that address (`/api/assets/site.css`), leaving the page unstyled and its links wrong.
    /// The price is that `404.html` opened from a file has no styles; a browser never shows it
    /// for a missing file anyway. This assumes the site is served at the root of its host.
    let location = PageLocation(path: PagePaths.notFound, rootPrefix: "/")

    /// The complete page.
    func render() -> String {
        let index =
            context.offersAPIIndex ? "<li>Browse <a href=\"\(location.link(to: PagePaths.apiIndex))\">all APIs, A–Z</a>.</li>\n" : ""
        let body = """
            <h1>Page not found</h1>
            <p class="lead">There is no page at this address. It may have been renamed when the references changed.</p>
            <ul>
            <li>Search with the box above.</li>
            <li>Start from the <a href="\(location.link(to: PagePaths.home))">home page</a>.</li>
            \(index)</ul>

            """
        let shell = PageShell(
            frame: context.frame, title: "Page not found", description: "The page you asked for does not exist.",
            location: location,
            navigation: NavigationPane(context: context, location: location).render(article: nil, apiID: nil),
            outline: [], body: body)
        return shell.render()
    }
}
