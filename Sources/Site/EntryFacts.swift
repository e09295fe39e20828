import KnowledgeBase

/// An entry's parsed fields as a reader wants them: the declaration, highlighted; availability
/// per platform; parameters; related APIs linked. The API page shows them under its title, a
/// topic page where the entry's field list was written: both from the index, never the raw list.
struct EntryFacts {
    let context: SiteContext
    let location: PageLocation
    let api: APIEntry

    /// The declaration and availability (the part every entry header shows).
    func renderDeclarationAndAvailability() -> String {
        var html = ""
        if let declaration = api.declaration {
            html +=
                "<div class=\"code declaration\"><pre><code class=\"swift\">\(CodeBlockRenderer.highlighted(declaration))</code></pre></div>\n"
        }
        if !api.availability.isEmpty {
            html += "<ul class=\"availability\" aria-label=\"Availability\">\n"
            for platform in api.availability {
                let note = platform.note.map { " <em>(\(HTML.escape($0)))</em>" } ?? ""
                html += "<li>\(HTML.escape(platform.platform)) \(HTML.escape(platform.introduced))+\(note)</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    /// Parameters as a definition list; empty when the entry documents none.
    func renderParameters() -> String {
        guard !api.parameters.isEmpty else { return "" }
        var html = "<dl class=\"parameters\">\n"
        for parameter in api.parameters {
            html += "<dt><code>\(HTML.escape(parameter.name))</code></dt><dd>\(HTML.escape(parameter.summary))</dd>\n"
        }
        return html + "</dl>\n"
    }

    /// Related APIs, each linked to its page (or shown as code when it resolves to none).
    func renderSeeAlso() -> String {
        let seeAlso = api.seeAlso.filter { $0 != api.id }
        guard !seeAlso.isEmpty else { return "" }
        return "<ul class=\"see-also\">\n" + seeAlso.map { "<li>" + apiLink($0) + "</li>\n" }.joined() + "</ul>\n"
    }

    /// Everything the field list says, for the place on a topic page where it was written.
    func renderInPlace() -> String {
        var html = "<div class=\"entry-facts\">\n" + renderDeclarationAndAvailability() + renderParameters()
        let seeAlso = renderSeeAlso()
        if !seeAlso.isEmpty { html += "<p class=\"see-also-label\">See also</p>\n" + seeAlso }
        return html + "</div>\n"
    }

    /// A link to the API a spelling names, or the spelling as code when it names none.
    func apiLink(_ spelling: String, name: String? = nil) -> String {
        let base = context.knowledgeBase
        let id = base.api(id: spelling)?.id ?? base.resolve(spelling, contextEntryID: api.id)
        let code = "<code>\(HTML.breakable(name ?? id.flatMap { base.api(id: $0)?.name } ?? spelling))</code>"
        guard let id, let target = context.paths.api(id) else { return code }
        return "<a href=\"\(HTML.escape(location.link(to: target)))\">\(code)</a>"
    }
}
