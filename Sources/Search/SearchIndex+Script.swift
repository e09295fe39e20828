/// One file of the page's search data, which the page loads only when it needs it.
public struct SearchScriptFile: Sendable {
    /// The file's name inside the site's search folder (`core.js`, `terms-3.js`, `docs-12.js`).
    public let name: String
    /// Writes the file's text to the sink in pieces of about a megabyte.
    public let write: @Sendable ((String) -> Void) -> Void
}

extension SearchIndex {
    /// Documents per details file: a page fetches the details (id, name, title, summary, path)
    /// only of the hits it shows, so a file holds few, and a dozen hits cost a dozen small files.
    static let detailBlock = 100

    /// About how many bytes of postings a terms file holds; a query loads one file per term.
    /// Smaller files load fewer bytes but more files, and a page pays per file: with 64 KB terms
    /// files and 25 documents per details file, `scripts/bench-page-search` measured a new query
    /// on the built-in site at 24 ms against 10 ms, and no gain on 10,000 pages (95 ms against 90).
    static let termShardBytes = 256 * 1024

    /// The page's search data, split so that a page loads almost nothing before the search box
    /// is used and a query loads only what it reads (docs/search-ranking.md, "Page script"):
    /// - `core.js`: the ranking constants, the query word lists, one character per document
    ///   for its kind, flags and number of heading words, the name data of every API, the
    ///   vocabulary (for typos), synonyms and other names;
    /// - `terms-N.js`: the postings of the terms whose FNV-1a hash falls in shard N, full text
    ///   (`term: [document delta, points, …]`) and headings (`#term: [document delta, …]`);
    /// - `docs-N.js`: the details of documents `N × detailBlock ..< (N + 1) × detailBlock`.
    ///
    /// Every file calls `window.panesSearchData(part, number, data)`. Keys are sorted, so the
    /// same index always gives the same bytes.
    public var scriptFiles: [SearchScriptFile] { scriptFiles(termShardBytes: Self.termShardBytes) }

    /// The data files with terms files of about `termShardBytes` each (tests split a small site).
    func scriptFiles(termShardBytes: Int) -> [SearchScriptFile] {
        let shards = termShardCount(termShardBytes: termShardBytes)
        var files = [SearchScriptFile(name: "core.js") { sink in writeCore(shards: shards, to: sink) }]
        var termsByShard = [[String]](repeating: [], count: shards)
        for term in Set(vocabulary).union(headingPostings.keys).sorted() {
            termsByShard[Int(Self.shardHash(term) % UInt32(shards))].append(term)
        }
        for (shard, terms) in termsByShard.enumerated() {
            files.append(
                SearchScriptFile(name: "terms-\(shard).js") { sink in
                    writeTerms(shard: shard, terms: terms, to: sink)
                })
        }
        for block in 0..<((documents.count + Self.detailBlock - 1) / Self.detailBlock) {
            files.append(SearchScriptFile(name: "docs-\(block).js") { sink in writeDetails(block: block, to: sink) })
        }
        return files
    }

    /// Every data file, one after another: what a page holds once it has loaded them all (the
    /// parity test and the fuzzer read it).
    public var scriptData: String {
        var script = ""
        for file in scriptFiles { file.write { script += $0 } }
        return script
    }

    /// FNV-1a, 32 bits, over the term's UTF-8 bytes: the page script computes the same to know
    /// which terms file holds a term.
    static func shardHash(_ term: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in term.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }

    /// Enough terms files that each holds about `termShardBytes` of postings (one for a small site).
    func termShardCount(termShardBytes: Int = Self.termShardBytes) -> Int {
        var bytes = 0
        for (term, list) in postings { bytes += term.utf8.count + 4 * list.count }
        return max(1, min(4096, (bytes + termShardBytes - 1) / termShardBytes))
    }

