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
    ///
    /// One pass over the bytes: every page asks this for each article its navigation lists.
    public static func article(_ path: String) -> String {
        var bytes = Array(path.utf8)
        if bytes.count >= 3, bytes[bytes.count - 3] == UInt8(ascii: "."),
            bytes[bytes.count - 2] | 0x20 == UInt8(ascii: "m"), bytes[bytes.count - 1] | 0x20 == UInt8(ascii: "d")
        {
            bytes.removeLast(3)
        }
        var page: [UInt8] = []
        page.reserveCapacity(bytes.count + 5)
        for component in bytes.split(separator: UInt8(ascii: "/")) {
            if !page.isEmpty { page.append(UInt8(ascii: "/")) }
            appendSlug(of: component, to: &page)
        }
        page += ".html".utf8
        return String(decoding: page, as: UTF8.self)
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
        appendSlug(of: text.utf8, to: &slug)
        return String(decoding: slug, as: UTF8.self)
    }

    private static func appendSlug(of text: some Sequence<UInt8>, to output: inout [UInt8]) {
        let start = output.count
        var pendingHyphen = false
        for byte in text {
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            let isKept =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lowered) || lowered == UInt8(ascii: ".")
            if isKept {
                if pendingHyphen, output.count > start { output.append(UInt8(ascii: "-")) }
                output.append(lowered)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        if output.count == start { output += "page".utf8 }
    }
}
