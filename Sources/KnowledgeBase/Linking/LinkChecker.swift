import Foundation

/// Checks every link and image of every article once all files are read, with the rules the
/// site renders them by (`DocumentationLinks`). Every problem is a warning, as DocC grades
/// link problems: missing pages, missing anchors, missing images and files, `doc:` links that
/// resolve to nothing (in DocC's words), and refused schemes (the site publishes those links
/// without their address).
struct LinkChecker {
    /// Every article by path.
    let articles: [String: Article]
    /// How links find their targets.
    let links: DocumentationLinks
    /// Each article's anchors, made once: an article of 10,000 headings and 10,000 `#` links
    /// made the set 10,000 times (37 s; reliability review D12).
    private let anchorsByPath: [String: Set<String>]

    /// A checker of `articles`' links.
    init(articles: [String: Article], links: DocumentationLinks) {
        self.articles = articles
        self.links = links
        anchorsByPath = articles.mapValues(\.renderedAnchors)
    }

    /// The problems with the links of `articles`, sorted by location.
    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for article in articles.values {
            for link in article.links {
                if let (message, column) = problem(with: link, in: article) {
                    diagnostics.append(.warning(message, file: article.path, line: link.line, column: column))
                }
            }
            for case (let position, .image(let source, _)) in article.directiveUses {
                if let message = resourceProblem(source, in: article, kind: "Image") {
                    diagnostics.append(.warning(message, file: article.path, line: position.line, column: position.column))
                }
            }
            for case (let position, .video(let source, let poster, _)) in article.directiveUses {
                for (name, kind) in [(source, "Video"), (poster, "Image")] {
                    guard let name, let message = resourceProblem(name, in: article, kind: kind) else { continue }
                    diagnostics.append(.warning(message, file: article.path, line: position.line, column: position.column))
                }
            }
        }
        return diagnostics.sortedByLocation
    }

    /// A directive's resource that is not in the catalog, in DocC's words.
    private func resourceProblem(_ source: String, in article: Article, kind: String) -> String? {
        switch links.resource(source, file: article.path) {
        case .found: return nil
        case .foundByPathOnly:
            return "\(kind) resource '\(source)' couldn't be found by name, as DocC looks it up; panes shows it by its path"
        case .missing: return "\(kind) resource '\(source)' couldn't be found"
        }
    }

    /// A link's problem, and the column DocC points at: a `doc:` link's failing part, else the link.
    private func problem(with link: ContentLink, in article: Article) -> (String, Int)? {
        if case .documentation(let docLink) = LinkTarget(link.destination) {
            guard case .failure(let problem) = links.docLink(docLink, from: .article(article.path), file: article.path) else { return nil }
            let start = link.column + (link.isAutolink ? 1 : 0)
            let offset =
                problem.subject.flatMap { link.destination.range(of: $0) }.map {
                    link.destination.utf8.distance(from: link.destination.startIndex, to: $0.lowerBound)
                } ?? 4
            return (problem.message, link.isAutolink ? start + offset : link.column)
        }
        return problemMessage(with: link, in: article).map { ($0, link.column) }
    }

    private func problemMessage(with link: ContentLink, in article: Article) -> String? {
        let what = link.isImage ? "image" : "link"
        switch LinkTarget(link.destination) {
        case .refused(let scheme):
            return
                "\(what) to a '\(scheme):' address is not published (only http, https, mailto and relative links are); remove it or link to a page"
        case .external:
            guard link.isImage else { return nil }
            return
                "remote image \(link.destination) is shown as a link, since the site makes no requests; copy the image into the content folder"
        case .documentation:
            return nil
        case .fragment(let fragment):
            guard !fragment.isEmpty, anchorsByPath[article.path]?.contains(fragment) == false else { return nil }
            return "link to #\(fragment), but this page has no heading with that anchor; fix the anchor"
        case .relative(let path, let fragment):
            guard !path.isEmpty else { return nil }
            if link.isImage {
                guard links.checksFiles else { return nil }
                switch links.resource(link.destination, file: article.path) {
                case .found: return nil
                case .foundByPathOnly(let variants):
                    let name = variants[0].path.split(separator: "/").last.map(String.init) ?? path
                    return
                        "Resource '\(link.destination)' couldn't be found by name, as DocC looks it up (write ![…](\(name))); panes shows it by its path"
                case .missing(let message): return message
                }
            }
            guard let resolved = LinkTarget.resolve(path, relativeTo: article.path) else {
                return "\(what) \(link.destination) points outside the content folder, which the site does not publish; copy the file in"
            }
            if articles[resolved] != nil {
                guard let fragment, !fragment.isEmpty, anchorsByPath[resolved]?.contains(fragment) == false else { return nil }
                return "link to \(link.destination), but \(resolved) has no heading with the anchor '\(fragment)'; fix the anchor"
            }
            if ContentLoader.isMarkdown(resolved) {
                return "link to \(link.destination), but \(resolved) is not in the content folder; fix the path or add the page"
            }
            guard links.checksFiles, !links.resourcePaths.contains(resolved), links.docCAddress(path, file: article.path) == nil else {
                return nil
            }
            return "link \(link.destination) not found (looked for \(resolved) in the content folder); fix the path or add the file"
        }
    }
}
