import KnowledgeBase

/// A list of APIs, each linked to its page with its kind and summary; used for members, the
/// A–Z index and the home page.
struct APILinkList {
    let context: SiteContext
    let location: PageLocation

    /// A `<ul>` of `apis` in the order given.
    func render(_ apis: [APIEntry]) -> String {
        var items = Markup()
        for api in apis {
            guard let target = context.paths.api(api.id) else { continue }
            var item = Markup.element("a", [("href", location.link(to: target))], .element("code", [], .breakable(api.name)))
            if !api.summary.isEmpty { item += Markup(text: " ") + .element("span", [("class", "summary")], Markup(text: api.summary)) }
            items += .element("li", [], item) + .newline
        }
        return (Markup.element("ul", [("class", "api-list")], .newline, items) + .newline).html
    }
}
