/// What the title rules compare a query with, for an article or a section: the stemmed words of
/// its heading and of the article it belongs to. The page script derives the same profile from
/// the same two fields (`name`, `title`). A heading with "platform" in it (`Behaviour by
/// platform`) holds every platform word a query may use.
struct TitleProfile: Sendable {
    /// Stemmed terms of the heading (a section's own heading, an article's title).
    var headingTerms: Set<String>
    /// Stemmed terms of the article a section belongs to (empty for an article).
    var articleTerms: Set<String>
    /// Whether the heading offers a choice (`Which presentation?`, `Inspector or split view
    /// column?`, `Item-driven presentation over Booleans`), which answers a comparison.
    var isChoice: Bool
    /// Whether the document is a whole article rather than one section.
    var isArticle: Bool
    /// How many distinct stemmed words without stop words the heading has (`Split views` → 2),
    /// counted up to 35 (one base-36 digit in the page's data): a query with that many subject
    /// words, all of them heading terms, names the page as an exact name names an API.
    var subjectCount: Int

    /// Builds the profile of an article (`heading` is its title) or a section.
    init(heading: String, articleTitle: String?) {
        headingTerms = Set(TextTokenizer.terms(heading))
        articleTerms = articleTitle.map { Set(TextTokenizer.terms($0)) } ?? []
        isChoice = TextTokenizer.words(heading).contains(where: Self.choiceWords.contains)
        isArticle = articleTitle == nil
        subjectCount = min(35, Set(TextTokenizer.words(heading).map(TextTokenizer.stem)).subtracting(SearchQuery.stopWords).count)
    }

    /// Heading words that offer a choice between things.
    static let choiceWords: Set<String> = ["which", "or", "vs", "versus", "over", "instead", "choosing", "choose", "choice"]
}

/// The title rules of docs/search-ranking.md: how well a query names an article or a section.
/// Sections and guides compete with APIs here on their own merit: a heading that holds the
/// query's subject words, or a choice heading for a comparison, is as good an answer as a name.
enum TitleScorer {
    /// Points for `query` against one article or section, 0 when nothing matches.
    static func score(_ query: SearchQuery, _ profile: TitleProfile, synonyms: [String: [String]]) -> Int {
        typealias W = RankingWeights
        var points = 0
        var matched = 0
        for stem in query.contentStems where stem.unicodeScalars.count >= 2 {
            if profile.headingTerms.contains(stem)
                || (SearchQuery.platformWordStems.contains(stem) && profile.headingTerms.contains("platform"))
            {
                points += W.titleWord
            } else if profile.articleTerms.contains(stem) {
                points += W.articleWord
            } else if let terms = synonyms[stem], terms.contains(where: profile.headingTerms.contains) {
                points += W.articleWord
            } else {
                continue
            }
            matched += 1
        }
        let subjectCount = query.contentStems.filter { $0.unicodeScalars.count >= 2 }.count
        guard matched > 0 else { return 0 }
        if matched == subjectCount { points += W.titleWhole }
        let subjects = Set(query.contentStems)
        if subjects.count == profile.subjectCount, subjects.allSatisfy(profile.headingTerms.contains) { points += W.titleExact }
        if query.intents.contains(.comparison), profile.isChoice { points += W.choiceHeading }
        if query.intents.contains(.page), profile.isArticle { points += W.pageIntent }
        return points
    }
}
