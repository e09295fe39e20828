import Foundation
import KnowledgeBase

/// The page a server shows for a missing path; it points back to the home page, the index and search.
struct NotFoundPage {
    let context: SiteContext
    /// Its links start at the site's address when `panes.json` gives one (`url`): a host serves
    /// this page for any missing address, `/kit/api/renamed.html` as well as `/kit/renamed.html`,
    /// and only an absolute address works from all of them. Without one they are relative to
    /// the site's folder, which works from a file and wherever the missing page would have been
    /// at the top of the site, on a host's root or below it (a GitHub Pages project site); a
    /// root-relative `/assets/site.css` worked on a host's root only, and never from a file.
    var location: PageLocation { PageLocation(path: PagePaths.notFound, rootPrefix: context.knowledgeBase.identity.url ?? "") }

    /// The complete page.
    func render() -> String {
        context.knowledgeBase.identity.url == nil ? renderStandalone() : renderInFrame()
    }

    /// The page in the site's frame, every link absolute.
    private func renderInFrame() -> String {
        // The links start at the site's address from panes.json: escaped as any attribute is.
        func link(_ text: String, to target: String) -> Markup {
            .element("a", [("href", location.link(to: target))], Markup(text: text))
        }
        var items = Markup.element("li", [], Markup(text: "Search with the box above.")) + .newline
        items += .element("li", [], Markup(text: "Start from the "), link("home page", to: PagePaths.home), Markup(text: ".")) + .newline
        if context.offersAPIIndex {
            items +=
                .element("li", [], Markup(text: "Browse "), link("all APIs, A–Z", to: PagePaths.apiIndex), Markup(text: ".")) + .newline
        }
        let body = [
            Markup.element("h1", [], Markup(text: "Page not found")),
            .element(
                "p", [("class", "lead")],
                Markup(text: "There is no page at this address. It may have been renamed when the references changed.")),
            .element("ul", [], .newline, items),
        ].map { $0 + .newline }.reduce(Markup(), +).html
        return PageShell.sitePage(
            context, title: "Page not found", description: "The page you asked for does not exist.", location: location, body: body)
    }

    /// The page without a site address to start from: it loads nothing (its stylesheet,
    /// `not-found.css`, is inside it, allowed by its hash and nothing else; no script, so no
    /// search box), so it looks the
    /// same at any depth of missing address, and its links, relative to the site's top, are
    /// right wherever the missing page would have been at the top of the site.
    private func renderStandalone() -> String {
        let css = SiteAssets.text("not-found.css")
        let hash = Data(SHA256.digest(Array(css.utf8))).base64EncodedString()
        let policy = "default-src 'none'; style-src 'sha256-\(hash)'; img-src 'self' data:; base-uri 'none'; form-action 'none'"
        let index =
            context.offersAPIIndex ? "<li>Browse <a href=\"\(PagePaths.apiIndex)\">all APIs, A–Z</a>.</li>\n" : ""
        let name = context.frame.name
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape("Page not found — " + name))</title>
            <meta name="description" content="The page you asked for does not exist.">
            <style>\(css)</style>
            </head>
            <body>
            <header>
            <a href="\(PagePaths.home)">\(HTML.escapeText(name))</a>
            </header>
            <main>
            <h1>Page not found</h1>
            <p class="lead">There is no page at this address. It may have been renamed when the references changed.</p>
            <ul>
            <li>Start from the <a href="\(PagePaths.home)">home page</a>, and search there.</li>
            \(index)</ul>
            </main>
            </body>
            </html>

            """
    }
}
