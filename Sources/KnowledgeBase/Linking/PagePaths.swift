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
    /// The APIs the references mention without documenting them, each with where and Apple's search.
    public static let mentioned = "api/mentioned.html"
    /// The page shown for unknown links.
    public static let notFound = "404.html"
    /// Every result of one search, `search.html?q=…`, so a search can be shared or bookmarked.
    public static let search = "search.html"
    /// What each label over a code block says was proven about it.
    public static let checks = "checks.html"
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

    /// Assigns a page to every article (in path order) and every API (in id order). A catalog's
    /// pages live in a folder named after it (`trailmap/gettingstarted.html`); an extension
    /// file's page is its API's; the `home` article is the home page.
    public init(articles: [Article], apis: [APIEntry], catalogs: [Catalog] = [], home: String? = nil) {
        var taken: [String: String] = [
            Self.notFound: "the 404 page", Self.apiIndex: "the A–Z index", Self.mentioned: "the list of mentioned APIs",
            Self.search: "the search page",
            Self.checks: "the page on how code is checked",
        ]
        if home == nil { taken[Self.home] = "the home page" }
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
        let folders = Self.catalogFolders(catalogs)
        var articlePaths: [String: String] = [:]
        var extensionPaths: [String: String] = [:]
        for article in articles.sorted(by: { $0.path < $1.path }) {
            if let api = article.documentedAPI {
                extensionPaths[article.path] = api
                continue
            }
            if article.path == home {
                articlePaths[article.path] = claim(Self.home, for: article.path)
                continue
            }
            let wanted: String
            if let catalog = article.catalog, let folder = folders[catalog] {
                let isTutorial = article.role == .tutorial || article.role == .tutorialTableOfContents
                wanted = folder + "/" + (isTutorial ? "tutorials/" : "") + Self.fileSlug(article.linkName) + ".html"
            } else {
                wanted = Self.articleSlug(article.path)
            }
            // An `assets/x.md` must not land among the site's assets.
            let safe = wanted.hasPrefix(Self.assetFolder + "/") ? "page-" + wanted : wanted
            articlePaths[article.path] = claim(safe, for: article.path)
        }
        var apiPaths: [String: String] = [:]
        var mentionedAnchors: Set<String> = []
        for api in apis.sorted(by: { $0.id < $1.id }) {
            // An API the references only mention has no page of its own: nothing documents it,
            // so a page would be empty. It is an entry of the list of mentioned APIs.
            if !api.isDocumented, api.dialect == .reference {
                let slug = "mentioned-" + Self.fileSlug(Self.spellingOutOperator(api.id, base: api.symbol.base)).lowercased()
                var anchor = slug
                var number = 2
                while !mentionedAnchors.insert(anchor).inserted {
                    anchor = "\(slug)-\(number)"
                    number += 1
                }
                apiPaths[api.id] = Self.mentioned + "#" + anchor
                continue
            }
            let folder = api.catalog.flatMap { folders[$0] } ?? "api"
            apiPaths[api.id] = claim(
                folder + "/" + Self.fileSlug(Self.spellingOutOperator(api.id, base: api.symbol.base)) + ".html", for: api.id)
        }
        for (article, api) in extensionPaths { articlePaths[article] = apiPaths[api] ?? Self.articleSlug(article) }
        self.articlePaths = articlePaths
        self.apiPaths = apiPaths
        self.collisions = collisions
    }

    /// The page of an article (`guides/sheet-workflow.html`); a path the index does not know
    /// gets the page it would have had alone.
    public func article(_ path: String) -> String {
        articlePaths[path] ?? Self.articleSlug(path)
    }

    /// The page of an API (for an API the references only mention, its entry in the list of
    /// mentioned APIs: `api/mentioned.html#mentioned-list`), or nil for an unknown id.
    public func api(_ id: String) -> String? {
        apiPaths[id]
    }

    /// Whether an API has a page of its own (documented ones do; mentioned ones are listed).
    public func hasOwnPage(_ id: String) -> Bool {
        apiPaths[id].map { !$0.hasPrefix(Self.mentioned + "#") } ?? false
    }

    /// A section of some article: `sheets.html#dismiss`.
    public func section(_ reference: SectionReference) -> String {
        reference.anchor.isEmpty ? article(reference.file) : article(reference.file) + "#" + reference.anchor
    }

    /// A folder for each catalog's pages, from its display name (`Trailmap.docc` → `trailmap`),
    /// numbered when two catalogs are named alike (two packages' `Documentation.docc`).
    static func catalogFolders(_ catalogs: [Catalog]) -> [String: String] {
        var used: Set<String> = ["api", assetFolder]
        var folders: [String: String] = [:]
        for catalog in catalogs.sorted(by: { $0.folder < $1.folder }) {
            let base = fileSlug(catalog.displayName)
            var folder = base
            var number = 2
            while used.contains(folder.lowercased()) {
                folder = "\(base)-\(number)"
                number += 1
            }
            used.insert(folder.lowercased())
            folders[catalog.folder] = folder
        }
        return folders
    }

    /// An operator's characters are dropped by the slug, so they are written as words first:
    /// `Trail.+(_:_:)` → `Trail.plus(_:_:)`, `==(_:_:)` → `equals-equals(_:_:)`.
    static func spellingOutOperator(_ id: String, base: String) -> String {
        guard !base.isEmpty, base.allSatisfy({ !$0.isLetter && !$0.isNumber && $0 != "_" }), let range = id.range(of: base) else {
            return id
        }
        let words: [Character: String] = [
            "+": "plus", "-": "minus", "*": "star", "/": "slash", "%": "percent", "=": "equals", "<": "less", ">": "greater",
            "!": "not", "&": "and", "|": "or", "^": "caret", "~": "tilde", "?": "question", ".": "dot",
        ]
        let spelled = base.map { words[$0] ?? "op" }.joined(separator: "-")
        return id.replacingCharacters(in: range, with: spelled)
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
