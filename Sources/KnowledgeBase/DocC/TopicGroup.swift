/// One group of a page's `## Topics` section: a `### Title` and a list of links, in the
/// author's order. DocC builds its navigation from these; so does the site.
public struct TopicGroup: Sendable, Equatable {
    /// One link of the group, as written.
    public struct Item: Sendable, Equatable {
        /// The link: a symbol link's text, or a `doc:` destination.
        public var destination: String
        /// Whether it is a symbol link (double backticks).
        public var isSymbolLink: Bool
        /// Where it is written.
        public var line: Int
        /// Its column.
        public var column: Int

        /// Creates an item.
        public init(destination: String, isSymbolLink: Bool, line: Int, column: Int) {
            self.destination = destination
            self.isSymbolLink = isSymbolLink
            self.line = line
            self.column = column
        }
    }

    /// The group's title; empty for a list directly under `## Topics`.
    public var title: String
    /// Its anchor on the page.
    public var anchor: String
    /// The links.
    public var items: [Item]
    /// How an `@Links` directive in the group asks its links to be shown (`list`,
    /// `compactGrid`, `detailedGrid`); nil for a plain list, shown as the page's Topics are.
    public var visualStyle: String?
}
