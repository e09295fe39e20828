extension SearchIndex {
    /// The index as a JavaScript file body, `window.PANES_SEARCH_INDEX = {…};`, holding what
    /// `pageScript` needs to rank exactly as `search(_:kind:limit:)` does.
    ///
    /// Layout: `weights` (the ranking constants), `kinds` (kind order), `docs` as
    /// `[id, name, kind index, title, summary, path, flags (1 documented, 2 deprecated, 4 family
    /// lead), [aliases], [platform words]]`, `query` (the word lists queries are parsed with),
    /// `terms` as `term: [document delta, points, …]` (document numbers delta-encoded to stay
    /// small), `synonyms` and `otherNames` (name → document numbers). Keys are sorted, so the
    /// same index always gives the same bytes.
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
        json.raw("window.PANES_SEARCH_INDEX = {\"version\":2,\"weights\":{")
        let weights = RankingWeights.scriptValues
        for (position, (name, value)) in weights.enumerated() {
            if position > 0 { json.raw(",") }
            json.string(name)
            json.raw(":" + value)
        }
        json.raw("},\"query\":")
        writeQueryTables(&json)
        json.raw(",\"kinds\":")
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
            json.raw(",\(document.flags),")
            json.strings(document.aliases)
            json.raw(",")
            json.strings(document.platformWords)
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
        json.raw("},\"otherNames\":{")
        for (position, name) in otherNames.keys.sorted().enumerated() {
            if position > 0 { json.raw(",") }
            json.string(name)
            json.raw(":[" + otherNames[name]!.map(String.init).joined(separator: ",") + "]")
        }
        json.raw("}};\n")
        sink(json.takeText())
    }
}

extension SearchIndex {
    /// The word lists `SearchQuery` parses with, so the script reads a query with the same ones:
    /// stop words (stemmed), choice words, intent words, platform words and number words.
    fileprivate func writeQueryTables(_ json: inout JSONWriter) {
        json.raw("{\"stopWords\":")
        json.strings(SearchQuery.stopWords.sorted())
        json.raw(",\"choiceWords\":")
        json.strings(TitleProfile.choiceWords.sorted())
        json.raw(",\"intents\":{")
        for (position, word) in SearchQuery.intentWords.keys.sorted().enumerated() {
            if position > 0 { json.raw(",") }
            json.string(word)
            json.raw(":")
            json.string(SearchQuery.intentWords[word]!.rawValue)
        }
        json.raw("},\"platforms\":{")
        for (position, word) in SearchQuery.platformNames.keys.sorted().enumerated() {
            if position > 0 { json.raw(",") }
            json.string(word)
            json.raw(":")
            json.strings(SearchQuery.platformNames[word]!)
        }
        json.raw("},\"numbers\":{")
        for (position, digit) in SearchQuery.numberWords.keys.sorted().enumerated() {
            if position > 0 { json.raw(",") }
            json.string(digit)
            json.raw(":")
            json.string(SearchQuery.numberWords[digit]!)
        }
        json.raw("}}")
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
            ("documented", "\(documented)"), ("deprecated", "\(deprecated)"), ("otherNameExact", "\(otherNameExact)"),
            ("otherNameWord", "\(otherNameWord)"), ("otherNameOrder", "\(otherNameOrder)"), ("titleWord", "\(titleWord)"),
            ("articleWord", "\(articleWord)"), ("titleWhole", "\(titleWhole)"), ("titleExact", "\(titleExact)"),
            ("choiceHeading", "\(choiceHeading)"), ("pageIntent", "\(pageIntent)"), ("platformRow", "\(platformRow)"),
            ("familyLead", "\(familyLead)"), ("wholeWord", "\(wholeWord)"), ("inferredDivisor", "\(inferredDivisor)"),
        ]
    }
}
