import Foundation
import KnowledgeBase

/// Builds BM25 postings: for every term, the documents holding it and the whole-number points
/// the term earns there. Points are fixed at build time, so ranking only adds integers.
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
        // Each document's term counts are kept as flat (term number, count) pairs rather than one
        // dictionary per document: on a ten-thousand-page corpus the dictionaries took ~100 MB.
        var termNumbers: [String: Int32] = [:]
        var terms: [String] = []
        var documentFrequency: [Int32] = []
        var pairTerms: [Int32] = []
        var pairCounts: [Int32] = []
        var pairStarts: [Int] = [0]
        var lengths: [Int] = []
        // Tokenizing is the costly part and runs on every core, a batch at a time so that only
        // one batch of per-document dictionaries is alive at once.
        let batchSize = 2048
        for batchStart in stride(from: 0, to: documents.count, by: batchSize) {
            let batch = Array(documents[batchStart..<min(batchStart + batchSize, documents.count)])
            for (counts, length) in ParallelMap.map(batch, termCounts) {
                for (term, count) in counts {
                    let number: Int32
                    if let known = termNumbers[term] {
                        number = known
                    } else {
                        number = Int32(terms.count)
                        termNumbers[term] = number
                        terms.append(term)
                        documentFrequency.append(0)
                    }
                    documentFrequency[Int(number)] += 1
                    pairTerms.append(number)
                    pairCounts.append(Int32(count))
                }
                pairStarts.append(pairTerms.count)
                lengths.append(length)
            }
        }
        let documentCount = Double(max(documents.count, 1))
        let averageLength = max(Double(lengths.reduce(0, +)) / documentCount, 1)
        var postings: [String: [Int32]] = [:]
        for document in documents.indices {
            let norm = W.bm25K1 * (1 - W.bm25B + W.bm25B * Double(lengths[document]) / averageLength)
            for pair in pairStarts[document]..<pairStarts[document + 1] {
                let number = Int(pairTerms[pair])
                let holders = Double(documentFrequency[number])
                let idf = log(1 + (documentCount - holders + 0.5) / (holders + 0.5))
                let frequency = Double(pairCounts[pair])
                let points = Int((W.bm25Scale * idf * frequency * (W.bm25K1 + 1) / (frequency + norm)).rounded())
                guard points > 0 else { continue }
                postings[terms[number], default: []].append(contentsOf: [Int32(document), Int32(points)])
            }
        }
        return postings
    }

    /// One document's weighted term counts (title terms count `titleWeight` times) and its length.
    private static func termCounts(_ fields: Fields) -> ([String: Int], Int) {
        typealias W = RankingWeights
        var counts: [String: Int] = [:]
        let titleTerms = TextTokenizer.terms(fields.title)
        let bodyTerms = TextTokenizer.terms(fields.body)
        for term in titleTerms { counts[term, default: 0] += W.titleWeight }
        for term in bodyTerms { counts[term, default: 0] += 1 }
        return (counts, W.titleWeight * titleTerms.count + bodyTerms.count)
    }
}
