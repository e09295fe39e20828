import KnowledgeBase

/// "Mentioned in" back-links: one link per section that names an API, labelled with the
/// article's and the section's titles.
struct MentionList {
    let context: SiteContext
    let location: PageLocation

    /// A `<ul>` of links to `references`, one per section, in file and line order.
    func render(_ references: [SectionReference]) -> String {
        var seen: Set<String> = []
        var html = "<ul class=\"mentions\">\n"
        for reference in references.sorted() {
            let target = PagePaths.section(reference)
            guard seen.insert(target).inserted else { continue }
            let article = context.articlesByPath[reference.file]?.title ?? reference.file
            let label = reference.anchor.isEmpty || reference.title == article ? article : article + " › " + reference.title
            html += "<li><a href=\"\(HTML.escape(location.link(to: target)))\">\(HTML.escape(label))</a></li>\n"
        }
        return html + "</ul>\n"
    }
}
