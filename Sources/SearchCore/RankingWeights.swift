/// The constants of the ranking, in whole points. docs/search-ranking.md explains each one.
///
/// The query-time ones are variables only so that `scripts/search-tune` can try other values in
/// the page's engine (`panes_set_weight`) without rebuilding it; nothing else writes them.
package enum RankingWeights {
    /// The query is the API's id or name.
    nonisolated(unsafe) static var exactName = 10_000
    /// The query is one of the API's aliases (`.sheet(item:)`).
    nonisolated(unsafe) static var exactAlias = 9_500
    /// A typed symbol (`NavigationSplitView(columnVisibility:)`) names the API; minus `extraLabel` per label it leaves out.
    nonisolated(unsafe) static var symbolSpelling = 9_000
    /// First word is the base name, the other words are argument labels (`sheet item`).
    nonisolated(unsafe) static var baseAndLabels = 8_500
    /// The query is the base name (`sheet`, `detailOnly`); minus `extraLabel` per label.
    nonisolated(unsafe) static var exactBase = 8_000
    /// The query is the owner type (`NavigationPath` for `NavigationPath.append(_:)`); minus `extraLabel` per label.
    nonisolated(unsafe) static var exactOwner = 7_000
    /// The name or base starts with the query; plus up to `coverage` for how much of it the query covers.
    nonisolated(unsafe) static var prefix = 6_000
    /// The query is made of prefixes of the name's camel-case words in order (`splitview`, `nsv`); plus coverage.
    nonisolated(unsafe) static var camelCase = 5_000
    /// The query is the name or base with typos; minus `perTypo` per typo.
    nonisolated(unsafe) static var typoName = 3_000
    /// The query is the start of the name with typos; minus `perTypo` per typo, plus coverage.
    nonisolated(unsafe) static var typoPrefix = 2_000
    /// Scale of the coverage bonus: `coverage × query length / name length`.
    nonisolated(unsafe) static var coverage = 1_000
    /// Taken off per typo.
    nonisolated(unsafe) static var perTypo = 500
    /// Taken off per argument label the query did not name, so shorter signatures come first.
    nonisolated(unsafe) static var extraLabel = 40
    /// Each query word that is a word of the API's name.
    nonisolated(unsafe) static var nameWord = 300
    /// Added when that word is the whole name of a top-level API or the type of an initializer
    /// (`inspector` in `inspector pane`), not just one of its camel-case words.
    nonisolated(unsafe) static var wholeWord = 300
    /// Each query word that is an argument label, a misspelt name word, or has a synonym in the name.
    nonisolated(unsafe) static var weakNameWord = 150
    /// Added when a name rule matched and the query, in its own case, is the base as the id
    /// writes it: Swift names are case-sensitive, so `navigationSplitViewStyle` is the modifier
    /// and `NavigationSplitViewStyle` the type, though both lowercase alike.
    nonisolated(unsafe) static var exactCase = 2_500
    /// Added when a name rule matched and the query, typed in mixed case but not exactly the base,
    /// starts with a letter of the base's case (`NavgationSplitViewStyle` for the type).
    nonisolated(unsafe) static var firstLetterCase = 300
    /// Taken off `exactBase`, the prefix rule and the typo rules for a member of a type, so `popover` (or `popovr`) finds the modifier before `PresentationAdaptation.popover`.
    nonisolated(unsafe) static var ownedBase = 500
    /// Added to a documented API that some name rule or name word matched, so an entry beats an inferred
    /// spelling of the same name whose empty text scores higher on BM25 length normalisation.
    nonisolated(unsafe) static var documented = 200
    /// Added to the first of a name's overloads in the reference (`DocumentMaker.familyLeads`)
    /// when a name rule or name word matched, so `popover` finds the form written first. 75, not the
    /// earlier 150, since the reference gained 30 entries: at 150 a family's first form beat the
    /// member a query named (second fresh set 84.8% top 1, 85.9% at 75; no tuning set is lower).
    nonisolated(unsafe) static var familyLead = 75
    /// Taken off a deprecated API's total (never below 1), so current forms come first.
    nonisolated(unsafe) static var deprecated = 400
    /// An inferred API (a name the content uses but documents nowhere) has no text of its own:
    /// its total is divided by this, so a stub cannot outrank the entries and sections that explain it.
    nonisolated(unsafe) static var inferredDivisor = 2
    /// The query is a name from another framework or older SwiftUI (`UISplitViewController`) that
    /// `OtherNameTable` maps to the API.
    nonisolated(unsafe) static var otherNameExact = 9_000
    /// A word or a pair of adjacent words of the query is such a name (`action sheet` in `an action sheet on iPad`).
    nonisolated(unsafe) static var otherNameWord = 1_500
    /// Taken off for each place an API stands after the first in a name's `OtherNameTable` list.
    nonisolated(unsafe) static var otherNameOrder = 100
    /// An article or section heading holds a subject word of the query.
    nonisolated(unsafe) static var titleWord = 400
    /// A section's article title holds a subject word of the query, or the heading holds a synonym of it.
    nonisolated(unsafe) static var articleWord = 200
    /// Every subject word of the query is in the heading or the article title.
    nonisolated(unsafe) static var titleWhole = 600
    /// The query's subject words are exactly the heading's (`split view` for `Split views`): as
    /// strong as a camel-case match of an API name, so the page stands among the names.
    nonisolated(unsafe) static var titleExact = 5_000
    /// The query asks for a comparison and the heading offers a choice (`Which presentation?`).
    nonisolated(unsafe) static var choiceHeading = 3_000
    /// The query asks for a page (`docs`, `guide`) and an article's title holds a subject word.
    nonisolated(unsafe) static var pageIntent = 1_000
    /// A query word names a platform or size class (`iphone`, `compact`) that one of the API's
    /// platform-behaviour rows is about.
    nonisolated(unsafe) static var platformRow = 300
    /// Coverage: with at least `coverageMinimumWords` distinct subject words, a document's score
    /// is scaled by `(coverageDamping + words it holds) / (coverageDamping + words)`, so what
    /// holds more of a task's words rises over a name that matches one of them. The damping keeps
    /// one missing word from outweighing a strong name.
    nonisolated(unsafe) static var coverageMinimumWords = 2
    nonisolated(unsafe) static var coverageDamping = 8
    /// Full-text scores of typo and synonym expansions are divided by this.
    nonisolated(unsafe) static var expansionDivisor = 2
    /// BM25 parameters and the title-field boost; BM25 points are `round(100 × bm25)`.
    package static let bm25K1 = 1.2
    package static let bm25B = 0.75
    package static let titleWeight = 5
    package static let bm25Scale = 100.0

    /// The query-time weights by name, in the order this file gives them (the tuning script lists
    /// and changes them through the page's engine).
    static var named: [(name: String, value: Int)] {
        [
            ("exactName", exactName),
            ("exactAlias", exactAlias),
            ("symbolSpelling", symbolSpelling),
            ("baseAndLabels", baseAndLabels),
            ("exactBase", exactBase),
            ("exactOwner", exactOwner),
            ("prefix", prefix),
            ("camelCase", camelCase),
            ("typoName", typoName),
            ("typoPrefix", typoPrefix),
            ("coverage", coverage),
            ("perTypo", perTypo),
            ("extraLabel", extraLabel),
            ("nameWord", nameWord),
            ("wholeWord", wholeWord),
            ("weakNameWord", weakNameWord),
            ("exactCase", exactCase),
            ("firstLetterCase", firstLetterCase),
            ("ownedBase", ownedBase),
            ("documented", documented),
            ("familyLead", familyLead),
            ("deprecated", deprecated),
            ("inferredDivisor", inferredDivisor),
            ("otherNameExact", otherNameExact),
            ("otherNameWord", otherNameWord),
            ("otherNameOrder", otherNameOrder),
            ("titleWord", titleWord),
            ("articleWord", articleWord),
            ("titleWhole", titleWhole),
            ("titleExact", titleExact),
            ("choiceHeading", choiceHeading),
            ("pageIntent", pageIntent),
            ("platformRow", platformRow),
            ("coverageMinimumWords", coverageMinimumWords),
            ("coverageDamping", coverageDamping),
            ("expansionDivisor", expansionDivisor),
        ]
    }

    /// Sets the query-time weight called `name`; false when there is none.
    static func set(_ name: String, to value: Int) -> Bool {
        switch name {
        case "exactName": exactName = value
        case "exactAlias": exactAlias = value
        case "symbolSpelling": symbolSpelling = value
        case "baseAndLabels": baseAndLabels = value
        case "exactBase": exactBase = value
        case "exactOwner": exactOwner = value
        case "prefix": prefix = value
        case "camelCase": camelCase = value
        case "typoName": typoName = value
        case "typoPrefix": typoPrefix = value
        case "coverage": coverage = value
        case "perTypo": perTypo = value
        case "extraLabel": extraLabel = value
        case "nameWord": nameWord = value
        case "wholeWord": wholeWord = value
        case "weakNameWord": weakNameWord = value
        case "exactCase": exactCase = value
        case "firstLetterCase": firstLetterCase = value
        case "ownedBase": ownedBase = value
        case "documented": documented = value
        case "familyLead": familyLead = value
        case "deprecated": deprecated = value
        case "inferredDivisor": inferredDivisor = value
        case "otherNameExact": otherNameExact = value
        case "otherNameWord": otherNameWord = value
        case "otherNameOrder": otherNameOrder = value
        case "titleWord": titleWord = value
        case "articleWord": articleWord = value
        case "titleWhole": titleWhole = value
        case "titleExact": titleExact = value
        case "choiceHeading": choiceHeading = value
        case "pageIntent": pageIntent = value
        case "platformRow": platformRow = value
        case "coverageMinimumWords": coverageMinimumWords = value
        case "coverageDamping": coverageDamping = value
        case "expansionDivisor": expansionDivisor = value
        default: return false
        }
        return true
    }
}
