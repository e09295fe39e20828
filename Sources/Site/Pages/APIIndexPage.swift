import KnowledgeBase

/// The A–Z index: every API, grouped by kind, alphabetical within each group.
struct APIIndexPage {
    let context: SiteContext
    let location = PageLocation(path: PagePaths.apiIndex)

    /// The complete page: the documented APIs by kind, and a link to the APIs the references
    /// only mention (`MentionedPage`), which are listed apart: nothing documents them.
    func render() -> String {
        var body = Markup.element("h1", [], Markup(text: "All APIs, A–Z")) + .newline
        let documented = context.knowledgeBase.apis.filter { context.paths.hasOwnPage($0.id) }
        let mentioned = context.knowledgeBase.apis.filter { !context.paths.hasOwnPage($0.id) }
        let count = documented.count
        var lead = Markup(text: "\(count) documented \(count == 1 ? "API" : "APIs"), grouped by kind.")
        if count == 0 && mentioned.isEmpty {
            lead = Markup(
                text: "These references document no APIs (no API entries, and no DocC symbol graphs): the home page lists their articles.")
        } else if !mentioned.isEmpty {
            lead +=
                Markup(text: " The references also mention \(mentioned.count) they do not document; those are ")
                + .element("a", [("href", location.link(to: PagePaths.mentioned))], Markup(text: "listed apart")) + Markup(text: ".")
        }
        body += .element("p", [("class", "lead")], lead) + .newline
        var outline: [OutlineItem] = []
        let groups = Dictionary(grouping: documented, by: \.kind)
        for kind in APIKind.allCases {
            guard let apis = groups[kind], !apis.isEmpty else { continue }
            let anchor = AnchorMaker.slug(Self.heading(for: kind))
            let title = Markup(text: Self.heading(for: kind) + " ") + .element("span", [("class", "count")], Markup(text: "\(apis.count)"))
            body += Markup(trusted: HTML.heading(2, id: anchor, title.html))
            var items = Markup()
            for api in Self.sorted(apis) {
                guard let target = context.paths.api(api.id) else { continue }
                var item = Markup.element("a", [("href", location.link(to: target))], .element("code", [], .breakable(api.name)))
                if let parent = api.parentID {
                    item += Markup(text: " ") + .element("span", [("class", "note")], Markup(text: "in "), .breakable(parent))
                }
                items += .element("li", [], item) + .newline
            }
            body += .element("ul", [("class", "api-list")], .newline, items) + .newline
            outline.append(OutlineItem(anchor: anchor, title: Self.heading(for: kind), level: 2))
        }
        return PageShell.sitePage(
            context, title: "All APIs", description: "Every API in the references, grouped by kind.", location: location, outline: outline,
            body: body.html)
    }

    /// By name without case, then by id.
    static func sorted(_ apis: [APIEntry]) -> [APIEntry] {
        apis.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
    }

    /// The group heading for a kind: `Types`, `Environment values`, `Other members`.
    static func heading(for kind: APIKind) -> String {
        switch kind {
        case .type: "Types"
        case .protocol: "Protocols"
        case .initializer: "Initializers"
        case .modifier: "View modifiers"
        case .method: "Methods"
        case .property: "Properties"
        case .case: "Cases"
        case .environmentValue: "Environment values"
        case .function: "Functions"
        case .member: "Other members"
        }
    }
}
