/// What the title rules read from a heading (an article's title or a section's heading), once,
/// when the index is built: its terms (kept in the index as heading postings), whether it offers
/// a choice, and how many subject words it has.
package struct HeadingFacts: Sendable {
    /// Stemmed terms of the heading, sorted.
    package var terms: [String]
    /// Whether the heading offers a choice (`Which presentation?`, `Inspector or split view
    /// column?`, `Item-driven presentation over Booleans`), which answers a comparison.
    package var isChoice: Bool
    /// How many distinct stemmed words without stop words the heading has (`Split views` → 2),
    /// counted up to 35 (one base-36 digit in the page's data): a query with that many subject
    /// words, all of them heading terms, names the page as an exact name names an API.
    package var subjectCount: Int

    /// Reads `heading`.
    package init(heading: String) {
        terms = Set(TextTokenizer.terms(heading)).sorted()
        let words = TextTokenizer.words(heading)
        isChoice = words.contains(where: Self.choiceWords.contains)
        var subjects = Set<String>()
        for word in words {
            let stem = TextTokenizer.stem(word)
            if !SearchQuery.stopWords.contains(stem) { subjects.insert(stem) }
        }
        subjectCount = min(35, subjects.count)
    }

    /// Heading words that offer a choice between things.
    static let choiceWords: Set<String> = ["which", "or", "vs", "versus", "over", "instead", "choosing", "choose", "choice"]
}

/// The title rules of docs/search-ranking.md: how well a query names an article or a section.
/// Sections and guides compete with APIs here on their own merit: a heading that holds the
/// query's subject words, or a choice heading for a comparison, is as good an answer as a name.
///
/// They read the index's heading postings (term → the articles and sections whose heading holds
/// it), so only documents whose heading shares a word with the query are visited (and a page
/// loads only those words' terms parts).
enum TitleScorer {
    /// Adds the title points of every article and section to `scores`.
    static func addScores(_ query: SearchQuery, _ index: SearchIndex, to scores: inout [Int], _ missing: inout MissingParts) {
        typealias W = RankingWeights
        var points: [Int: Int] = [:]
        var matched: [Int: Int] = [:]
        var direct: [Int: Int] = [:]
        var subjectCount = 0
        for word in query.contentStems {
            let headings = index.headingDocuments(word, &missing)
            for document in headings { direct[Int(document), default: 0] += 1 }
            guard word.unicodeScalars.count >= 2 else { continue }
            subjectCount += 1
            // Each document counts once per word, by the first rule that finds it: its own
            // heading (a heading with "platform" holds every platform word), its article's
            // title, a synonym in its heading.
            var credited = Set<Int>()
            func credit(_ document: Int, _ value: Int) {
                guard credited.insert(document).inserted else { return }
                points[document, default: 0] += value
                matched[document, default: 0] += 1
            }
            for document in headings { credit(Int(document), W.titleWord) }
            if SearchQuery.platformWordStems.contains(word) {
                for document in index.headingDocuments("platform", &missing) { credit(Int(document), W.titleWord) }
            }
            for article in headings {
                for section in index.sectionsOfArticle[Int(article)] ?? [] { credit(section, W.articleWord) }
            }
            for term in index.synonyms[word] ?? [] {
                for document in index.headingDocuments(term, &missing) { credit(Int(document), W.articleWord) }
            }
        }
        let subjects = query.contentStems.count
        for (document, count) in matched {
            var value = points[document] ?? 0
            let facts = index.documents[document]
            if count == subjectCount { value += W.titleWhole }
            if subjects == facts.subjectCount, direct[document] == subjects { value += W.titleExact }
            if query.intents.contains(.comparison), facts.isChoiceHeading { value += W.choiceHeading }
            if query.intents.contains(.page), facts.kind == "article" { value += W.pageIntent }
            scores[document] += value
        }
    }
}
