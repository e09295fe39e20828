import KnowledgeBase
import Testing

@testable import Search
@testable import SearchCore

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

    /// A camel-case fragment from inside a name (not its start) finds the names that hold it,
    /// and never outranks a name it matches exactly or from the start.
    @Test func aFragmentFromInsideANameFindsIt() {
        #expect(top("CompactAdaptation") == "presentationCompactAdaptation(_:)")
        #expect(index.search("ColumnWidth").prefix(4).allSatisfy { $0.id.contains("ColumnWidth") })
        #expect(index.search("BackgroundInteraction").prefix(2).map(\.id).contains("presentationBackgroundInteraction(_:)"))
        #expect(top("DragIndicator") == "presentationDragIndicator(_:)")
        // `inspector` is a name of its own and the start of others: those come first.
        #expect(index.search("inspector").prefix(3).allSatisfy { $0.id.lowercased().hasPrefix("inspector") })
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
        #expect(index.synonyms[TextTokenizer.stem("hide")]?.contains("detailonly") == true)
    }

    @Test func documentedAPIsBeatInferredOnesOfTheSameName() {
        #expect(top("callAsFunction") == "DismissAction.callAsFunction()")
        #expect(top("presentationCompactAdaptation") == "presentationCompactAdaptation(_:)")
    }

    @Test func membersYieldToTopLevelSymbolsOfTheSameBase() {
        #expect(index.search("popover").first { $0.id == "PresentationAdaptation.popover" } != nil)
        #expect(top("popover")?.hasPrefix("popover(") == true)
        // Misspelt as well: a typo must not change which of the two comes first.
        #expect(top("popovr")?.hasPrefix("popover(") == true)
        #expect(top("sheeet")?.hasPrefix("sheet(") == true)
        #expect(top("detail") == "NavigationSplitViewColumn.detail")
        #expect(top("deatil") == "NavigationSplitViewColumn.detail")
        #expect(top("fullScreenCove")?.hasPrefix("fullScreenCover(") == true)
    }

    /// Swift names are case-sensitive: a modifier and a type that lowercase alike are told apart
    /// by the case the query is typed in.
    @Test func theCaseTypedTellsAModifierFromATypeOfTheSameName() {
        #expect(top("navigationSplitViewStyle") == "navigationSplitViewStyle(_:)")
        #expect(top("NavigationSplitViewStyle") == "NavigationSplitViewStyle")
        #expect(top(".presentationSizing") == "presentationSizing(_:)")
        #expect(top("PresentationSizing") == "PresentationSizing")
        #expect(top("navigationsplitviewstyle") == "NavigationSplitViewStyle")
        // Misspelt, the first letter's case still tells them apart.
        #expect(top("NavgationSplitViewStyle") == "NavigationSplitViewStyle")
        #expect(top("navgationSplitViewStyle") == "navigationSplitViewStyle(_:)")
        #expect(top("PresentationSizin") == "PresentationSizing")
    }

    @Test func deprecatedAPIsRankBelowCurrentOnes() {
        let ids = index.search("alert item").map(\.id)
        #expect(ids.firstIndex(of: "alert(_:item:actions:message:)")! < ids.firstIndex(of: "alert(item:content:)")!)
    }

    /// A deprecated API's `Replaced by:` field leads a reader who types its name to what replaced it.
    @Test func aDeprecatedNameFindsItsReplacements() {
        let ids = index.search("init(destination:isActive:label:)").prefix(3).map(\.id)
        #expect(ids.first == "NavigationLink.init(destination:isActive:label:)")
        #expect(ids.contains("NavigationLink.init(value:label:)"))
        #expect(ids.contains("navigationDestination(isPresented:destination:)"))
    }

    @Test func otherFrameworksNamesFindTheirSwiftUIEquivalents() {
        #expect(top("UISplitViewController") == "NavigationSplitView")
        #expect(top("action sheet") == "confirmationDialog(_:item:titleVisibility:actions:message:)")
        #expect(top("UIModalPresentationStyle.formSheet") == "PresentationSizing.form")
        #expect(index.search("UISplitViewController")[0].score >= RankingWeights.otherNameExact)
        // Inside a longer query the name counts, but as one word among others.
        #expect(index.search("prefersGrabberVisible on iPad").prefix(3).contains { $0.id == "presentationDragIndicator(_:)" })
        // Misspelt, they still find their equivalents, at a misspelt name's points.
        #expect(top("UISplitViewControler") == "NavigationSplitView")
        #expect(top("prefersGraberVisible") == "presentationDragIndicator(_:)")
        #expect(top("BottomSheetDialogFragmnet") == "presentationDetents(_:)")
        #expect(index.search("UISplitViewControler")[0].score < RankingWeights.prefix)
    }

    @Test func aHeadingThatIsTheQueryStandsAmongTheNames() {
        #expect(top("split view") == "split-views.md")
        #expect(index.search("split view").prefix(3).contains { $0.id == "NavigationSplitView" })
    }

    @Test func aComparisonFindsTheChoiceSection() {
        #expect(top("sheet or popover", kind: "section") == "popovers-and-covers.md#which-presentation")
        #expect(
            index.search("when to use popover instead of sheet").prefix(3).contains { $0.id == "popovers-and-covers.md#which-presentation" }
        )
        // A choice heading earns nothing for a comparison it says nothing about.
        #expect(!index.search("xyzzy or plugh").contains { $0.id == "popovers-and-covers.md#which-presentation" })
        #expect(HeadingFacts(heading: "Which presentation?").isChoice && !HeadingFacts(heading: "Presentation").isChoice)
    }

    @Test func pageWordsFavourArticles() {
        #expect(top("split view docs") == "split-views.md")
        #expect(top("3 column guide") == "guides/three-column-browser.md")
    }

    @Test func aKeyPathNamesTheEnvironmentValue() {
        #expect(top("@Environment(\\.dismiss)") == "dismiss")
        #expect(top("\\.horizontalSizeClass") == "horizontalSizeClass")
    }

    /// A string literal in pasted code is the app's own text, not words to search for.
    @Test func stringLiteralsInCodeAreNotSearchWords() {
        #expect(top(".alert(\"Delete item?\", isPresented: $showAlert) {") == "alert(_:isPresented:actions:message:)")
        #expect(SearchQuery(".alert(\"Delete item?\", isPresented: $x)").words == ["alert", "ispresented", "x"])
        #expect(SearchQuery("\"split view\"").words == ["split", "view"])
    }

    @Test func argumentsAfterTheLastColonAreNotLabels() {
        #expect(top(".sheet(item: $editing)") == "sheet(item:onDismiss:content:)")
        #expect(SymbolSpelling("f(a: 1, b: x)").labels == ["a", "b"])
        #expect(SymbolSpelling("sheet(item:onDismiss:content:)").labels == ["item", "ondismiss", "content"])
    }

    @Test func aMisspeltWordIsNotReadAsCamelCaseParts() {
        // `navigat`·`on(ly)` would be a camel-case match of `detailOnly`.
        #expect(top("navigaton") != "NavigationSplitViewVisibility.detailOnly")
        #expect(index.search("navigaton").first?.id.hasPrefix("Navigation") == true)
    }

    @Test func theFormWrittenFirstLeadsItsOverloads() {
        #expect(top("popover") == "popover(isPresented:attachmentAnchor:arrowEdge:content:)")
        #expect(top("navigationDestination") == "navigationDestination(for:destination:)")
        let lead = index.documents.first { $0.id == "popover(isPresented:attachmentAnchor:arrowEdge:content:)" }
        let other = index.documents.first { $0.id == "popover(item:attachmentAnchor:arrowEdge:content:)" }
        #expect(lead?.isFamilyLead == true && other?.isFamilyLead == false)
    }

    @Test func inferredNamesCountHalf() {
        // `isPresented` is a parameter name the content uses, with no entry of its own.
        let hits = index.search("isPresented sheet")
        let stub = hits.firstIndex { $0.id == "isPresented" }
        let entry = hits.firstIndex { $0.id == "sheet(isPresented:onDismiss:content:)" }
        #expect(entry != nil && (stub == nil || entry! < stub!))
    }

    @Test func platformWordsSteerToEntriesWithPlatformRows() {
        let inspector = index.documents.first { $0.id == "inspector(isPresented:content:)" }
        #expect(inspector?.platformWords.contains("ios") == true)
        #expect(SearchQuery("sheet on iPhone").platformStems == ["ios"])
    }

    @Test func orderIsDeterministic() {
        let hits = index.search("column", limit: 100)
        for (left, right) in zip(hits, hits.dropFirst()) { #expect(left.score >= right.score) }
        #expect(hits == index.search("column", limit: 100))
    }

    @Test func kindFilterAndLimit() {
        let hits = index.search("sidebar", kind: APIKind.property.rawValue, limit: 2)
        #expect(hits.count == 2 && hits.allSatisfy { $0.kind == "property" })
        let sections = index.search("sidebar", kind: "section", limit: 3)
        #expect(sections.count == 3 && sections.allSatisfy { $0.kind == "section" })
    }

    @Test func suggestionsOfferNearNames() {
        #expect(index.suggestions(for: "NavigationSplitVeiw").first == "NavigationSplitView")
    }

    /// A word the content uses is never its own suggestion (`show sheet` once offered 'sheet').
    @Test func theQueryIsNeverItsOwnSuggestion() {
        #expect(!index.suggestions(for: "sheet").contains("sheet"))
        #expect(!index.suggestions(for: "column").contains("column"))
    }

    /// `show` looks among APIs only: sixty pages titled "Sheet" do not hide the one API that
    /// matches (they once filled the fifty hits it looked at).
    @Test func showFindsAnAPIBehindManyPagesOfTheSameName() {
        var files = (1...60).map { ContentFile(path: "sheet-\($0).md", text: "# Sheet\n\nA sheet, number \($0).\n") }
        files.append(ContentFile(path: "guide.md", text: "# Guide\n\nPresent it with `sheet(item:onDismiss:content:)`.\n"))
        let base = KnowledgeBaseBuilder.build(files: files)
        let resolution = APIResolution.resolve("sheet", in: APIReference(base)) { SearchIndex(knowledgeBase: base) }
        guard case .found(let record) = resolution else {
            Issue.record("expected the one API, got \(resolution)")
            return
        }
        #expect(record.entry.id == "sheet(item:onDismiss:content:)")
    }

    /// An exact id is answered from the reference alone, without loading the index.
    @Test func anExactNameNeedsNoIndex() {
        let resolution = APIResolution.resolve("NavigationSplitView", in: APIReference(TestContent.knowledgeBase)) {
            Issue.record("the index was loaded")
            return index
        }
        guard case .found(let record) = resolution else {
            Issue.record("expected NavigationSplitView, got \(resolution)")
            return
        }
        #expect(record.entry.id == "NavigationSplitView")
    }

    /// The cache file opens with only its core decoded, searches as the index it came from
    /// (reading the parts it needs), and any changed or missing byte makes it unusable.
    @Test func cacheRoundTripsTheIndex() throws {
        let split = SearchIndex(knowledgeBase: TestContent.knowledgeBase, termShardBytes: 16 * 1024)
        let file = IndexFile.encode(split)
        let opened = try #require(IndexFile.open(file))
        #expect(opened.postings.isEmpty && opened.loadedTermShards.allSatisfy { !$0 })
        for query in ["hide the sidebar", "sheet(item:", "inspectr colum widht", "UISplitViewController", "侧边栏", "xyzzy"] {
            #expect(opened.search(query) == index.search(query), "'\(query)'")
        }
        #expect(IndexFile.open(file.dropLast()) == nil)
        for position in stride(from: 0, to: file.count, by: max(1, file.count / 97)) {
            var damaged = file
            damaged[position] ^= 0x20
            #expect(IndexFile.open(damaged) == nil, "a changed byte at \(position) was not noticed")
        }
    }
}
