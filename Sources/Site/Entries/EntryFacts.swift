import Foundation
import KnowledgeBase
import SwiftCode

/// An entry's parsed fields as a reader wants them: the declaration, highlighted, laid out one
/// parameter a line when long and with its types linked; availability per platform; parameters;
/// related APIs linked. The API page shows them under its title, a topic page where the entry's
/// field list was written: both from the index, never the raw list.
struct EntryFacts {
    let context: SiteContext
    let location: PageLocation
    let api: APIEntry

    /// The declaration and availability (the part every entry header shows).
    func renderDeclarationAndAvailability() -> String {
        renderDeclaration() + renderAvailability()
    }

    /// The declaration in a code box, one line of the layout per block, so a line too long
    /// for the screen wraps between tokens and hangs under its start (the stylesheet's `.line`).
    func renderDeclaration() -> String {
        guard let declaration = api.declaration else { return "" }
        let code = DeclarationLayout.layout(declaration)
        // `->` is two characters a wrapping line may break between; it is one token.
        let html = CodeBlockRenderer.highlighted(code, tokens: SwiftHighlighter.tokens(in: code), link: typePage)
            .replacingOccurrences(of: "-&gt;", with: "<span class=\"arrow\">-&gt;</span>")
        // No token spans lines, so the highlighted lines are the layout's.
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false).map { "<span class=\"line\">\($0)</span>" }
        return "<div class=\"code declaration\"><pre><code>\(lines.joined())</code></pre></div>\n"
    }

    /// The page of a type or protocol named in the declaration, when the index documents one
    /// (not the entry's own page).
    func typePage(_ name: String) -> String? {
        guard let type = context.knowledgeBase.api(id: name), type.id != api.id, type.kind == .type || type.kind == .protocol,
            let target = context.paths.api(type.id)
        else { return nil }
        return location.link(to: target)
    }

    /// The types the declaration names that have pages here, in order of first use.
    func declaredTypes() -> [APIEntry] {
        guard let declaration = api.declaration else { return [] }
        var seen: Set<String> = []
        let bytes = Array(declaration.utf8)
        return SwiftHighlighter.tokens(in: declaration).compactMap { token in
            guard token.kind == .type else { return nil }
            let name = String(decoding: bytes[token.range], as: UTF8.self)
            guard typePage(name) != nil, seen.insert(name).inserted else { return nil }
            return context.knowledgeBase.api(id: name)
        }
    }

    /// One pill per platform: `iOS 16.0+`, or `iOS 13.0–16.0` (dashed) where the API is deprecated.
    func renderAvailability() -> String {
        guard !api.availability.isEmpty else { return "" }
        var items = Markup()
        for platform in api.availability {
            let name = platform.platform + " " + platform.introduced
            if platform.isDeprecated {
                let range = platform.deprecatedVersion.map { "–" + $0 } ?? "+"
                items += .element("li", [("class", "deprecated")], Markup(text: name + range + " deprecated"))
            } else {
                let note = platform.note.map { Markup(text: " ") + .element("em", [], Markup(text: "(\($0))")) } ?? Markup()
                items += .element("li", [], Markup(text: name + "+"), note)
            }
            items += .newline
        }
        return (Markup.element("ul", [("class", "availability"), ("aria-label", "Availability")], .newline, items) + .newline).html
    }

    /// Parameters as a definition list; empty when the entry documents none.
    func renderParameters() -> String {
        guard !api.parameters.isEmpty else { return "" }
        var items = Markup()
        for parameter in api.parameters {
            items +=
                .element("dt", [], .element("code", [], Markup(text: parameter.name))) + .element("dd", [], Markup(text: parameter.summary))
                + .newline
        }
        return (Markup.element("dl", [("class", "parameters")], .newline, items) + .newline).html
    }

    /// Related APIs, each linked to its page (or shown as code when it resolves to none).
    func renderSeeAlso() -> String {
        let seeAlso = api.seeAlso.filter { $0 != api.id }
        guard !seeAlso.isEmpty else { return "" }
        let items = seeAlso.map { Markup.element("li", [], apiLink($0)) + .newline }.reduce(Markup(), +)
        return (Markup.element("ul", [("class", "see-also")], .newline, items) + .newline).html
    }

    /// What the field list says, for the place on a topic page where it was written: the
    /// declaration, a deprecation notice and availability on one line. Parameters and See also
    /// are on the API page the heading links to, which keeps long topic pages light.
    func renderInPlace() -> String {
        // The declaration is the highlighter's HTML.
        var facts = Markup.newline + Markup(trusted: renderDeclaration())
        if let notice = DeprecationBanner(api: api).notice(link: { apiLink($0) }) {
            facts += .element("p", [("class", "deprecated"), ("role", "note")], notice) + .newline
        }
        if !api.availability.isEmpty {
            let platforms = api.availability.map { platform in
                let name = platform.platform + " " + platform.introduced
                guard platform.isDeprecated else { return name + "+" + (platform.note.map { " (\($0))" } ?? "") }
                return name + (platform.deprecatedVersion.map { "–" + $0 } ?? "+ (deprecated)")
            }
            facts += .element("p", [("class", "availability-line")], Markup(text: platforms.joined(separator: " · "))) + .newline
        }
        return (Markup.element("div", [("class", "entry-facts")], facts) + .newline).html
    }

    /// A `Conforms to:` item: the protocol linked when the index documents it, then the
    /// condition, if any (`TabContent` when `Value : Hashable`).
    func conformanceLink(_ conformance: String) -> Markup {
        let name = Self.conformedProtocol(conformance)
        let condition = conformance.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        let link = context.knowledgeBase.api(id: name) == nil ? .element("code", [], Markup(text: name)) : apiLink(name)
        return condition.isEmpty ? link : link + Markup(text: " ") + .element("code", [], Markup(text: condition))
    }

    /// The protocol a `Conforms to:` item names, without its condition.
    static func conformedProtocol(_ conformance: String) -> String {
        String(conformance.prefix { $0 != " " })
    }

    /// A link to the API a spelling names, or the spelling as code when it names none.
    func apiLink(_ spelling: String, name: String? = nil) -> Markup {
        let base = context.knowledgeBase
        let id = base.api(id: spelling)?.id ?? base.resolve(spelling, contextEntryID: api.id)
        let code = Markup.element("code", [], .breakable(name ?? id.flatMap { base.api(id: $0)?.name } ?? spelling))
        guard let id, let target = context.paths.api(id) else { return code }
        return .element("a", [("href", location.link(to: target))], code)
    }
}
