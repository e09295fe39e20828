import KnowledgeBase

/// "Mentioned in" back-links: one link per section that names an API, labelled with the
/// article's and the section's titles.
struct MentionList {
    /// How many links a list shows. A common symbol in a large folder of notes is mentioned in
    /// thousands of sections; listing them all made single pages megabytes long.
    static let limit = 100

    let context: SiteContext
    let location: PageLocation

    /// A `<ul>` of links to `references`, one per section, in file and line order, at most `limit`.
    func render(_ references: [SectionReference]) -> String {
        var seen: Set<String> = []
        var items = Markup()
        for reference in references.sorted() {
            let target = context.paths.section(reference)
            guard seen.insert(target).inserted else { continue }
            guard seen.count <= Self.limit else { continue }
            let article = context.articlesByPath[reference.file]?.title ?? reference.file
            let label = reference.anchor.isEmpty || reference.title == article ? article : article + " › " + reference.title
            items += .element("li", [], .element("a", [("href", location.link(to: target))], .breakable(label))) + .newline
        }
        if seen.count > Self.limit {
            let more = "and \(seen.count - Self.limit) more sections; search the site for the rest"
            items += .element("li", [("class", "more")], Markup(text: more)) + .newline
        }
        return (Markup.element("ul", [("class", "mentions")], .newline, items) + .newline).html
    }
}
