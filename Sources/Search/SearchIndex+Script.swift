extension SearchIndex {
    /// The index as a JavaScript file body, `window.PANES_SEARCH_INDEX = {…};`, holding what
    /// `pageScript` needs to rank exactly as `search(_:kind:limit:)` does.
    ///
    /// Layout: `weights` (the ranking constants), `kinds` (kind order), `docs` as
    /// `[id, name, kind index, title, summary, path, flags (1 documented, 2 deprecated), [aliases]]`, `terms` as
    /// `term: [document delta, points, …]` (document numbers delta-encoded to stay small), and
    /// `synonyms`. Keys are sorted, so the same index always gives the same bytes.
    public var scriptData: String {
        var script = ""
        writeScript { script += $0 }
        return script
    }

    /// Writes `scriptData` in pieces of about a megabyte, so a large corpus's index (tens of
    /// megabytes) is never held whole in memory.
    public func writeScript(to sink: (String) -> Void) {
        var json = JSONWriter()
        func flushIfFull() {
            if json.text.utf8.count >= 1 << 20 { sink(json.takeText()) }
        }
        json.raw("window.PANES_SEARCH_INDEX = {\"version\":1,\"weights\":{")
        let weights = RankingWeights.scriptValues
        for (position, (name, value)) in weights.enumerated() {
            if position > 0 { json.raw(",") }
            json.string(name)
            json.raw(":" + value)
        }
        json.raw("},\"kinds\":")
        json.strings(SearchDocument.kindOrder)
        json.raw(",\"docs\":[")
        for (position, document) in documents.enumerated() {
            if position > 0 { json.raw(",") }
            json.raw("[")
            json.string(document.id)
            json.raw(",")
            json.string(document.name)
            json.raw(",\(document.kindRank),")
            json.string(document.title)
            json.raw(",")
            json.string(document.summary)
            json.raw(",")
            json.string(document.path)
            json.raw(",\((document.isDocumented ? 1 : 0) + (document.isDeprecated ? 2 : 0)),")
            json.strings(document.aliases)
            json.raw("]")
            flushIfFull()
        }
        json.raw("],\"terms\":{")
        for (position, term) in vocabulary.enumerated() {
            if position > 0 { json.raw(",") }
            json.string(term)
            json.raw(":[")
            let list = postings[term]!
            var previous: Int32 = 0
            var index = 0
            while index < list.count {
                if index > 0 { json.raw(",") }
                json.raw(String(list[index] - previous))
                json.raw(",")
                json.raw(String(list[index + 1]))
                previous = list[index]
                index += 2
            }
            json.raw("]")
            flushIfFull()
        }
        json.raw("},\"synonyms\":{")
        for (position, word) in synonyms.keys.sorted().enumerated() {
            if position > 0 { json.raw(",") }
            json.string(word)
            json.raw(":")
            json.strings(synonyms[word]!)
        }
        json.raw("}};\n")
        sink(json.takeText())
    }
}

extension RankingWeights {
    /// The constants the page script reads, in a fixed order, as JSON number text.
    static var scriptValues: [(String, String)] {
        [
            ("exactName", "\(exactName)"), ("exactAlias", "\(exactAlias)"), ("symbolSpelling", "\(symbolSpelling)"),
            ("baseAndLabels", "\(baseAndLabels)"), ("exactBase", "\(exactBase)"), ("exactOwner", "\(exactOwner)"),
            ("prefix", "\(prefix)"), ("camelCase", "\(camelCase)"), ("typoName", "\(typoName)"),
            ("typoPrefix", "\(typoPrefix)"), ("coverage", "\(coverage)"), ("perTypo", "\(perTypo)"),
            ("extraLabel", "\(extraLabel)"), ("nameWord", "\(nameWord)"), ("weakNameWord", "\(weakNameWord)"),
            ("expansionDivisor", "\(expansionDivisor)"), ("ownedBase", "\(ownedBase)"),
            ("documented", "\(documented)"), ("deprecated", "\(deprecated)"),
        ]
    }
}
