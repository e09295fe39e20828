/// A `doc:` link as DocC reads it: `<doc:Article>`, `<doc:Article#Heading>`, `<doc:#Heading>`,
/// `<doc:Type/member>`, `<doc:tutorials/Name>`, `<doc:/documentation/Module/Page>` and the full
/// `<doc://bundle.id/documentation/Module/Page>`. Whether it resolves is the resolver's question.
public struct DocLink: Sendable, Equatable {
    /// The path components after any `documentation/` or `tutorials/` prefix (empty for `doc:#Heading`).
    public var components: [String]
    /// The fragment after `#`, as written.
    public var fragment: String?
    /// Whether the link said `tutorials/`, so a tutorial wins over an article of the same name.
    public var prefersTutorial: Bool
    /// The bundle identifier of a `doc://id/…` link.
    public var bundleIdentifier: String?
    /// Whether the path was absolute (`/documentation/…` or `doc://…`): resolved from the root.
    public var isAbsolute: Bool

    /// Parses a link destination; nil when it is not a `doc:` link.
    public init?(_ destination: String) {
        guard destination.lowercased().hasPrefix("doc:") else { return nil }
        var rest = Substring(destination.dropFirst(4))
        bundleIdentifier = nil
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            bundleIdentifier = String(rest[..<slash])
            rest = rest[slash...]
        }
        fragment = rest.firstIndex(of: "#").map { String(rest[rest.index(after: $0)...]) }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        isAbsolute = rest.hasPrefix("/") || bundleIdentifier != nil
        var parts = SymbolPath.split(rest.drop { $0 == "/" }).map(String.init)
        prefersTutorial = false
        if let first = parts.first, first == "documentation" || first == "tutorials" {
            prefersTutorial = first == "tutorials"
            parts.removeFirst()
        }
        components = parts
    }
}
