import KnowledgeBase

/// One search result, as `panes search --json` prints it and the page script returns it.
public struct SearchHit: Sendable, Codable, Equatable {
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
    /// The ranking score; higher is better. Whole numbers, identical in Swift and the page script.
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

extension SearchHit {
    /// The hit as `panes search --json` prints it.
    public var jsonValue: JSONValue {
        .object([
            "id": .string(id), "name": .string(name), "kind": .string(kind), "title": .string(title),
            "summary": .string(summary), "path": .string(path), "score": .integer(score),
        ])
    }
}
