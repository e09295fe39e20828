import Foundation

/// Whose site it is: its name, the home page's heading and lead, and which page is the home
/// page, all from the content — `panes.json` first, then a catalog's root page, then the
/// content folder's name — so a site built from someone's catalog is theirs, not panes'.
public struct SiteIdentity: Sendable, Equatable {
    /// The short name in every page's title and the header.
    public var name: String
    /// The home page's heading.
    public var title: String
    /// The home page's lead and description; may be empty.
    public var description: String
    /// The article shown as the home page (a single catalog's root page), if any.
    public var homeArticle: String?
    /// The address the site is published at (`panes.json`'s `url`), ending with `/`, if given.
    public var url: String?

    /// Creates an identity.
    public init(name: String, title: String, description: String, homeArticle: String? = nil) {
        self.name = name
        self.title = title
        self.description = description
        self.homeArticle = homeArticle
    }

    /// Decides the identity: the settings' values win; a content folder that is one
    /// catalog (nothing outside it but its package's files) has that catalog's root page as its
    /// home and its name; otherwise the site is named after the folder.
    static func make(
        settings: ContentSettings, articles: [Article], catalogs: [Catalog], folderName: String?
    ) -> SiteIdentity {
        let articlesByPath = Dictionary(articles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let roots = articles.filter { $0.role == .root }
        let looseCount = articles.filter { $0.dialect == .reference }.count
        var home = settings.home.flatMap { articlesByPath[$0] }
        if home == nil, settings.home == nil, catalogs.count == 1, looseCount == 0, roots.count == 1 { home = roots.first }
        let fallbackName =
            catalogs.count == 1 && looseCount == 0 ? catalogs[0].displayName : folderName.map(Self.readable) ?? "Documentation"
        let name = settings.name ?? (home?.title).map { $0 } ?? fallbackName
        var identity = SiteIdentity(
            name: name, title: settings.title ?? home?.title ?? name,
            description: settings.description ?? home?.abstract ?? "", homeArticle: home?.path)
        identity.url = settings.url
        return identity
    }

    /// A `home` that names no page of the folder: nothing to show, so say so (with the page it
    /// most likely means, compared without case).
    static func homeProblem(settings: ContentSettings, articles: [Article]) -> Diagnostic? {
        guard let home = settings.home, !articles.contains(where: { $0.path == home }) else { return nil }
        let near =
            articles.first { $0.path.lowercased() == home.lowercased() }.map { "; did you mean '\($0.path)'?" }
            ?? "; give a page's path relative to the content folder"
        return .warning(
            "'home' names '\(home)', which is no page of this folder, so the home page is the generated one\(near)",
            file: ContentSettings.fileName)
    }

    /// The name a content folder goes by: its own, or its parent's when it is only called
    /// `content` or `docs` (`trailmap/docs` → `trailmap`).
    static func folderName(_ folder: URL) -> String {
        let generic: Set<String> = ["content", "contents", "docs", "doc", "documentation", "markdown", "src", "sources"]
        let standardized = folder.standardizedFileURL
        guard generic.contains(standardized.lastPathComponent.lowercased()) else { return standardized.lastPathComponent }
        let parent = standardized.deletingLastPathComponent().lastPathComponent
        return parent.isEmpty || parent == "/" ? standardized.lastPathComponent : parent
    }

    /// `my-notes` → `My notes`: a folder name read as a title.
    static func readable(_ folderName: String) -> String {
        let words = folderName.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
