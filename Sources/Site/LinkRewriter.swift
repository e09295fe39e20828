import KnowledgeBase

/// Turns a link written in the content into a link that works on the site: `guides/x.md#step`
/// becomes the relative page link, and anything else passes through unchanged.
enum LinkRewriter {
    /// The site link for `destination` as written in the content file `file`.
    static func rewrite(_ destination: String, from file: String, context: SiteContext, location: PageLocation) -> String {
        guard !destination.isEmpty, !hasScheme(destination) else { return destination }
        // A bare fragment names a section of the article it is written in, wherever the text is shown.
        if destination.hasPrefix("#") { return location.link(to: PagePaths.article(file) + destination) }
        let (path, fragment) = split(destination)
        guard path.lowercased().hasSuffix(".md"), let resolved = resolve(path, relativeTo: file),
            context.articlesByPath[resolved] != nil
        else { return destination }
        let target = PagePaths.article(resolved) + (fragment.map { "#" + $0 } ?? "")
        return location.link(to: target)
    }

    /// Whether `destination` starts with a URL scheme (`https:`, `mailto:`).
    static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "." || $0 == "-" }
    }

    private static func split(_ destination: String) -> (String, String?) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, nil) }
        return (String(destination[..<hash]), String(destination[destination.index(after: hash)...]))
    }

    /// `path` relative to the folder of `file`, with `.` and `..` folded; nil when it climbs out of the content.
    static func resolve(_ path: String, relativeTo file: String) -> String? {
        var components = path.hasPrefix("/") ? [] : file.split(separator: "/").dropLast().map(String.init)
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }
}
