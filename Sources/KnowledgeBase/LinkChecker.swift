import Foundation

/// Checks every link and image of every article once all files are read. Every problem is a
/// warning, as DocC grades link problems: links to missing pages, missing anchors and missing
/// files, and refused schemes (the site publishes those links without their address).
struct LinkChecker {
    /// Every article by path.
    let articles: [String: Article]
    /// The content folder on disk, to check links to files that are not articles (images);
    /// nil for content that has no folder (the built-in knowledge base).
    let contentFolder: URL?

    /// The problems with the links of `articles`, sorted by location.
    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for article in articles.values {
            for link in article.links {
                if let message = problem(with: link, in: article) {
                    let severity: Diagnostic.Severity = message.isError ? .error : .warning
                    diagnostics.append(
                        Diagnostic(file: article.path, line: link.line, column: link.column, severity: severity, message: message.text))
                }
            }
        }
        return diagnostics.sortedByLocation
    }

    private func problem(with link: ContentLink, in article: Article) -> (text: String, isError: Bool)? {
        let what = link.isImage ? "image" : "link"
        switch LinkTarget(link.destination) {
        case .refused(let scheme):
            return (
                "\(what) to a '\(scheme):' address is not published (only http, https, mailto and relative links are); remove it or link to a page",
                false
            )
        case .external:
            guard link.isImage else { return nil }
            return (
                "remote image \(link.destination) is shown as a link, since the site makes no requests; copy the image into the content folder",
                false
            )
        case .fragment(let fragment):
            guard !fragment.isEmpty, !Self.anchors(of: article).contains(fragment) else { return nil }
            return ("link to #\(fragment), but this page has no heading with that anchor; fix the anchor", false)
        case .relative(let path, let fragment):
            guard !path.isEmpty else { return nil }
            guard let resolved = LinkTarget.resolve(path, relativeTo: article.path) else {
                return (
                    "\(what) \(link.destination) points outside the content folder, which the site does not publish; copy the file in",
                    false
                )
            }
            if let target = articles[resolved] {
                guard let fragment, !fragment.isEmpty, !Self.anchors(of: target).contains(fragment) else { return nil }
                return ("link to \(link.destination), but \(resolved) has no heading with the anchor '\(fragment)'; fix the anchor", false)
            }
            if ContentLoader.isMarkdown(resolved) {
                return ("link to \(link.destination), but \(resolved) is not in the content folder; fix the path or add the page", false)
            }
            guard let contentFolder else { return nil }
            guard FileManager.default.fileExists(atPath: contentFolder.appendingPathComponent(resolved).path) else {
                return (
                    "\(what) \(link.destination) not found (looked for \(resolved) in the content folder); fix the path or add the file",
                    false
                )
            }
            return nil
        }
    }

    /// The anchors a link may name on an article's page: its section anchors.
    static func anchors(of article: Article) -> Set<String> {
        Set(article.sections.map(\.anchor))
    }
}
