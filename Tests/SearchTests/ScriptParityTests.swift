import Foundation
import KnowledgeBase
import Testing

@testable import Search

/// The page script must rank exactly as Swift does: run it under node on the evaluation queries
/// (plus edge cases) with the same index data, and compare ordered ids and scores.
@Suite struct ScriptParityTests {
    /// Queries beyond the evaluation set that exercise every rule and odd input.
    static let extraQueries = [
        "", "   ", ".", "(", "s", "if", "item", "the", "NAVIGATIONSPLITVIEW", "sheet(item:", "init(sidebar:detail:)",
        "NavigationSplitView()", "navigationpath.append", "café sheet", "xyzzy", "inspectr colum widht",
        "hide", "presents", "sheets", "constructor", "__proto__", "toString",
        // Typos the letter-count test must let through to the edit-distance table (swaps, a
        // missing letter, a prefix of a longer name).
        "navigaitonsplitview", "presentaiondetents", "inspectorcolumwidth", "navigationsplitviewcolumnwdth", "sheeet",
        // Other frameworks' names misspelt, and a word that only looks like one.
        "UISplitViewControler", "prefersGraberVisible", "splitview",
        // Longer than the length read: cut at the same scalar (one beyond the BMP counts once).
        String(repeating: "hide sidebar ", count: 20) + "inspector", String(repeating: "😀", count: 250) + "sheet item",
        // Code with string literals, one unclosed, and a quoted phrase that is not code.
        ".alert(\"Delete item?\", isPresented: $showAlert) {", "Tab(\"Inbox\", systemImage: \"tray", "\"split view\"",
    ]

    @Test func pageScriptRanksLikeSwift() throws {
        let queries =
            EvaluationTests.sets.flatMap { TestContent.evaluation($0).map(\.query) }
            + Self.extraQueries
        try Self.expectParity(TestContent.index, queries)
    }

    /// Text in other scripts: Chinese pairs, Cyrillic and accented words, Turkish dotted capitals.
    @Test func pageScriptTokenizesEveryScriptLikeSwift() throws {
        let base = KnowledgeBaseBuilder.build(files: [
            ContentFile(
                path: "zh.md",
                text: "# 侧边栏与分栏视图\n\n概述：在 iPad 上显示侧边栏。\n\n## 概述\n\n分栏视图的侧边栏可以隐藏。\n\n## 隐藏侧边栏\n\n用 columnVisibility 绑定。\n"),
            ContentFile(
                path: "ru.md", text: "# Боковая панель\n\nПанель слева. Größe und Café. İstanbul ΣΊΣΥΦΟΣ.\n\n## Скрыть панель\n\nТекст.\n"),
        ])
        let queries = [
            "侧边栏", "概述", "隐藏侧边栏", "侧边", "栏", "分栏视图 ipad", "панель", "ПАНЕЛЬ", "скрыть", "größe", "GRÖSSE", "café",
            "cafe", "İstanbul", "istanbul", "σίσυφος", "ΣΊΣΥΦΟΣ", "シート", "侧边栏 or 概述", "\\.侧边",
        ]
        let index = SearchIndex(knowledgeBase: base)
        #expect(index.search("侧边栏").prefix(2).contains { $0.id == "zh.md" })
        #expect(index.search("概述").first?.id == "zh.md#概述")
        #expect(index.search("隐藏侧边栏").first?.id == "zh.md#隐藏侧边栏")
        #expect(index.search("ПАНЕЛЬ").contains { $0.id == "ru.md" })
        try Self.expectParity(index, queries)
    }

