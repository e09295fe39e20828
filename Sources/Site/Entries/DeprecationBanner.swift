import KnowledgeBase

/// The notice a deprecated API carries at the top of its page and where its topic page lists
/// it: in which versions each platform deprecated it (`APIEntry.deprecation`), and what to use
/// instead when the entry's `Replaced by:` field says so.
struct DeprecationBanner {
    let api: APIEntry

    /// "Deprecated in iOS, iPadOS and tvOS 16.0; macOS 13.0. Use `NavigationStack` instead." as
    /// HTML, each replacement through `link`; nil when not deprecated.
    func notice(link: (String) -> String) -> String? {
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
        var html = "<strong>Deprecated</strong> " + HTML.escape(text) + "."
        let replacements = api.fields.replacedBy.filter { $0 != api.id }
        if !replacements.isEmpty { html += " Use " + Self.list(replacements.map(link), or: true) + " instead." }
        return html
    }

    /// The banner for the API page.
    func render(link: (String) -> String) -> String {
        notice(link: link).map { "<div class=\"deprecated\" role=\"note\"><p>" + $0 + "</p></div>\n" } ?? ""
    }

    /// `iOS`, `iOS and macOS`, `iOS, iPadOS and macOS` (`or` for alternatives).
    static func list(_ names: [String], or: Bool = false) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + names[names.count - 1]
    }
}
