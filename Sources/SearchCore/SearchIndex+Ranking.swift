extension SearchIndex {
    /// Characters of a query that are read; longer queries are cut there.
    public static var queryLengthLimit: Int { SearchQuery.maximumLength }

    /// The documents that match `query`, best first: score, then documented before inferred,
    /// then kind order, then document order. With `kind` (a `SearchHit.kind`: an `APIKind` raw
    /// value, `article` or `section`), only documents of that kind.
    ///
    /// Parts the ranking reads that are not loaded yet come from `partSource` (a copy of the
    /// index takes them, so the index itself stays as it was); without a source, every part
    /// must be here.
    public func search(_ query: String, kind: String? = nil, apisOnly: Bool = false, limit: Int = 20) -> [SearchHit] {
        var index = self
        while true {
            var missing = MissingParts()
            let ranked = index.rank(query, kind: kind, apisOnly: apisOnly, limit: limit, missing: &missing)
            if missing.termShards.isEmpty { return index.hits(ranked) }
            // Every missing part counts as loaded after this, so the loop ends: a part the source
            // cannot give leaves the words that live there unmatched.
            for shard in missing.termShards { index.loadFromSource(termShard: shard) }
        }
    }

    /// The documents that match `query` with their scores, best first (as `search` orders them),
    /// at most `limit`. When a terms part it read is missing, `missing` names it and the
    /// ranking is to be run again once that part has arrived.
    package func rank(
        _ query: String, kind: String? = nil, apisOnly: Bool = false, limit: Int = 20, missing: inout MissingParts
    ) -> [(document: Int, score: Int)] {
        let parsed = SearchQuery(query)
        guard !parsed.isEmpty, limit > 0 else { return [] }
        typealias W = RankingWeights
        // Each word's own term, or for a word the content never uses its typo neighbours (a scan
        // of the vocabulary): found once, since the text scores and coverage both read them.
        var spellings: [String: [String]] = [:]
        for stem in parsed.stems { spellings[stem] = hasTerm(stem) ? [stem] : typoNeighbours(of: stem) }
        var scores = textScores(parsed, spellings: spellings, &missing)
        addOtherNames(parsed, to: &scores)
        TitleScorer.addScores(parsed, self, to: &scores, &missing)
        for index in documents.indices {
            guard let profile = profiles[index] else { continue }
            let document = documents[index]
            let name = NameScorer.score(parsed, profile)
            let words = NameScorer.wordBonus(parsed, profile, index: self)
            let bonus = name + words > 0 ? (document.isDocumented ? W.documented : 0) + (document.isFamilyLead ? W.familyLead : 0) : 0
            let platforms = parsed.platformStems.filter { document.platformWords.contains($0) }.count * W.platformRow
            scores[index] += name + words + bonus + platforms
            if !document.isDocumented { scores[index] /= W.inferredDivisor }
            if document.isDeprecated, scores[index] > 0 {
                scores[index] = max(1, scores[index] - W.deprecated)
            }
        }
        applyCoverage(parsed, spellings: spellings, to: &scores, &missing)
        guard missing.termShards.isEmpty else { return [] }
        // The best `limit` in order, kept sorted as the documents go by: a common word scores
        // thousands of documents, and sorting them all to show a dozen cost more than ranking.
        var best: [Int] = []
        for index in scores.indices where scores[index] > 0 {
            if let kind, documents[index].kind != kind { continue }
            if apisOnly, !documents[index].isAPI { continue }
            if best.count == limit, !isRankedBefore(index, best[limit - 1], scores) { continue }
            var low = 0
            var high = best.count
            while low < high {
                let middle = (low + high) / 2
                if isRankedBefore(best[middle], index, scores) { low = middle + 1 } else { high = middle }
            }
            best.insert(index, at: low)
            if best.count > limit { best.removeLast() }
        }
        return best.map { ($0, scores[$0]) }
    }

    /// The hits of `ranked`. Details whose part is not loaded are read from `partSource` here:
    /// loading them into the index would copy every document of a large one to fill in a dozen.
    private func hits(_ ranked: [(document: Int, score: Int)]) -> [SearchHit] {
        var blocksRead: [Int: [[String]]] = [:]
        return ranked.map { document, score in
            let block = Self.detailBlock(of: document)
            guard !loadedDetailBlocks[block] else { return hit(document, score: score) }
            let fields =
                blocksRead[block]
                ?? partSource?.detailBlock(block).flatMap { bytes in bytes.withUnsafeBytes { details(block: block, from: $0) } } ?? []
            blocksRead[block] = fields
            let position = document - block * IndexParts.detailBlock
            guard position < fields.count else { return hit(document, score: score) }
            let field = fields[position]
            return SearchHit(
                id: field[0], name: field[1], kind: documents[document].kind, title: field[2], summary: field[3], path: field[4],
                score: score)
        }
    }

    /// Loads terms part `shard` from `partSource`; when it cannot, the part counts as loaded
    /// and empty.
    private mutating func loadFromSource(termShard shard: Int) {
        if let bytes = partSource?.termShard(shard), bytes.withUnsafeBytes({ load(termShard: shard, from: $0) }) { return }
        loadedTermShards[shard] = true
    }

    /// The hit for `document` with its score; its details part must have arrived.
    package func hit(_ document: Int, score: Int) -> SearchHit {
        let document = documents[document]
        return SearchHit(
            id: document.id, name: document.name, kind: document.kind, title: document.title,
            summary: document.summary, path: document.path, score: score)
    }

    /// The deterministic order: score, documented first, kind order, then document order (APIs
    /// by id, articles by path, each article's sections as written), which the page's engine
    /// knows before it holds any article's id.
    func isRankedBefore(_ left: Int, _ right: Int, _ scores: [Int]) -> Bool {
        if scores[left] != scores[right] { return scores[left] > scores[right] }
        let (a, b) = (documents[left].isDocumented, documents[right].isDocumented)
        if a != b { return a }
        if kindRanks[left] != kindRanks[right] { return kindRanks[left] < kindRanks[right] }
        return left < right
    }

    /// BM25 points per document: each query word's own postings (or, for a word the content
    /// never uses, its typo neighbours' at a discount), plus its synonyms' (and those of each
    /// adjacent pair of words) at a discount. `spellings` holds each word's term or typo neighbours.
    func textScores(_ query: SearchQuery, spellings: [String: [String]], _ missing: inout MissingParts) -> [Int] {
        var scores = [Int](repeating: 0, count: documents.count)
        for word in query.stems {
            if hasTerm(word) {
                if let list = postingsList(word, &missing) { add(list, to: &scores) }
            } else {
                add(bestOf: spellings[word] ?? [], to: &scores, &missing)
            }
            if let terms = synonyms[word] { add(bestOf: terms, to: &scores, &missing) }
        }
        // Two-word phrases the synonym table knows as one (`left off`).
        for pair in query.wordPairs {
            if let terms = synonyms[pair] { add(bestOf: terms, to: &scores, &missing) }
        }
        return scores
    }

    /// Points for names from other frameworks: the whole query (`UISplitViewController`,
    /// `action sheet`), spelt right or misspelt, or a run of up to three of its words
    /// (`Navigator.push` in `replace Navigator.push`), mapped by `OtherNameTable`.
    func addOtherNames(_ query: SearchQuery, to scores: inout [Int]) {
        typealias W = RankingWeights
        // The table lists the closest equivalent first; each later one gets a little less.
        let whole = query.words.joined()
        if let documents = otherNames[whole] {
            for (order, document) in documents.enumerated() {
                scores[document] += W.otherNameExact - W.otherNameOrder * order
            }
            return
        }
        // A misspelt name (`UISplitViewControler`) counts as a misspelt SwiftUI name does, so it
        // finds its equivalents without outranking a name the query spells right. Only a single
        // word the content never uses is taken for a misspelling: `split view` is not `NSSplitView`.
        let allowed = EditDistance.allowedTypos(forLength: whole.unicodeScalars.count)
        if allowed > 0, query.words.count == 1, !hasTerm(query.stems[0]) {
            // A document near two names counts once, by the nearer.
            var best: [Int: Int] = [:]
            for (name, documents) in otherNames {
                let typos = EditDistance.distance(whole, name, limit: allowed)
                guard typos <= allowed else { continue }
                for (order, document) in documents.enumerated() {
                    best[document] = max(best[document] ?? 0, W.typoName - W.perTypo * typos - W.otherNameOrder * order)
                }
            }
            for (document, points) in best { scores[document] += points }
        }
        for key in query.wordGrams {
            for (order, document) in (otherNames[key] ?? []).enumerated() {
                scores[document] += W.otherNameWord - W.otherNameOrder * order
            }
        }
    }

    /// Vocabulary terms within the allowed typos of `word`.
    func typoNeighbours(of word: String) -> [String] {
        let scalars = Array(word.unicodeScalars)
        let allowed = EditDistance.allowedTypos(forLength: scalars.count)
        guard allowed > 0 else { return [] }
        return vocabulary.filter { term in
            abs(term.unicodeScalars.count - scalars.count) <= allowed
                && EditDistance.distance(scalars, Array(term.unicodeScalars), limit: allowed) <= allowed
        }
    }

    private func add(_ list: [Int32], to scores: inout [Int]) {
        var position = 0
        while position < list.count {
            scores[Int(list[position])] += Int(list[position + 1])
            position += 2
        }
    }

    /// Adds, per document, the best points among `terms` divided by the expansion divisor.
    private func add(bestOf terms: [String], to scores: inout [Int], _ missing: inout MissingParts) {
        guard !terms.isEmpty else { return }
        var best: [Int: Int] = [:]
        for term in terms {
            guard let list = postingsList(term, &missing) else { continue }
            var position = 0
            while position < list.count {
                let document = Int(list[position])
                best[document] = max(best[document] ?? 0, Int(list[position + 1]))
                position += 2
            }
        }
        for (document, points) in best { scores[document] += points / RankingWeights.expansionDivisor }
    }

    /// Scales every score by how many of the query's distinct subject words (two letters or
    /// more) the document holds: in its full text, a synonym's, or for a word the content never
    /// uses, a typo neighbour's (`RankingWeights.coverageDamping`).
    private func applyCoverage(
        _ query: SearchQuery, spellings: [String: [String]], to scores: inout [Int], _ missing: inout MissingParts
    ) {
        let words = Set(query.contentStems.filter { $0.unicodeScalars.count >= 2 })
        guard words.count >= RankingWeights.coverageMinimumWords else { return }
        var held = [Int](repeating: 0, count: documents.count)
        for word in words {
            var holders = Set<Int>()
            let terms = (spellings[word] ?? []) + (synonyms[word] ?? [])
            for term in terms {
                guard let list = postingsList(term, &missing) else { continue }
                for position in stride(from: 0, to: list.count, by: 2) { holders.insert(Int(list[position])) }
            }
            for document in holders { held[document] += 1 }
        }
        let damping = RankingWeights.coverageDamping
        for index in scores.indices where scores[index] > 0 {
            scores[index] = scores[index] * (damping + held[index]) / (damping + words.count)
        }
    }
}
