/// Where each article and API lives in the generated site, relative to the site's root.
///
/// The site renderer and the search index both use it, so a search hit always points at a
/// page that exists. Paths are lowercase ASCII, so they survive case-insensitive file systems.
public struct PagePaths: Sendable {
    /// The home page.
    public static let home = "index.html"
    /// The A–Z index of every API.
    public static let apiIndex = "api/index.html"
    /// The page shown for unknown links.
    public static let notFound = "404.html"

    private let apiPaths: [String: String]

    /// Assigns every API of `knowledgeBase` a page, adding `-2`, `-3`, … when two ids slug alike.
    public init(knowledgeBase: KnowledgeBase) {
        var used: [String: Int] = [:]
        var paths: [String: String] = [:]
        for api in knowledgeBase.apis {
            let slug = Self.fileSlug(api.id)
            let count = used[slug, default: 0] + 1
            used[slug] = count
            paths[api.id] = "api/" + (count == 1 ? slug : "\(slug)-\(count)") + ".html"
        }
        apiPaths = paths
    }

    /// The page of an article: its content path with `.html` (`guides/sheet-workflow.html`).
    public static func article(_ path: String) -> String {
        let stem = path.lowercased().hasSuffix(".md") ? String(path.dropLast(3)) : path
        return stem.split(separator: "/").map { fileSlug(String($0)) }.joined(separator: "/") + ".html"
    }

    /// The page of an API, or nil for an unknown id.
    public func api(_ id: String) -> String? {
        apiPaths[id]
    }

    /// A section of an article: `sheets.html#dismiss`.
    public static func section(_ reference: SectionReference) -> String {
        reference.anchor.isEmpty ? article(reference.file) : article(reference.file) + "#" + reference.anchor
    }

    /// Lowercase letters, digits and dots kept; every other run of characters becomes one hyphen.
    ///
    /// Works on bytes (every page of the site asks for dozens of paths): ASCII letters are
    /// lowercased, and anything outside ASCII is a separator.
    static func fileSlug(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            let isKept =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lowered) || lowered == UInt8(ascii: ".")
            if isKept {
                if pendingHyphen, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                slug.append(lowered)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "page" : String(decoding: slug, as: UTF8.self)
    }
}
