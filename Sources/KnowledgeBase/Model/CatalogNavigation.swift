/// A catalog's navigation, in the author's order, as DocC curates it: the root page's
/// `## Topics` groups first, then what no page curates — articles in an "Articles" group,
/// tutorials in "Tutorials", and top-level symbols grouped by kind ("Structures", "Functions").
public struct CatalogNavigation: Sendable, Equatable {
    /// One group.
    public struct Group: Sendable, Equatable {
        /// Its title.
        public var title: String
        /// Its pages, in order.
        public var pages: [PageTarget]
        /// Whether panes made it (uncurated pages), rather than the author's `## Topics`.
        public var isAutomatic = false
    }

    /// The catalog's folder.
    public var catalog: String
    /// The catalog's name (its root page's title, else its display name).
    public var title: String
    /// The root page, if the catalog has one.
    public var root: PageTarget?
    /// The groups.
    public var groups: [Group]
    /// Each curated page's place: the page whose `## Topics` lists it first (the root's first,
    /// then the other pages in path order), for showing a deeper page's way back.
    public var parents: [PageTarget.Page: PageTarget.Page] = [:]

    /// DocC's names for the automatic groups of uncurated symbols, by panes kind, in DocC's order.
    static let automaticGroups: [(APIKind, String)] = [
        (.protocol, "Protocols"), (.type, "Types"), (.function, "Functions"), (.property, "Variables"),
        (.initializer, "Initializers"), (.method, "Methods"), (.case, "Cases"), (.member, "Symbols"),
    ]
}
