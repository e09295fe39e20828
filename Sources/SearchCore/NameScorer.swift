/// The name rules of docs/search-ranking.md: how well a query names one API.
enum NameScorer {
    /// The best name rule that matches, or 0, with the hints of the case it was typed in: Swift
    /// names are case-sensitive, so `navigationSplitViewStyle` is the modifier and
    /// `NavigationSplitViewStyle` the type, though both lowercase alike. Typed exactly, the base
    /// earns `exactCase`; typed in mixed case but not exactly (`NavgationSplitViewStyle`), a first
    /// letter of the base's case earns `firstLetterCase`. An all-lowercase query hints nothing.
    static func score(_ query: SearchQuery, _ profile: NameProfile) -> Int {
        let best = ruleScore(query, profile)
        guard best > 0 else { return 0 }
        let typed = query.compactOriginalCase
        if typed == profile.caseBase { return best + RankingWeights.exactCase }
        guard typed.utf8.contains(where: isUppercase), let first = typed.utf8.first, let baseFirst = profile.caseBase.utf8.first else {
            return best
        }
        return isUppercase(first) == isUppercase(baseFirst) ? best + RankingWeights.firstLetterCase : best
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }

    /// The best name rule that matches, or 0.
    private static func ruleScore(_ query: SearchQuery, _ profile: NameProfile) -> Int {
        let compact = query.compact
        guard !compact.isEmpty else { return 0 }
        typealias W = RankingWeights
        var best = 0
        let symbol = profile.symbol
        let labelCount = symbol.labels?.count ?? 0
        // A member's base typed alone, whole, in part or misspelt (`popover`, `popo`, `popovr`),
        // most likely means the top-level API of that name.
        let ownerPenalty = symbol.owner != nil && symbol.base != "init" ? W.ownedBase : 0
        // A member's name alone (`popover`) is its base, left to the bare-base rule.
        if compact == profile.idKey || (compact == profile.nameKey && symbol.owner == nil) || query.keyPath == profile.idKey {
            best = W.exactName
        }
        if profile.aliasKeys.contains(compact) { best = max(best, W.exactAlias) }
        if query.isSymbolSpelling {
            let typed = SymbolSpelling(query.compactOriginalCase)
            if typed.canName(symbol) {
                best = max(best, W.symbolSpelling - W.extraLabel * (labelCount - (typed.labels?.count ?? 0)))
            }
        }
        if query.words.count >= 2, query.words[0] == symbol.base, let labels = symbol.labels,
            query.words.dropFirst().allSatisfy(labels.contains)
        {
            best = max(best, W.baseAndLabels)
        }
        if compact == symbol.base {
            best = max(best, W.exactBase - ownerPenalty - W.extraLabel * labelCount)
        }
        if compact == symbol.ownerLastComponent { best = max(best, W.exactOwner - W.extraLabel * labelCount) }
        let length = query.compactLength
        guard length >= 2 else { return best }
        for key in [profile.nameKey, symbol.base] where key.unicodeScalars.starts(with: compact.unicodeScalars) {
            best = max(best, W.prefix + W.coverage * length / key.unicodeScalars.count - ownerPenalty)
        }
        guard query.isCompactAlphanumeric else { return best }
        // A query that is one camel word misspelt (`navigaton`) is a typo, not the camel parts
        // `navigat`·`on(ly)`: the typo rules below decide it.
        let allowed = EditDistance.allowedTypos(forLength: length)
        let compactScalars = Array(compact.unicodeScalars)
        let isMisspeltWord = profile.camelWords.contains { word in
            word != compact && EditDistance.distance(compactScalars, Array(word.unicodeScalars), limit: allowed) <= allowed
        }
        if !isMisspeltWord, camelMatches(Array(compact.utf8), profile.camelWords.map { Array($0.utf8) }) {
            let total = profile.camelWords.reduce(0) { $0 + $1.unicodeScalars.count }
            best = max(best, W.camelCase + W.coverage * length / max(total, 1))
        }
        guard allowed > 0 else { return best }
        for key in [profile.nameKey, symbol.base] {
            let keyScalars = Array(key.unicodeScalars)
            let whole = EditDistance.distance(compactScalars, keyScalars, limit: allowed)
            if whole <= allowed { best = max(best, W.typoName - W.perTypo * whole - ownerPenalty) }
            if keyScalars.count > length {
                let start = EditDistance.distance(compactScalars, Array(keyScalars[..<length]), limit: allowed)
                if start <= allowed {
                    best = max(best, W.typoPrefix - W.perTypo * start + W.coverage * length / keyScalars.count - ownerPenalty)
                }
            }
        }
        return best
    }

    /// Points for query words found among the API's name words, labels or synonyms.
    static func wordBonus(_ query: SearchQuery, _ profile: NameProfile, index: SearchIndex) -> Int {
        var bonus = 0
        for word in query.contentStems where word.unicodeScalars.count >= 2 {
            if profile.nameWords.contains(word) {
                bonus += RankingWeights.nameWord + (word == profile.wholeWord ? RankingWeights.wholeWord : 0)
            } else if profile.labelWords.contains(word) {
                bonus += RankingWeights.weakNameWord
            } else if !index.hasTerm(word), isMisspelt(word, of: profile.nameWords) {
                bonus += RankingWeights.weakNameWord
            } else if let synonyms = index.synonyms[word] {
                if synonyms.contains(where: profile.nameWords.contains) {
                    bonus += RankingWeights.nameWord
                } else if synonyms.contains(where: profile.labelWords.contains) {
                    bonus += RankingWeights.weakNameWord
                }
            }
        }
        return bonus
    }

    /// Whether `word` is within the allowed typos of some name word.
    static func isMisspelt(_ word: String, of nameWords: Set<String>) -> Bool {
        let scalars = Array(word.unicodeScalars)
        let allowed = EditDistance.allowedTypos(forLength: scalars.count)
        guard allowed > 0 else { return false }
        return nameWords.contains { EditDistance.distance(scalars, Array($0.unicodeScalars), limit: allowed) <= allowed }
    }

    /// Whether `query` splits into non-empty prefixes of `words`, taken in order, skipping any
    /// (`splitview` and `nsv` both match navigation·split·view).
    static func camelMatches(_ query: [UInt8], _ words: [[UInt8]]) -> Bool {
        // failed[q * (words.count + 1) + w]: no match of query[q...] from word w on.
        var failed = [Bool](repeating: false, count: (query.count + 1) * (words.count + 1))
        func match(_ q: Int, _ w: Int) -> Bool {
            if q == query.count { return true }
            if w == words.count || failed[q * (words.count + 1) + w] { return false }
            for next in w..<words.count {
                let word = words[next]
                var length = 0
                while length < word.count, q + length < query.count, word[length] == query[q + length] {
                    length += 1
                    if match(q + length, next + 1) { return true }
                }
            }
            failed[q * (words.count + 1) + w] = true
            return false
        }
        return match(0, 0)
    }
}
