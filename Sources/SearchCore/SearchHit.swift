/// One search result, as `panes search --json` prints it and the page's engine returns it.
public struct SearchHit: Sendable, Equatable {
    /// The API id, `file.md` for an article, `file.md#anchor` for a section.
    public var id: String
    /// The API name, article title or section heading.
    public var name: String
    /// An `APIKind` raw value (`modifier`, `environment value`, …), `article` or `section`.
    public var kind: String
    /// The qualified API id, or the article a section belongs to.
    public var title: String
    /// A one-line summary.
    public var summary: String
    /// The page and anchor relative to the site root (`api/sheet-item-ondismiss-content.html`).
    public var path: String
    /// The ranking score; higher is better. A whole number, the same in the terminal and the page.
    public var score: Int

    /// Creates a hit.
    public init(id: String, name: String, kind: String, title: String, summary: String, path: String, score: Int) {
        self.id = id
        self.name = name
        self.kind = kind
        self.title = title
        self.summary = summary
        self.path = path
        self.score = score
    }
}

#if !hasFeature(Embedded)
    // Embedded Swift has no Codable; the page's engine writes its own JSON (`WebAssembly/Exports.swift`).
    extension SearchHit: Codable {}
#endif