    /// Runs the page script under node on `queries` with `index`'s data and compares every hit.
    static func expectParity(_ index: SearchIndex, _ queries: [String]) throws {
        guard let node = Self.nodeExecutable() else {
            Issue.record("node is not installed: the page-script parity test needs Node.js (apt-get install nodejs); it is not skipped")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let queriesJSON = String(decoding: try JSONEncoder().encode(queries), as: UTF8.self)
        let driver = """
            globalThis.window = globalThis;
            \(SearchIndex.pageScript)
            \(index.scriptData)
            const queries = \(queriesJSON);
            process.stdout.write(JSON.stringify(queries.map(q => window.panesSearch(q, 30))));
            """
        let driverURL = folder.appendingPathComponent("driver.js")
        try driver.write(to: driverURL, atomically: true, encoding: .utf8)
        let output = try Self.run(node, arguments: [driverURL.path])
        let scriptHits = try JSONDecoder().decode([[SearchHit]].self, from: output)
        try #require(scriptHits.count == queries.count)
        for (position, query) in queries.enumerated() {
            let swiftHits = index.search(query, limit: 30)
            #expect(scriptHits[position].map(\.id) == swiftHits.map(\.id), "order differs for '\(query)'")
            #expect(scriptHits[position] == swiftHits, "hits differ for '\(query)'")
        }
    }

    /// What the first search on the built-in site loads: the engine and the core data.
    @Test func theFirstSearchLoadsLittle() throws {
        let core = try #require(TestContent.index.scriptFiles.first { $0.name == "core.js" })
        var size = SearchIndex.pageScript.utf8.count
        core.write { size += $0.utf8.count }
        print("search engine + core data: \(size / 1024) KB")
        #expect(size < 200 * 1024)
    }

    /// A terms file holds exactly the terms whose hash falls in it, as the script computes it.
    @Test func termsFilesFollowTheHash() {
        #expect(SearchIndex.shardHash("") == 2_166_136_261)
        #expect(SearchIndex.shardHash("a") == 0xE40C_292C)
        let files = TestContent.index.scriptFiles.map(\.name)
        #expect(files.filter { $0.hasPrefix("terms-") }.count == TestContent.index.termShardCount())
        let block = SearchIndex.detailBlock
        #expect(files.filter { $0.hasPrefix("docs-") }.count == (TestContent.index.documents.count + block - 1) / block)
    }

    /// A page loads only the files `panesSearchNeeds` and `panesSearchDetailsNeeded` name: with
    /// just those, every query must rank and show exactly what it does with every file loaded,
    /// and a one-word query reads fewer terms files than there are. The built-in site fits one
    /// terms file, so this splits it into files of about 16 KB.
    @Test func theFilesAQueryNamesAreAllItReads() throws {
        let node = try #require(Self.nodeExecutable(), "the page-script tests need Node.js (apt-get install nodejs)")
        var files: [String: String] = [:]
        for file in TestContent.index.scriptFiles(termShardBytes: 16 * 1024) {
            var text = ""
            file.write { text += $0 }
            files[file.name] = text
        }
        #expect(files.keys.filter { $0.hasPrefix("terms-") }.count > 1, "the built-in site should have several terms files")
        let queries = ["sheet item", "hide the sidebar on iphone", "inspectr colum widht", "侧边栏", "UISplitViewController"]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-needs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try JSONEncoder().encode([
            "engine": SearchIndex.pageScript, "files": String(decoding: try JSONEncoder().encode(files), as: UTF8.self),
        ])
        try input.write(to: folder.appendingPathComponent("input.json"))
        let driver = """
            const vm = require('vm'), fs = require('fs');
            const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')), files = JSON.parse(input.files);
            function engine() { const c = { TextEncoder }; c.window = c; vm.createContext(c); vm.runInContext(input.engine, c); vm.runInContext(files['core.js'], c); return c; }
            const everything = engine();
            Object.keys(files).filter(n => n !== 'core.js').forEach(n => vm.runInContext(files[n], everything));
            process.stdout.write(JSON.stringify(\(String(decoding: try JSONEncoder().encode(queries), as: UTF8.self)).map(q => {
              const page = engine(), read = page.panesSearchNeeds(q);
              read.forEach(n => vm.runInContext(files[n], page));
              const shown = page.panesSearchRank(q, 12).map(r => r.doc);
              page.panesSearchDetailsNeeded(shown).forEach(n => vm.runInContext(files[n], page));
              return { read: read.length, same: JSON.stringify(page.panesSearch(q, 12)) === JSON.stringify(everything.panesSearch(q, 12)) };
            })));
            """
        let driverURL = folder.appendingPathComponent("needs.js")
        try driver.write(to: driverURL, atomically: true, encoding: .utf8)
        let output = try Self.run(node, arguments: [driverURL.path, folder.appendingPathComponent("input.json").path])
        struct Result: Decodable { let read: Int, same: Bool }
        let results = try JSONDecoder().decode([Result].self, from: output)
        try #require(results.count == queries.count)
        let termsFiles = files.keys.filter { $0.hasPrefix("terms-") }.count
        for (query, result) in zip(queries, results) {
            #expect(result.same, "'\(query)' ranks differently with only the files it names")
        }
        // One word without platform words or synonyms reads its own terms file, not all of them.
        #expect(results.last!.read < termsFiles, "'UISplitViewController' reads every terms file")
    }

    /// `node` on PATH, or /usr/bin/node.
    static func nodeExecutable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("node")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func run(_ executable: URL, arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