    private func writeCore(shards: Int, to sink: (String) -> Void) {
        var json = JSONWriter()
        json.raw("window.panesSearchData(\"core\",0,{\"version\":3,\"weights\":{")
        for (position, (name, value)) in RankingWeights.scriptValues.enumerated() {
            if position > 0 { json.raw(",") }
            json.string(name)
            json.raw(":" + value)
        }
        json.raw("},\"query\":")
        writeQueryTables(&json)
        json.raw(",\"kindOrder\":")
        json.strings(SearchDocument.kindOrder)
        // One character per document each: kind (as `0` + its rank), flags (a hex digit:
        // 1 documented, 2 deprecated, 4 family lead, 8 choice heading), heading words (base 36).
        json.raw(",\"kinds\":")
        json.string(String(documents.map { Character(Unicode.Scalar(UInt8(48 + $0.kindRank))) }))
        json.raw(",\"flags\":")
        json.string(String(documents.map { Character(String($0.flags, radix: 16)) }))
        json.raw(",\"subjects\":")
        json.string(String(documents.map { Character(String($0.subjectCount, radix: 36)) }))
        json.raw(",\"apis\":[")
        var first = true
        for (index, document) in documents.enumerated() where document.isAPI {
            json.raw(first ? "[" : ",[")
            first = false
            json.raw("\(index),")
            json.string(document.id)
            json.raw(",")
            json.string(document.name)
            json.raw(",")
            json.strings(document.aliases)
            json.raw(",")
            json.strings(document.platformWords)
            json.raw("]")
            if json.text.utf8.count >= 1 << 20 { sink(json.takeText()) }
        }
        json.raw("],\"vocabulary\":")
        json.strings(vocabulary)
        json.raw(",\"termShards\":\(shards),\"detailBlock\":\(Self.detailBlock),\"synonyms\":{")
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
        json.raw("}});\n")
        sink(json.takeText())
    }

    private func writeTerms(shard: Int, terms: [String], to sink: (String) -> Void) {
        var json = JSONWriter()
        json.raw("window.panesSearchData(\"terms\",\(shard),{")
        var first = true
        func key(_ name: String) {
            if !first { json.raw(",") }
            first = false
            json.string(name)
            json.raw(":[")
        }
        for term in terms {
            if let list = postings[term] {
                key(term)
                var previous: Int32 = 0
                for index in stride(from: 0, to: list.count, by: 2) {
                    json.raw((index > 0 ? "," : "") + String(list[index] - previous) + "," + String(list[index + 1]))
                    previous = list[index]
                }
                json.raw("]")
            }
            if let headings = headingPostings[term] {
                key("#" + term)
                var previous: Int32 = 0
                for (position, document) in headings.enumerated() {
                    json.raw((position > 0 ? "," : "") + String(document - previous))
                    previous = document
                }
                json.raw("]")
            }
            if json.text.utf8.count >= 1 << 20 { sink(json.takeText()) }
        }
        json.raw("});\n")
        sink(json.takeText())
    }

    private func writeDetails(block: Int, to sink: (String) -> Void) {
        var json = JSONWriter()
        json.raw("window.panesSearchData(\"docs\",\(block),[")
        let range = (block * Self.detailBlock)..<min(documents.count, (block + 1) * Self.detailBlock)
        for index in range {
            let document = documents[index]
            json.raw(index == range.lowerBound ? "" : ",")
            json.strings([document.id, document.name, document.title, document.summary, document.path])
        }
        json.raw("]);\n")
        sink(json.takeText())
    }

    /// The word lists `SearchQuery` parses with, so the script reads a query with the same ones:
    /// the length read, stop words (stemmed), choice words, intent words, platform words and number words.
    private func writeQueryTables(_ json: inout JSONWriter) {
        json.raw("{\"maximumLength\":\(SearchQuery.maximumLength),\"stopWords\":")
        json.strings(SearchQuery.stopWords.sorted())
        json.raw(",\"choiceWords\":")
        json.strings(HeadingFacts.choiceWords.sorted())
        for (name, table) in [
            ("intents", SearchQuery.intentWords.mapValues { [$0.rawValue] }), ("platforms", SearchQuery.platformNames),
            ("numbers", SearchQuery.numberWords.mapValues { [$0] }),
        ] {
            json.raw(",\"\(name)\":{")
            for (position, word) in table.keys.sorted().enumerated() {
                if position > 0 { json.raw(",") }
                json.string(word)
                json.raw(":")
                json.strings(table[word]!)
            }
            json.raw("}")
        }
        json.raw("}")
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
            ("expansionDivisor", "\(expansionDivisor)"), ("ownedBase", "\(ownedBase)"), ("exactCase", "\(exactCase)"),
            ("firstLetterCase", "\(firstLetterCase)"),
            ("documented", "\(documented)"), ("deprecated", "\(deprecated)"), ("otherNameExact", "\(otherNameExact)"),
            ("otherNameWord", "\(otherNameWord)"), ("otherNameOrder", "\(otherNameOrder)"), ("titleWord", "\(titleWord)"),
            ("articleWord", "\(articleWord)"), ("titleWhole", "\(titleWhole)"), ("titleExact", "\(titleExact)"),
            ("choiceHeading", "\(choiceHeading)"), ("pageIntent", "\(pageIntent)"), ("platformRow", "\(platformRow)"),
            ("familyLead", "\(familyLead)"), ("wholeWord", "\(wholeWord)"), ("inferredDivisor", "\(inferredDivisor)"),
            ("coverageMinimumWords", "\(coverageMinimumWords)"), ("coverageDamping", "\(coverageDamping)"),
        ]
    }
}
