import KnowledgeBase

/// The page a server shows for a missing path; it points back to the home page, the index and search.
struct NotFoundPage {
    let context: SiteContext
    let location = PageLocation(path: PagePaths.notFound)

    /// The complete page.
    func render() -> String {
        let body = """
            <h1>Page not found</h1>
            <p class="lead">There is no page at this address. It may have been renamed when the references changed.</p>
            <ul>
            <li>Search with the box above (press <kbd>/</kbd>).</li>
            <li>Start from the <a href="\(PagePaths.home)">home page</a>.</li>
            <li>Browse <a href="\(PagePaths.apiIndex)">all APIs, A–Z</a>.</li>
            </ul>

            """
        let shell = PageShell(
            title: "Page not found", description: "The page you asked for does not exist.", location: location,
            navigation: NavigationPane(context: context, location: location).render(article: nil, apiID: nil),
            outline: [], body: body)
        return shell.render()
    }
}
