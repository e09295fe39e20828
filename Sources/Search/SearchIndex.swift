import KnowledgeBase

/// The search engine over a knowledge base: every API (documented and inferred), every article
/// and every article section, ranked by the rules in docs/search-ranking.md.
///
/// The CLI searches it directly; the site ships `scriptData` and `pageScript` so a page ranks
/// exactly the same way in the browser.
public struct SearchIndex: Sendable {
    /// The searchable documents; postings refer to them by position.
    let documents: [SearchDocument]
    /// Name profiles, parallel to `documents`; nil for articles and sections.
    let profiles: [NameProfile?]
    /// Term → flat `[document, points, …]`, documents ascending.
    let postings: [String: [Int32]]
    /// Every term, sorted, for typo expansion.
    let vocabulary: [String]
    /// Query word → content terms, only terms the content uses.
    let synonyms: [String: [String]]

    /// Indexes every API, article and section of `knowledgeBase`.
    public init(knowledgeBase: KnowledgeBase) {
        let (documents, fields) = DocumentMaker.makeDocuments(for: knowledgeBase)
        self.init(documents: documents, postings: FullTextScorer.postings(for: fields))
    }

    /// Assembles an index from documents and postings already built (tests, the cache).
    init(documents: [SearchDocument], postings: [String: [Int32]]) {
        self.documents = documents
        self.profiles = documents.map { $0.isAPI ? NameProfile(id: $0.id, name: $0.name, aliases: $0.aliases) : nil }
        self.postings = postings
        self.vocabulary = postings.keys.sorted()
        var nameWords = Set<String>()
        for profile in profiles.compactMap({ $0 }) {
            nameWords.formUnion(profile.nameWords)
            nameWords.formUnion(profile.labelWords)
        }
        var synonyms: [String: [String]] = [:]
        for (word, terms) in SynonymTable.entries {
            let used = terms.filter { postings[$0] != nil || nameWords.contains($0) }
            if !used.isEmpty { synonyms[word] = used }
        }
        self.synonyms = synonyms
    }
}
