import Foundation
import PanesCLI
import Testing

@testable import Search
@testable import SearchCore

/// `panes search`, `show` and `list`: output shapes and exit codes.
@Suite struct CommandTests {
    @Test func searchPrintsOneTabSeparatedLinePerHitWhenPiped() {
        let run = SearchCommandRun(["search", "nsv", "--limit", "3"])
        #expect(run.exitCode == .success)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.split(separator: "\t").map(String.init).first == "NavigationSplitView")
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 4 })
        #expect(!run.output.contains("\u{1B}["))
    }

    @Test func searchJSONIsAnArrayOfHits() throws {
        let run = SearchCommandRun(["search", ".sheet(item:)", "--json", "--limit", "2"])
        let hits = try JSONDecoder().decode([SearchHit].self, from: Data(run.output.utf8))
        #expect(hits.count == 2)
        #expect(hits.first?.id == "sheet(item:onDismiss:content:)")
        #expect(hits.first?.path == "api/sheet-item-ondismiss-content.html")
        let keys = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
        #expect(Set(keys?.first?.keys.map { $0 } ?? []) == ["id", "name", "kind", "title", "summary", "path", "score"])
    }

    @Test func searchColoursOnlyOnATerminalWithoutNoColor() {
        let coloured = SearchCommandRun(["search", "inspector"], isTerminal: true)
        #expect(coloured.output.contains("\u{1B}[1m"))
        let plain = SearchCommandRun(["search", "inspector"], isTerminal: true, variables: ["NO_COLOR": "1"])
        #expect(!plain.output.contains("\u{1B}["))
        #expect(plain.output.hasPrefix(" 1. inspector(isPresented:content:)"))
    }

    /// Pasted text is read only to the limit, and the reader is told (review D20).
    @Test func aLongQueryIsCutAndSaysSo() {
        let words = (0..<5000).map { "w\($0)x" }.joined(separator: " ")
        let long = SearchCommandRun(["search", "sheet item " + words])
        let cut = SearchCommandRun(["search", String(("sheet item " + words).unicodeScalars.prefix(256))])
        #expect(long.errors.contains("only the first 256 are searched"))
        #expect(long.output == cut.output)
        let nothing = SearchCommandRun(["search", words])
        #expect(nothing.errors.contains("nothing matches 'w0x w1x"))
        #expect(nothing.errors.count < 400)
    }

    @Test func searchWithNoMatchExitsOneWithSuggestions() {
        let run = SearchCommandRun(["search", "xqzvvk"])
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("nothing matches 'xqzvvk'"))
        let typo = SearchCommandRun(["search", "--kind", "case", "NavigationSplitVeiw"])
        #expect(typo.exitCode == .failure)
        #expect(typo.errors.contains("did you mean 'NavigationSplitView'"))
    }

    @Test(arguments: [
        ["search"], ["search", "--kind", "colour", "x"], ["search", "x", "--limit", "0"], ["show"], ["list", "extra"],
        ["list", "--kind", "nope"],
    ])
    func usageMistakesExitTwo(arguments: [String]) {
        #expect(SearchCommandRun(arguments).exitCode == .usage)
    }

    /// `--kind` takes every kind a hit prints: API kinds, `article` and `section`.
    @Test(arguments: ["property", "section", "article"])
    func searchFiltersByKind(kind: String) {
        let run = SearchCommandRun(["search", "sidebar", "--kind", kind])
        #expect(run.exitCode == .success)
        #expect(run.output.split(separator: "\n").allSatisfy { $0.split(separator: "\t")[1] == kind })
    }

    /// Content with articles and no APIs (a DocC catalog without symbol graphs): `list` says
    /// why it lists nothing, and `show` offers no words of the text, let alone their stems.
    @Test func listAndShowExplainContentWithoutAPIs() throws {
        let folder = try ContentFolder(["debounce.md": "# Debounce\n\nDebounces the values of a sequence.\n"])
        let list = SearchCommandRun(["list"], content: folder.url)
        #expect(list.exitCode == .failure)
        #expect(list.errors.contains("this content documents no APIs"))
        let show = SearchCommandRun(["show", "debounce"], content: folder.url)
        #expect(show.exitCode == .failure)
        #expect(!show.errors.contains("did you mean"))
        #expect(show.errors.contains("articles or sections match it: use `panes search` for those"))
        let nothing = SearchCommandRun(["show", "zzqqxx"], content: folder.url)
        #expect(nothing.errors == "panes show: no API matches 'zzqqxx'\n")
    }

    @Test func showPrintsTheWholeEntryWrapped() {
        let run = SearchCommandRun(["show", "detailOnly"], variables: ["COLUMNS": "50"])
        #expect(run.exitCode == .success)
        #expect(run.output.hasPrefix("NavigationSplitViewVisibility.detailOnly  property"))
        for part in ["static var detailOnly", "Availability: iOS 16.0", "Examples", "See also:", "Mentioned in"] {
            #expect(run.output.contains(part), "missing \(part)")
        }
        let prose = run.output.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("•") }
        #expect(prose.allSatisfy { $0.count <= 50 })
    }

    @Test func showResolvesMisspeltNamesAndListsAmbiguousOnes() {
        #expect(SearchCommandRun(["show", "inspecter"]).output.hasPrefix("inspector(isPresented:content:)"))
        let ambiguous = SearchCommandRun(["show", "sheet"])
        #expect(ambiguous.exitCode == .failure)
        #expect(ambiguous.errors.contains("sheet(item:onDismiss:content:)"))
        #expect(ambiguous.errors.contains("sheet(isPresented:onDismiss:content:)"))
        #expect(SearchCommandRun(["show", "zzqqxx"]).exitCode == .failure)
    }

    @Test func showJSONCarriesTheEntry() throws {
        let run = SearchCommandRun(["show", "NavigationSplitView", "--json"])
        let record = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(record["id"] as? String == "NavigationSplitView")
        #expect(record["documented"] as? Bool == true)
        #expect((record["availability"] as? [Any])?.isEmpty == false)
        #expect((record["platformBehaviour"] as? [Any])?.isEmpty == false)
        // The same record as the index's: one serialization path.
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(SearchCommandRun(["index", "--json"]).output.utf8)) as? [String: Any])
        let fromIndex = (index["apis"] as? [[String: Any]])?.first { $0["id"] as? String == "NavigationSplitView" }
        #expect(fromIndex.map { NSDictionary(dictionary: $0) } == NSDictionary(dictionary: record))
    }

    @Test func listGroupsByKind() throws {
        let run = SearchCommandRun(["list"])
        #expect(run.exitCode == .success)
        #expect(run.output.hasPrefix("type ("))
        #expect(run.output.contains("\nmodifier ("))
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(SearchCommandRun(["list", "--kind", "environment-value", "--json"]).output.utf8))
                as? [[String: Any]])
        #expect(
            items.compactMap { $0["id"] as? String } == [
                "dismiss", "dismissWindow", "horizontalSizeClass", "isPresented", "verticalSizeClass",
            ])
    }

    /// An article's file name is its name in links (`<doc:CombineLatest>`): typed as one word,
    /// it finds the article titled *Combine Latest* before a section that mentions the function.
    @Test func anArticleIsFoundByItsLinkName() throws {
        let folder = try ContentFolder([
            "CombineLatest.md": "# Combine Latest\n\nPairs the newest values of two sequences.\n",
            "Merging.md": "# Merging\n\nSeveral sequences into one.\n\n## Naming\n\nUnlike combineLatest, merge keeps every value.\n",
        ])
        let run = SearchCommandRun(["search", "combineLatest", "--json"], content: folder.url)
        #expect(run.exitCode == .success)
        #expect(run.hits.map(\.id).prefix(2) == ["CombineLatest.md", "Merging.md#naming"])
    }

    /// A `<doc:…>` autolink reads in a summary as the page shows it: by its target's title.
    @Test func summariesReadDocLinksAsTheirTitles() throws {
        let folder = try ContentFolder([
            "Supported-Features.md": "# Supported features\n\nWhat works.\n",
            "Questions.md": "# Questions\n\nAsked often.\n\n## What is supported?\n\nCheck out <doc:Supported-Features>.\n",
        ])
        let run = SearchCommandRun(["search", "what is supported", "--json"], content: folder.url)
        #expect(run.exitCode == .success)
        #expect(run.hits.first { $0.id == "Questions.md#what-is-supported" }?.summary == "Check out Supported features.")
    }

    /// A folder written in Chinese: `panes search` finds a heading by its characters, and a
    /// heading shared by many pages (`概述`, "overview") by its own name.
    @Test func aChineseQueryFindsAChineseHeading() throws {
        let folder = try ContentFolder([
            "split.md": "# 分栏视图\n\n分栏视图有两栏或三栏。\n\n## 隐藏侧边栏\n\n把可见性设为只显示详情。\n\n## 概述\n\n第二段。\n",
            "sheet.md": "# 表单\n\n表单从底部出现。\n\n## 概述\n\n表单的概述。\n",
        ])
        for (query, expected) in [("侧边栏", "split.md#隐藏侧边栏"), ("隐藏 侧边栏", "split.md#隐藏侧边栏"), ("表单 概述", "sheet.md#概述")] {
            let run = SearchCommandRun(["search", query, "--json"], content: folder.url)
            #expect(run.exitCode == .success)
            #expect(run.hits.first?.id == expected, "\(query) → \(run.hits.map(\.id))")
        }
    }
}
