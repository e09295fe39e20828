import KnowledgeBase

/// The A–Z index: every API, grouped by kind, alphabetical within each group.
struct APIIndexPage {
    let context: SiteContext
    let location = PageLocation(path: PagePaths.apiIndex)

    /// The complete page.
    func render() -> String {
        var body = "<h1>All APIs, A–Z</h1>\n"
        let count = context.knowledgeBase.apis.count
        body +=
            count == 0
            ? "<p class=\"lead\">These references document no APIs (no API entries, and no DocC symbol graphs): the home page lists their articles.</p>\n"
            : "<p class=\"lead\">\(count) \(count == 1 ? "API" : "APIs"), grouped by kind. APIs marked <em>mentioned</em> are used in the references but not documented.</p>\n"
        var outline: [OutlineItem] = []
        let groups = Dictionary(grouping: context.knowledgeBase.apis, by: \.kind)
        for kind in APIKind.allCases {
            guard let apis = groups[kind], !apis.isEmpty else { continue }
            let anchor = AnchorMaker.slug(Self.heading(for: kind))
            body +=
                HTML.heading(2, id: anchor, "\(Self.heading(for: kind)) <span class=\"count\">\(apis.count)</span>")
                + "<ul class=\"api-list\">\n"
            let sorted = apis.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
            for api in sorted {
                guard let target = context.paths.api(api.id) else { continue }
                body += "<li><a href=\"\(HTML.escape(location.link(to: target)))\"><code>\(HTML.breakable(api.name))</code></a>"
                if let parent = api.parentID { body += " <span class=\"note\">in \(HTML.breakable(parent))</span>" }
                if !api.isDocumented { body += " <em class=\"note\">mentioned</em>" }
                body += "</li>\n"
            }
            body += "</ul>\n"
            outline.append(OutlineItem(anchor: anchor, title: Self.heading(for: kind), level: 2))
        }
        let shell = PageShell(
            frame: context.frame, title: "All APIs", description: "Every API in the references, grouped by kind.",
            location: location,
            navigation: NavigationPane(context: context, location: location).render(article: nil, apiID: nil),
            outline: outline, body: body)
        return shell.render()
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
