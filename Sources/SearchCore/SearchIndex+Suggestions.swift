extension SearchIndex {
    /// "Did you mean": up to three API names or content words close to `query`, nearest first;
    /// with `namesOnly`, API names alone (`show`, which shows only APIs, must not offer a word
    /// of the text, least of all its stem: `debounc` for `debounce`).
    ///
    /// Looser than search's typo rule (a third of the length, at least two edits) because it
    /// only runs once search has found nothing. The query itself is never suggested: a word the
    /// content uses that names no API would only send the reader back where they started.
    public func suggestions(for query: String, namesOnly: Bool = false) -> [String] {
        let parsed = SearchQuery(query)
        let target = Array(parsed.compact.unicodeScalars)
        guard !target.isEmpty else { return [] }
        let limit = max(2, target.count / 3)
        var candidates: [(distance: Int, isName: Bool, text: String)] = []
        var seen = Set<String>()
        for document in documents where document.isAPI {
            for spelling in [document.name, SymbolSpelling(document.id).base] {
                let key = TextTokenizer.lowercased(spelling)
                let distance = EditDistance.distance(target, Array(key.unicodeScalars), limit: limit)
                if distance > 0, distance <= limit, seen.insert(document.name).inserted {
                    candidates.append((distance, true, document.name))
                }
            }
        }
        if !namesOnly, parsed.stems.count == 1 {
            for term in vocabulary where abs(term.unicodeScalars.count - target.count) <= limit {
                let distance = EditDistance.distance(target, Array(term.unicodeScalars), limit: limit)
                if distance > 0, distance <= limit, seen.insert(term).inserted { candidates.append((distance, false, term)) }
            }
        }
        candidates.sort { ($0.distance, $0.isName ? 0 : 1, $0.text) < ($1.distance, $1.isName ? 0 : 1, $1.text) }
        return candidates.prefix(3).map { $0.text }
    }
}
