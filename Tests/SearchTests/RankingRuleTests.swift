import Testing

@testable import Search

/// One test per ranking rule of docs/search-ranking.md, on the built-in content.
@Suite struct RankingRuleTests {
    let index = TestContent.index

    func top(_ query: String, kind: String? = nil) -> String? {
        index.search(query).first { kind == nil || $0.kind == kind }?.id
    }

    @Test func exactNameComesFirst() {
        #expect(top("NavigationSplitView") == "NavigationSplitView")
        #expect(index.search("NavigationSplitView")[0].score >= RankingWeights.exactName)
    }

    @Test func prefixMatches() { #expect(top("NavigationSpl") == "NavigationSplitView") }

    @Test func camelCaseWordsAndInitials() {
        #expect(top("splitview") == "NavigationSplitView")
        #expect(top("nsv") == "NavigationSplitView")
        #expect(NameScorer.camelMatches(Array("nsvv".utf8), ["navigation", "split", "view", "visibility"].map { Array($0.utf8) }))
        #expect(!NameScorer.camelMatches(Array("vsn".utf8), ["navigation", "split", "view"].map { Array($0.utf8) }))
    }

    @Test func argumentLabelsTypedOrSpaced() {
        #expect(top("sheet item") == "sheet(item:onDismiss:content:)")
        #expect(top(".sheet(item:)") == "sheet(item:onDismiss:content:)")
        #expect(top("NavigationSplitView(columnVisibility:)") == "NavigationSplitView.init(columnVisibility:sidebar:detail:)")
    }

    @Test func typosScaleWithWordLength() {
        #expect(top("inspecter") == "inspector(isPresented:content:)")
        #expect(top("navigaton stack") == "NavigationStack")
        #expect(EditDistance.allowedTypos(forLength: 3) == 0)
        #expect(EditDistance.allowedTypos(forLength: 7) == 1)
        #expect(EditDistance.allowedTypos(forLength: 8) == 2)
        #expect(EditDistance.distance("navigaiton", "navigation", limit: 2) == 1)
        #expect(EditDistance.distance("abc", "xyz", limit: 1) == 2)
    }

    @Test func shortWordsAreNotStopWords() {
        #expect(!index.search("if").isEmpty)
        #expect(index.search("item").contains { $0.id == "sheet(item:onDismiss:content:)" })
    }

    @Test func fullTextFindsSectionsByHeading() {
        #expect(index.search("review checklist").first?.id == "patterns.md#review-checklist")
    }

    @Test func synonymsLeadTasksToAPIs() {
        #expect(top("hide sidebar") == "NavigationSplitViewVisibility.detailOnly")
        #expect(index.synonyms["hide"]?.contains("detailonly") == true)
    }

    @Test func documentedAPIsBeatInferredOnesOfTheSameName() {
        #expect(top("callAsFunction") == "DismissAction.callAsFunction()")
        #expect(top("presentationCompactAdaptation") == "presentationCompactAdaptation(_:)")
    }

    @Test func membersYieldToTopLevelSymbolsOfTheSameBase() {
        #expect(top("popover")?.hasPrefix("popover(") == true)
    }

    @Test func deprecatedAPIsRankBelowCurrentOnes() {
        let ids = index.search("alert item").map(\.id)
        #expect(ids.firstIndex(of: "alert(_:item:actions:message:)")! < ids.firstIndex(of: "alert(item:content:)")!)
    }

    @Test func orderIsDeterministic() {
        let hits = index.search("column", limit: 100)
        for (left, right) in zip(hits, hits.dropFirst()) { #expect(left.score >= right.score) }
        #expect(hits == index.search("column", limit: 100))
    }

    @Test func kindFilterAndLimit() {
        let hits = index.search("sidebar", kind: .property, limit: 2)
        #expect(hits.count == 2 && hits.allSatisfy { $0.kind == "property" })
    }

    @Test func suggestionsOfferNearNames() {
        #expect(index.suggestions(for: "NavigationSplitVeiw").first == "NavigationSplitView")
    }

    @Test func cacheRoundTripsTheIndex() throws {
        let decoded = try #require(SearchIndexCoder.decode(SearchIndexCoder.encode(index)))
        #expect(decoded.documents == index.documents)
        #expect(decoded.postings == index.postings)
        #expect(SearchIndexCoder.decode(SearchIndexCoder.encode(index).dropLast()) == nil)
    }
}
