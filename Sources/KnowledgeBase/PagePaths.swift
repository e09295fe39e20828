/// Where each article and API lives in the generated site, relative to the site's root, decided
/// once for the whole index so the site, the search index and `panes index --json` agree.
///
/// Every page gets a distinct path, deterministically: the site's own pages (home, 404, the A–Z
/// index, assets) are reserved, and when two sources slug alike (`Sheets.md` beside `sheets.md`,
/// `A B.md` beside `a-b.md`, an article named `index.md`) the later one in path order gets `-2`,
/// `-3`, …, with a warning naming both. Paths are compared without case, so they survive
/// case-insensitive file systems, and long names are cut (with a hash) to fit any file system.
public struct PagePaths: Sendable {
    /// The home page.
    public static let home = "index.html"
    /// The A–Z index of every API.
    public static let apiIndex = "api/index.html"
    /// The page shown for unknown links.
    public static let notFound = "404.html"
    /// Every result of one search, `search.html?q=…`, so a search can be shared or bookmarked.
    public static let search = "search.html"
    /// The folder of the stylesheet, scripts, search index and images.
    public static let assetFolder = "assets"
    /// Bytes a file name keeps before it is cut and given a hash (file systems allow 255).
    static let nameLimit = 120

    /// Two sources that wanted the same page; the second got `assigned` instead.
    public struct Collision: Sendable, Equatable {
        /// The source that keeps the path (a content path, an API id, or a page of the site).
        public var first: String
        /// The source that was moved.
        public var second: String
        /// Where the second one's page is.
        public var assigned: String
    }

    private let articlePaths: [String: String]
    private let apiPaths: [String: String]
    /// Every path that had to be changed to stay distinct, in the order they were assigned.
    public let collisions: [Collision]

    /// Assigns a page to every article (in path order) and every API (in id order).
    public init(articles: [Article], apis: [APIEntry]) {
        var taken: [String: String] = [
            Self.home: "the home page", Self.notFound: "the 404 page", Self.apiIndex: "the A–Z index",
            Self.search: "the search page",
        ]
        var collisions: [Collision] = []
        func claim(_ wanted: String, for source: String) -> String {
            guard let owner = taken[wanted.lowercased()] else {
                taken[wanted.lowercased()] = source
                return wanted
            }
            var number = 2
            while taken[Self.numbered(wanted, number).lowercased()] != nil { number += 1 }
            let assigned = Self.numbered(wanted, number)
            taken[assigned.lowercased()] = source
            collisions.append(Collision(first: owner, second: source, assigned: assigned))
            return assigned
        }
        var articlePaths: [String: String] = [:]
        for article in articles.sorted(by: { $0.path < $1.path }) {
            // An `assets/x.md` must not land among the site's assets.
            let wanted = Self.articleSlug(article.path)
            let safe = wanted.hasPrefix(Self.assetFolder + "/") ? "page-" + wanted : wanted
            articlePaths[article.path] = claim(safe, for: article.path)
        }
        var apiPaths: [String: String] = [:]
        for api in apis.sorted(by: { $0.id < $1.id }) {
            apiPaths[api.id] = claim("api/" + Self.fileSlug(api.id) + ".html", for: api.id)
        }
        self.articlePaths = articlePaths
        self.apiPaths = apiPaths
        self.collisions = collisions
    }

    /// The page of an article (`guides/sheet-workflow.html`); a path the index does not know
    /// gets the page it would have had alone.
    public func article(_ path: String) -> String {
        articlePaths[path] ?? Self.articleSlug(path)
    }

    /// The page of an API, or nil for an unknown id.
    public func api(_ id: String) -> String? {
        apiPaths[id]
    }

    /// A section of some article: `sheets.html#dismiss`.
    public func section(_ reference: SectionReference) -> String {
        reference.anchor.isEmpty ? article(reference.file) : article(reference.file) + "#" + reference.anchor
    }

    /// `sheets.html` numbered `sheets-2.html`.
    static func numbered(_ path: String, _ number: Int) -> String {
        String(path.dropLast(".html".count)) + "-\(number).html"
    }

    /// `guides/Sheet Workflow.md` → `guides/sheet-workflow.html`, each folder slugged alike.
    static func articleSlug(_ path: String) -> String {
        var stem = Substring(path)
        if stem.lowercased().hasSuffix(".md") { stem = stem.dropLast(3) }
        return stem.split(separator: "/").map { fileSlug(String($0)) }.joined(separator: "/") + ".html"
    }

    /// Letters, digits and dots kept (ASCII letters lowercased), every other run of characters
    /// one hyphen; cut to `nameLimit` bytes with a hash of the whole text when longer.
    static func fileSlug(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in text {
            let isKept = character.isLetter || character.isNumber || character == "."
            guard isKept else {
                pendingHyphen = true
                continue
            }
            if pendingHyphen, !slug.isEmpty { slug.append("-") }
            slug.append(character.isASCII ? Character(character.lowercased()) : character)
            pendingHyphen = false
        }
        if slug.isEmpty || slug.allSatisfy({ $0 == "." }) { slug = "page" }
        guard slug.utf8.count > nameLimit else { return slug }
        var cut = ""
        for character in slug {
            guard cut.utf8.count + character.utf8.count <= nameLimit - 9 else { break }
            cut.append(character)
        }
        return cut + "-" + String(StableHash.hex(text).prefix(8))
    }
}
