import KnowledgeBase
@_exported import SearchCore

extension SearchIndex {
    /// Ranking order of kinds on equal scores: API kinds first (in `APIKind` order), then
    /// articles, then sections.
    static let kindOrder: [String] = APIKind.allCases.map(\.rawValue) + ["article", "section"]

    /// Indexes every API, article and section of `knowledgeBase`.
    public init(knowledgeBase: KnowledgeBase) {
        self.init(knowledgeBase: knowledgeBase, termShardBytes: IndexParts.termShardBytes)
    }

    /// Indexes `knowledgeBase` with terms parts of about `termShardBytes` each (tests split a
    /// small base into several).
    package init(knowledgeBase: KnowledgeBase, termShardBytes: Int) {
        let (documents, fields, headingTerms) = DocumentMaker.makeDocuments(for: knowledgeBase)
        var headingPostings: [String: [Int32]] = [:]
        for (document, terms) in headingTerms.enumerated() {
            for term in terms { headingPostings[term, default: []].append(Int32(document)) }
        }
        let postings = FullTextScorer.postings(for: fields)
        self.init(
            documents: documents, kindOrder: Self.kindOrder, postings: postings, headingPostings: headingPostings,
            termShardCount: IndexParts.termShardCount(postings: postings, termShardBytes: termShardBytes))
    }
}
