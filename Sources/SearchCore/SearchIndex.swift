/// The search engine over a knowledge base: every API (documented and inferred), every article
/// and every article section, ranked by the rules in docs/search-ranking.md.
///
/// The only home of those rules: the CLI links this module, and the site's page runs the same
/// module compiled to WebAssembly (`WebAssembly/Exports.swift`). There the index arrives in
/// parts (`IndexParts`): the core first, then only the terms and document details a query reads,
/// so a ranking may find a part missing (`MissingParts`) and is run again once it has arrived.
public struct SearchIndex: Sendable {
    /// The searchable documents; postings refer to them by position. Until their details part
    /// has arrived, articles and sections have only what ranking reads (kind, flags, subjects).
    package internal(set) var documents: [SearchDocument]
    /// Kind names in ranking order on equal scores: API kinds first, then `article`, `section`.
    let kindOrder: [String]
    /// Each document's position in `kindOrder`, worked out once: the sort compares them often.
    let kindRanks: [Int]
    /// Name profiles, parallel to `documents`; nil for articles and sections.
    let profiles: [NameProfile?]
    /// Term → flat `[document, points, …]`, documents ascending: every term's, or in the page
    /// those of the terms parts that have arrived.
    package internal(set) var postings: [String: [Int32]]
    /// Heading term → the articles and sections whose heading holds it, ascending (loaded as
    /// `postings` are).
    package internal(set) var headingPostings: [String: [Int32]]
    /// Every term with postings, sorted, for typo expansion.
    package let vocabulary: [String]
    /// `vocabulary` as a set: whether a word is a term of the content, before its part arrives.
    let terms: Set<String>
    /// Query word → content terms, only terms the content uses.
    let synonyms: [String: [String]]
    /// Article document → its sections' documents, in order (sections follow their article).
    let sectionsOfArticle: [Int: [Int]]
    /// Other framework's name → the API documents (by position) `OtherNameTable` maps it to;
    /// only names with at least one document in this index.
    let otherNames: [String: [Int]]
    /// How many terms parts the postings are split into (`IndexParts.termShard(of:count:)`).
    package let termShardCount: Int
    /// Whether each terms part's postings are here.
    package internal(set) var loadedTermShards: [Bool]
    /// Whether each details part's documents are whole.
    package internal(set) var loadedDetailBlocks: [Bool]
    /// Where the parts not loaded yet come from when `search` needs them (the CLI's cache file,
    /// read a part at a time); nil when every part is here, or in the page, which loads parts
    /// itself through `rank`.
    package var partSource: PartSource?
    /// The identity of the core part this index was read from (`IndexParts.identity(ofCore:)`),
    /// which its other parts must carry; 0 for an index built whole.
    package internal(set) var coreIdentity = 0

    /// Assembles an index that holds everything: documents with their details and every posting.
    package init(
        documents: [SearchDocument], kindOrder: [String], postings: [String: [Int32]], headingPostings: [String: [Int32]],
        termShardCount: Int
    ) {
        self.init(
            documents: documents, kindOrder: kindOrder, vocabulary: postings.keys.sorted(), termShardCount: termShardCount,
            isLoaded: true)
        self.postings = postings
        self.headingPostings = headingPostings
    }

    /// An index of `documents` whose postings arrive later (`load(termShard:)`) unless
    /// `isLoaded`; derives the tables ranking reads from what a core part holds.
    init(documents: [SearchDocument], kindOrder: [String], vocabulary: [String], termShardCount: Int, isLoaded: Bool) {
        self.documents = documents
        self.kindOrder = kindOrder
        self.kindRanks = documents.map { kindOrder.firstIndex(of: $0.kind) ?? kindOrder.count }
        self.profiles = documents.map { $0.isAPI ? NameProfile(id: $0.id, name: $0.name, aliases: $0.aliases) : nil }
        (self.postings, self.headingPostings) = ([:], [:])
        self.vocabulary = vocabulary
        self.terms = Set(vocabulary)
        self.termShardCount = max(1, termShardCount)
        self.loadedTermShards = Array(repeating: isLoaded, count: max(1, termShardCount))
        self.loadedDetailBlocks = Array(repeating: isLoaded, count: IndexParts.detailBlockCount(documents.count))
        var sections: [Int: [Int]] = [:]
        var article: Int?
        for (position, document) in documents.enumerated() {
            if document.kind == "article" {
                article = position
                sections[position] = []
            } else if document.kind == "section", let article {
                sections[article, default: []].append(position)
            }
        }
        self.sectionsOfArticle = sections
        var nameWords = Set<String>()
        for profile in profiles {
            guard let profile else { continue }
            nameWords.formUnion(profile.nameWords)
            nameWords.formUnion(profile.labelWords)
        }
        // The table is written in plain words; both sides of it are stemmed as query and
        // content words are (two keys may stem alike: their terms merge, sorted).
        var synonyms: [String: Set<String>] = [:]
        for (word, terms) in SynonymTable.entries {
            for term in terms.map(TextTokenizer.stem) where self.terms.contains(term) || nameWords.contains(term) {
                synonyms[TextTokenizer.stem(word), default: []].insert(term)
            }
        }
        self.synonyms = synonyms.mapValues { $0.sorted() }
        var positions: [String: Int] = [:]
        for (position, document) in documents.enumerated() where document.isAPI { positions[document.id] = position }
        var otherNames: [String: [Int]] = [:]
        for (name, ids) in OtherNameTable.entries {
            let found = ids.compactMap { positions[$0] }
            if !found.isEmpty { otherNames[name] = found }
        }
        self.otherNames = otherNames
    }

    /// Whether `term` is a word of the content (it has postings, arrived or not).
    func hasTerm(_ term: String) -> Bool {
        terms.contains(term)
    }

    /// The postings of `term`; nil for a word the content never uses, or when its terms part
    /// has not arrived, which `missing` then records.
    func postingsList(_ term: String, _ missing: inout MissingParts) -> [Int32]? {
        if let list = postings[term] { return list }
        if terms.contains(term) { noteTermShard(of: term, &missing) }
        return nil
    }

    /// The articles and sections whose heading holds `term` (recording its part when missing).
    func headingDocuments(_ term: String, _ missing: inout MissingParts) -> [Int32] {
        if let list = headingPostings[term] { return list }
        noteTermShard(of: term, &missing)
        return []
    }

    private func noteTermShard(of term: String, _ missing: inout MissingParts) {
        let shard = IndexParts.termShard(of: term, count: termShardCount)
        if !loadedTermShards[shard] { missing.termShards.insert(shard) }
    }
}

/// Hands over the bytes of a part by number (`IndexParts`), or nil when it cannot.
package struct PartSource: Sendable {
    /// Terms part `n`.
    package var termShard: @Sendable (Int) -> [UInt8]?
    /// Details part `n`.
    package var detailBlock: @Sendable (Int) -> [UInt8]?

    /// A source of the two kinds of part.
    package init(termShard: @escaping @Sendable (Int) -> [UInt8]?, detailBlock: @escaping @Sendable (Int) -> [UInt8]?) {
        (self.termShard, self.detailBlock) = (termShard, detailBlock)
    }
}

/// The parts of the index a ranking wanted and the page had not loaded yet.
package struct MissingParts: Equatable {
    /// Terms parts, by number.
    package var termShards: Set<Int> = []

    /// Creates an empty record.
    package init() {}
}
