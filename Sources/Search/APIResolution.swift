import KnowledgeBase

/// What a name typed to `panes show` turned out to mean.
public enum APIResolution: Sendable {
    /// One API, unambiguously: what `show` prints of it.
    case found(APIReference.Record)
    /// Several APIs match about equally well; the best few, best first.
    case ambiguous([SearchHit])
    /// No API matches; "did you mean" suggestions, and whether articles or sections match.
    case notFound(suggestions: [String], pagesMatch: Bool)
}

extension APIResolution {
    /// Resolves a full, partial or misspelt API name: an exact id or spelling first, then the
    /// search ranking, accepting its top API only when it leads the next by a whole name tier.
    /// The index is asked for only when the reference alone cannot answer, so an exact name is
    /// shown without loading it.
    public static func resolve(_ name: String, in reference: APIReference, index: () -> SearchIndex) -> APIResolution {
        // Only a spelling with a dot or parentheses goes to the resolver: a bare `sheet` would
        // resolve to some member named `sheet`, and a bare name should rank or ask instead.
        let isSpelledOut = name.contains("(") || name.contains(".")
        if let record = reference.record(id: name) ?? (isSpelledOut ? reference.resolve(name).flatMap(reference.record(id:)) : nil) {
            return .found(record)
        }
        let index = index()
        let hits = index.search(name, apisOnly: true, limit: 50)
        guard let best = hits.first else {
            let pagesMatch = !index.search(name, limit: 1).isEmpty
            return .notFound(suggestions: index.suggestions(for: name, namesOnly: true), pagesMatch: pagesMatch)
        }
        let isClearWinner = hits.count == 1 || best.score - hits[1].score >= Self.clearLead
        if isClearWinner, let record = reference.record(id: best.id) { return .found(record) }
        return .ambiguous(Array(hits.prefix(5)))
    }

    /// How far the top API must lead the runner-up to be taken without asking: more than the
    /// member penalty, and about what one typo rule leads the next (`inspecter`: the whole-name
    /// typo over the typo-prefix of `InspectorCommands`), so near ties are listed.
    static let clearLead = 400
}
