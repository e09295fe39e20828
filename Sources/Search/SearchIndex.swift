import KnowledgeBase

/// The search engine over a knowledge base: every API (documented and inferred), every article
/// and every article section, ranked by the rules in docs/search-ranking.md.
///
/// The CLI searches it directly; the site ships `scriptData` and `pageScript` so a page ranks
/// exactly the same way in the browser.
public struct SearchIndex: Sendable {
    /// The searchable documents; postings refer to them by position.
    let documents: [SearchDocument]
    /// Each document's `kindRank`, worked out once: the sort compares them often.
    let kindRanks: [Int]
    /// Name profiles, parallel to `documents`; nil for articles and sections.
    let profiles: [NameProfile?]
    /// Term → flat `[document, points, …]`, documents ascending.
    let postings: [String: [Int32]]
    /// Every term, sorted, for typo expansion.
    let vocabulary: [String]
    /// Query word → content terms, only terms the content uses.
    let synonyms: [String: [String]]
    /// Heading term → the articles and sections whose heading holds it, ascending.
    let headingPostings: [String: [Int32]]
    /// Article document → its sections' documents, in order (sections follow their article).
    let sectionsOfArticle: [Int: [Int]]
    /// Other framework's name → the documents (by position) `OtherNameTable` maps it to; only
    /// names with at least one document in this index.
    let otherNames: [String: [Int]]

    /// Indexes every API, article and section of `knowledgeBase`.
    public init(knowledgeBase: KnowledgeBase) {
        let (documents, fields, headingTerms) = DocumentMaker.makeDocuments(for: knowledgeBase)
        var headingPostings: [String: [Int32]] = [:]
        for (document, terms) in headingTerms.enumerated() {
            for term in terms { headingPostings[term, default: []].append(Int32(document)) }
        }
        self.init(documents: documents, postings: FullTextScorer.postings(for: fields), headingPostings: headingPostings)
    }

    /// Assembles an index from documents and postings already built (tests, the cache).
    init(documents: [SearchDocument], postings: [String: [Int32]], headingPostings: [String: [Int32]]) {
        self.documents = documents
        self.kindRanks = documents.map(\.kindRank)
        self.profiles = documents.map { $0.isAPI ? NameProfile(id: $0.id, name: $0.name, aliases: $0.aliases) : nil }
        self.headingPostings = headingPostings
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
        self.postings = postings
        self.vocabulary = postings.keys.sorted()
        var nameWords = Set<String>()
        for profile in profiles.compactMap({ $0 }) {
            nameWords.formUnion(profile.nameWords)
            nameWords.formUnion(profile.labelWords)
        }
        // The table is written in plain words; both sides of it are stemmed as query and
        // content words are (two keys may stem alike: their terms merge, sorted).
        var synonyms: [String: Set<String>] = [:]
        for (word, terms) in SynonymTable.entries {
            for term in terms.map(TextTokenizer.stem) where postings[term] != nil || nameWords.contains(term) {
                synonyms[TextTokenizer.stem(word), default: []].insert(term)
            }
        }
        self.synonyms = synonyms.mapValues { $0.sorted() }
        var positions: [String: Int] = [:]
        for (position, document) in documents.enumerated() { positions[document.id] = position }
        var otherNames: [String: [Int]] = [:]
        for (name, ids) in OtherNameTable.entries {
            let found = ids.compactMap { positions[$0] }
            if !found.isEmpty { otherNames[name] = found }
        }
        self.otherNames = otherNames
    }

    /// The articles and sections whose heading holds `term`.
    func headingDocuments(_ term: String) -> [Int32] {
        headingPostings[term] ?? []
    }
}
