/// The part of a knowledge base that `panes show` and `panes list` read: every API, the Swift
/// examples those APIs list, and each API's page. Much smaller than the whole knowledge base
/// (no article bodies), so it is cached beside the search index and read back in milliseconds
/// where building the knowledge base again takes seconds on a large folder.
public struct APIReference: Sendable, Codable {
    /// Every API, sorted by id (as in the knowledge base).
    public let apis: [APIEntry]
    /// The Swift examples some API lists, in file and line order.
    public let examples: [CodeExample]
    /// API id → its page, relative to the site root.
    public let pages: [String: String]

    /// The reference part of `knowledgeBase`.
    public init(_ knowledgeBase: KnowledgeBase) {
        apis = knowledgeBase.apis
        let listed = Set(knowledgeBase.apis.flatMap(\.examples))
        examples = knowledgeBase.examples.filter { listed.contains($0.id) && $0.isSwift }
        var pages: [String: String] = [:]
        for api in knowledgeBase.apis { pages[api.id] = knowledgeBase.pages.api(api.id) }
        self.pages = pages
    }

    /// The API with `id`, if any.
    public func api(id: String) -> APIEntry? {
        apis.first { $0.id == id }
    }

    /// The id of the API a spelling names (`.sheet(item:)`), as `KnowledgeBase.resolve` finds it.
    public func resolve(_ spelling: String) -> String? {
        SymbolResolver(entries: apis).resolve(spelling, contextEntryID: nil)
    }

    /// An API as `panes show --json` prints it: the record `panes index --json` lists.
    public func jsonValue(of api: APIEntry) -> JSONValue {
        api.jsonValue(page: pages[api.id])
    }
}
