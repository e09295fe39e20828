import KnowledgeBase

extension SearchHit {
    /// The hit as `panes search --json` prints it.
    public var jsonValue: JSONValue {
        .object([
            "id": .string(id), "name": .string(name), "kind": .string(kind), "title": .string(title),
            "summary": .string(summary), "path": .string(path), "score": .integer(score),
        ])
    }
}
