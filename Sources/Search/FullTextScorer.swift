import Foundation

/// Builds BM25 postings: for every term, the documents holding it and the whole-number points
/// the term earns there. Points are fixed at build time, so the page script only adds integers.
enum FullTextScorer {
    /// The text of one document, split into a boosted title field and a body.
    struct Fields {
        /// Name, id, aliases or heading.
        var title: String
        /// Summary, discussion, parameters or section text.
        var body: String
    }

    /// Postings as flat `[document, points, document, points, …]` lists, documents ascending.
    ///
    /// A term's frequency is `titleWeight × title count + body count` and the document length is
    /// weighted the same way (a one-field form of BM25F), so a heading word outweighs five
    /// mentions in the text.
    static func postings(for documents: [Fields]) -> [String: [Int32]] {
        typealias W = RankingWeights
        var frequencies: [[String: Int]] = []
        var lengths: [Int] = []
        frequencies.reserveCapacity(documents.count)
        for fields in documents {
            var counts: [String: Int] = [:]
            let titleTerms = TextTokenizer.terms(fields.title)
            let bodyTerms = TextTokenizer.terms(fields.body)
            for term in titleTerms { counts[term, default: 0] += W.titleWeight }
            for term in bodyTerms { counts[term, default: 0] += 1 }
            frequencies.append(counts)
            lengths.append(W.titleWeight * titleTerms.count + bodyTerms.count)
        }
        let documentCount = Double(max(documents.count, 1))
        let averageLength = max(Double(lengths.reduce(0, +)) / documentCount, 1)
        var documentFrequency: [String: Int] = [:]
        for counts in frequencies { for term in counts.keys { documentFrequency[term, default: 0] += 1 } }
        var postings: [String: [Int32]] = [:]
        for (document, counts) in frequencies.enumerated() {
            let norm = W.bm25K1 * (1 - W.bm25B + W.bm25B * Double(lengths[document]) / averageLength)
            for (term, count) in counts {
                let holders = Double(documentFrequency[term]!)
                let idf = log(1 + (documentCount - holders + 0.5) / (holders + 0.5))
                let frequency = Double(count)
                let points = Int((W.bm25Scale * idf * frequency * (W.bm25K1 + 1) / (frequency + norm)).rounded())
                guard points > 0 else { continue }
                postings[term, default: []].append(contentsOf: [Int32(document), Int32(points)])
            }
        }
        return postings
    }
}
