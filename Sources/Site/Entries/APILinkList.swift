import KnowledgeBase

/// A list of APIs, each linked to its page with its kind and summary; used for members, the
/// A–Z index and the home page.
struct APILinkList {
    let context: SiteContext
    let location: PageLocation

    /// A `<ul>` of `apis` in the order given.
    func render(_ apis: [APIEntry]) -> String {
        var html = "<ul class=\"api-list\">\n"
        for api in apis {
            guard let target = context.paths.api(api.id) else { continue }
            html += "<li><a href=\"\(HTML.escape(location.link(to: target)))\"><code>\(HTML.breakable(api.name))</code></a>"
            if !api.summary.isEmpty { html += " <span class=\"summary\">\(HTML.escape(api.summary))</span>" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }
}
