/// A page of the site a link can reach: an article (by content path) or an API (by id), and
/// optionally a heading on it. Resolvers return these; renderers turn them into addresses.
public struct PageTarget: Sendable, Hashable {
    /// Which page.
    public enum Page: Sendable, Hashable {
        /// An article, tutorial or catalog root, by its path relative to the content folder.
        case article(String)
        /// An API, by id.
        case api(String)
    }

    /// The page.
    public var page: Page
    /// The heading's anchor on it, if the link names one.
    public var anchor: String?

    /// Creates a target.
    public init(_ page: Page, anchor: String? = nil) {
        self.page = page
        self.anchor = anchor
    }
}
