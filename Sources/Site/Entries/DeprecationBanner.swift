import KnowledgeBase

/// The notice a deprecated API carries at the top of its page and where its topic page lists
/// it: in which versions each platform deprecated it (`APIEntry.deprecation`), and what to use
/// instead when the entry's `Replaced by:` field says so.
struct DeprecationBanner {
    let api: APIEntry

    /// "Deprecated in iOS, iPadOS and tvOS 16.0; macOS 13.0. Use `NavigationStack` instead." as
    /// HTML, each replacement through `link`; nil when not deprecated.
    func notice(link: (String) -> Markup) -> Markup? {
        guard let deprecation = api.deprecation else { return nil }
        var groups: [(version: String, platforms: [String])] = []
        var undated: [String] = []
        for platform in deprecation.platforms {
            guard let version = platform.deprecatedVersion else {
                undated.append(platform.platform)
                continue
            }
            if let index = groups.firstIndex(where: { $0.version == version }) {
                groups[index].platforms.append(platform.platform)
            } else {
                groups.append((version, [platform.platform]))
            }
        }
        var parts = groups.map { Self.list($0.platforms) + " " + $0.version }
        if !undated.isEmpty { parts.append(Self.list(undated)) }
        let text =
            deprecation.isEverywhere && undated.isEmpty && groups.count == 1
            ? "on every platform in " + groups[0].version : "in " + parts.joined(separator: "; ")
        var notice = Markup.element("strong", [], Markup(text: "Deprecated")) + Markup(text: " " + text + ".")
        let replacements = api.fields.replacedBy.filter { $0 != api.id }.map(link)
        if let last = replacements.last {
            let others = replacements.dropLast().map(\.html).joined(separator: ", ")
            let choices = others.isEmpty ? last : Markup(trusted: others) + Markup(text: " or ") + last
            notice += Markup(text: " Use ") + choices + Markup(text: " instead.")
        }
        return notice
    }

    /// The banner for the API page.
    func render(link: (String) -> Markup) -> String {
        notice(link: link).map {
            (Markup.element("div", [("class", "deprecated"), ("role", "note")], .element("p", [], $0)) + .newline).html
        }
            ?? ""
    }

    /// `iOS`, `iOS and macOS`, `iOS, iPadOS and macOS`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
