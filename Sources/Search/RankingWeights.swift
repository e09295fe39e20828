/// The constants of the ranking, in whole points. docs/search-ranking.md explains each one;
/// the page script receives them in the index data so both sides always agree.
enum RankingWeights {
    /// The query is the API's id or name.
    static let exactName = 10_000
    /// The query is one of the API's aliases (`.sheet(item:)`).
    static let exactAlias = 9_500
    /// A typed symbol (`NavigationSplitView(columnVisibility:)`) names the API; minus `extraLabel` per label it leaves out.
    static let symbolSpelling = 9_000
    /// First word is the base name, the other words are argument labels (`sheet item`).
    static let baseAndLabels = 8_500
    /// The query is the base name (`sheet`, `detailOnly`); minus `extraLabel` per label.
    static let exactBase = 8_000
    /// The query is the owner type (`NavigationPath` for `NavigationPath.append(_:)`); minus `extraLabel` per label.
    static let exactOwner = 7_000
    /// The name or base starts with the query; plus up to `coverage` for how much of it the query covers.
    static let prefix = 6_000
    /// The query is made of prefixes of the name's camel-case words in order (`splitview`, `nsv`); plus coverage.
    static let camelCase = 5_000
    /// The query is the name or base with typos; minus `perTypo` per typo.
    static let typoName = 3_000
    /// The query is the start of the name with typos; minus `perTypo` per typo, plus coverage.
    static let typoPrefix = 2_000
    /// Scale of the coverage bonus: `coverage × query length / name length`.
    static let coverage = 1_000
    /// Taken off per typo.
    static let perTypo = 500
    /// Taken off per argument label the query did not name, so shorter signatures come first.
    static let extraLabel = 40
    /// Each query word that is a word of the API's name.
    static let nameWord = 300
    /// Added when that word is the whole name of a top-level API or the type of an initializer
    /// (`inspector` in `inspector pane`), not just one of its camel-case words.
    static let wholeWord = 300
    /// Each query word that is an argument label, a misspelt name word, or has a synonym in the name.
    static let weakNameWord = 150
    /// Added when a name rule matched and the query, in its own case, is the base as the id
    /// writes it: Swift names are case-sensitive, so `navigationSplitViewStyle` is the modifier
    /// and `NavigationSplitViewStyle` the type, though both lowercase alike.
    static let exactCase = 2_500
    /// Added when a name rule matched and the query, typed in mixed case but not exactly the base,
    /// starts with a letter of the base's case (`NavgationSplitViewStyle` for the type).
    static let firstLetterCase = 300
    /// Taken off `exactBase`, the prefix rule and the typo rules for a member of a type, so `popover` (or `popovr`) finds the modifier before `PresentationAdaptation.popover`.
    static let ownedBase = 500
    /// Added to a documented API that some name rule or name word matched, so an entry beats an inferred
    /// spelling of the same name whose empty text scores higher on BM25 length normalisation.
    static let documented = 200
    /// Added to the first of a name's overloads in the reference (`DocumentMaker.familyLeads`)
    /// when a name rule or name word matched, so `popover` finds the form written first. 75, not the
    /// earlier 150, since the reference gained 30 entries: at 150 a family's first form beat the
    /// member a query named (second fresh set 84.8% top 1, 85.9% at 75; no tuning set is lower).
    static let familyLead = 75
    /// Taken off a deprecated API's total (never below 1), so current forms come first.
    static let deprecated = 400
    /// An inferred API (a name the content uses but documents nowhere) has no text of its own:
    /// its total is divided by this, so a stub cannot outrank the entries and sections that explain it.
    static let inferredDivisor = 2
    /// The query is a name from another framework or older SwiftUI (`UISplitViewController`) that
    /// `OtherNameTable` maps to the API.
    static let otherNameExact = 9_000
    /// A word or a pair of adjacent words of the query is such a name (`action sheet` in `an action sheet on iPad`).
    static let otherNameWord = 1_500
    /// Taken off for each place an API stands after the first in a name's `OtherNameTable` list.
    static let otherNameOrder = 100
    /// An article or section heading holds a subject word of the query.
    static let titleWord = 400
    /// A section's article title holds a subject word of the query, or the heading holds a synonym of it.
    static let articleWord = 200
    /// Every subject word of the query is in the heading or the article title.
    static let titleWhole = 600
    /// The query's subject words are exactly the heading's (`split view` for `Split views`): as
    /// strong as a camel-case match of an API name, so the page stands among the names.
    static let titleExact = 5_000
    /// The query asks for a comparison and the heading offers a choice (`Which presentation?`).
    static let choiceHeading = 3_000
    /// The query asks for a page (`docs`, `guide`) and an article's title holds a subject word.
    static let pageIntent = 1_000
    /// A query word names a platform or size class (`iphone`, `compact`) that one of the API's
    /// platform-behaviour rows is about.
    static let platformRow = 300
    /// Coverage: with at least `coverageMinimumWords` distinct subject words, a document's score
    /// is scaled by `(coverageDamping + words it holds) / (coverageDamping + words)`, so what
    /// holds more of a task's words rises over a name that matches one of them. The damping keeps
    /// one missing word from outweighing a strong name.
    static let coverageMinimumWords = 2
    static let coverageDamping = 8
    /// Full-text scores of typo and synonym expansions are divided by this.
    static let expansionDivisor = 2
    /// BM25 parameters and the title-field boost; BM25 points are `round(100 × bm25)`.
    static let bm25K1 = 1.2
    static let bm25B = 0.75
    static let titleWeight = 5
    static let bm25Scale = 100.0
}
