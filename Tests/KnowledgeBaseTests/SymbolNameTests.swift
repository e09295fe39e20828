import Testing

@testable import KnowledgeBase

/// Taking symbol spellings apart and telling API-looking spellings from prose.
struct SymbolNameTests {
    @Test(
        arguments: [
            ("NavigationSplitView", nil, "NavigationSplitView", nil),
            (".detailOnly", nil, "detailOnly", nil),
            ("NavigationSplitViewVisibility.detailOnly", "NavigationSplitViewVisibility", "detailOnly", nil),
            (".sheet(item:)", nil, "sheet", ["item"]),
            ("sheet(item:onDismiss:content:)", nil, "sheet", ["item", "onDismiss", "content"]),
            ("navigationSplitViewStyle(_:)", nil, "navigationSplitViewStyle", ["_"]),
            ("NavigationSplitView(columnVisibility:)", "NavigationSplitView", "init", ["columnVisibility"]),
            ("NavigationSplitView.init(sidebar:detail:)", "NavigationSplitView", "init", ["sidebar", "detail"]),
            ("dismiss()", nil, "dismiss", []),
            (" sheet(item: content:) ", nil, "sheet", ["item", "content"]),
        ] as [(String, String?, String, [String]?)])
    func parsesSpellings(spelling: String, owner: String?, base: String, labels: [String]?) throws {
        let name = try #require(SymbolName(parsing: spelling))
        #expect(name.owner == owner)
        #expect(name.base == base)
        #expect(name.labels == labels)
    }

    @Test(arguments: [
        "", "Binding<Item?>", "x + y", "sheet(item: $item)", "sheet(item:", "[Item]", "a..b", "3D", "Item?", "view.sheet(",
        "func f()",
    ])
    func rejectsWhatIsNotASymbol(spelling: String) {
        #expect(SymbolName(parsing: spelling) == nil)
    }

    @Test func spellingIsCanonical() throws {
        #expect(try #require(SymbolName(parsing: ".sheet(item:)")).spelling == "sheet(item:)")
        #expect(
            try #require(SymbolName(parsing: "NavigationSplitView(columnVisibility:)")).spelling
                == "NavigationSplitView.init(columnVisibility:)")
        #expect(try #require(SymbolName(parsing: "A.b(_:c:)")).memberSpelling == "b(_:c:)")
    }

    @Test func shorterSpellingsNameLongerSignatures() throws {
        let full = try #require(SymbolName(parsing: "sheet(item:onDismiss:content:)"))
        for spelling in [".sheet(item:)", "sheet(item:content:)", "sheet(onDismiss:)", "sheet", "sheet()"] {
            #expect(try #require(SymbolName(parsing: spelling)).canName(full), "\(spelling)")
        }
        for spelling in ["sheet(isPresented:)", "sheet(content:item:)", "popover(item:)", "Other.sheet(item:)"] {
            #expect(try !#require(SymbolName(parsing: spelling)).canName(full), "\(spelling)")
        }
        let bare = try #require(SymbolName(parsing: "sheet"))
        #expect(try !#require(SymbolName(parsing: "sheet(item:)")).canName(bare))
    }

    @Test func anOwnerlessSpellingNamesAMember() throws {
        let member = try #require(SymbolName(parsing: "NavigationSplitViewVisibility.detailOnly"))
        #expect(try #require(SymbolName(parsing: ".detailOnly")).canName(member))
        #expect(try !#require(SymbolName(parsing: "NavigationSplitViewColumn.detailOnly")).canName(member))
    }

    @Test(arguments: [
        ("NavigationSplitView", true), (".detailOnly", true), ("sheet(item:)", true), ("Store", true), ("List", true),
        ("item", false), ("true", false), (".self", false), ("NavigationSplitViewVisibility.all", true), ("items.count", false),
        ("Binding<Item>", false), ("self.dismiss()", false),
    ])
    func apiCandidatesInProseNeedTheShapeOfAnAPI(spelling: String, isCandidate: Bool) {
        #expect((SymbolName.apiCandidate(from: spelling) != nil) == isCandidate)
    }

    /// In code a bare one-word name is too often the example's own type; two words are a signal.
    @Test(arguments: [("Store", false), ("Item", false), ("NavigationStack", true), (".sheet(item:)", true)])
    func apiCandidatesInCodeNeedAStrongerSignal(spelling: String, isCandidate: Bool) {
        #expect((SymbolName.apiCandidate(from: spelling, isProse: false) != nil) == isCandidate)
    }

    @Test(arguments: [
        ("NavigationSplitView(columnVisibility:)", APIKind.initializer), (".sheet(item:)", .modifier),
        ("NavigationPath.append(_:)", .method), ("NavigationStack", .type), (".detailOnly", .member),
    ])
    func kindsAreInferredFromTheSpelling(spelling: String, kind: APIKind) throws {
        #expect(try #require(SymbolName(parsing: spelling)).inferredKind == kind)
    }
}
