import Foundation
import KnowledgeBase
import Testing

@testable import Search
@testable import SearchCore

/// The page's engine is SearchCore compiled to WebAssembly: run it under node, as the site ships
/// it, on the evaluation queries (plus edge cases) with the site's data files, and compare
/// ordered ids and scores with `panes search`'s, so nothing between the index and the page
/// (parts, base64, the glue, JSON) changes an answer.
@Suite struct PageEngineTests {
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

    @Test func thePageRanksLikeSwift() throws {
        let queries =
            EvaluationTests.sets.flatMap { TestContent.evaluation($0).map(\.query) }
            + Self.extraQueries
        try Self.expectParity(TestContent.index, queries)
    }

    /// Text in other scripts: Chinese pairs, Cyrillic and accented words, Turkish dotted capitals.
    @Test func thePageTokenizesEveryScriptLikeSwift() throws {
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

    /// Runs the page's engine (the WebAssembly the site ships, under node) on `queries` with
    /// `index`'s data files and compares every hit with Swift's; one query keeps a kind only.
    static func expectParity(_ index: SearchIndex, _ queries: [String]) throws {
        let answers = try Self.runPage(
            files: Self.texts(index.scriptFiles),
            body: """
                const everything = await page(Object.keys(files));
                return queries.map(q => ({ hits: everything.search(q, 30), kind: everything.search(q, 30, 'modifier') }));
                """, queries: queries)
        struct Answer: Decodable { let hits: [SearchHit], kind: [SearchHit] }
        let pageHits = try JSONDecoder().decode([Answer].self, from: answers)
        try #require(pageHits.count == queries.count)
        for (position, query) in queries.enumerated() {
            let swiftHits = index.search(query, limit: 30)
            #expect(pageHits[position].hits.map(\.id) == swiftHits.map(\.id), "order differs for '\(query)'")
            #expect(pageHits[position].hits == swiftHits, "hits differ for '\(query)'")
            #expect(pageHits[position].kind == index.search(query, kind: "modifier", limit: 30), "modifiers differ for '\(query)'")
        }
    }

    /// What the first search on the built-in site loads: the engine and the core data.
    @Test func theFirstSearchLoadsLittle() throws {
        let engine = try Self.engineScript()
        let core = try #require(Self.texts(TestContent.index.scriptFiles)["core.js"])
        let size = engine.utf8.count + core.utf8.count
        print("search engine + core data: \(size / 1024) KB")
        #expect(size < 800 * 1024)
    }

    /// A terms file holds exactly the terms whose hash falls in it.
    @Test func termsFilesFollowTheHash() {
        #expect(IndexParts.termShard(of: "", count: 1 << 30) == 2_166_136_261 % (1 << 30))
        #expect(IndexParts.termShard(of: "a", count: 1 << 30) == 0xE40C_292C % (1 << 30))
        let files = TestContent.index.scriptFiles.map(\.name)
        #expect(files.filter { $0.hasPrefix("terms-") }.count == TestContent.index.termShardCount)
        let block = IndexParts.detailBlock
        #expect(files.filter { $0.hasPrefix("docs-") }.count == (TestContent.index.documents.count + block - 1) / block)
    }

    /// A page loads only the files the engine names as missing: with just those, every query
    /// must rank and show exactly what it does with every file loaded, and a one-word query
    /// reads fewer terms files than there are. The built-in site fits one terms file, so this
    /// splits it into files of about 16 KB.
    @Test func theFilesAQueryNamesAreAllItReads() throws {
        let index = SearchIndex(knowledgeBase: TestContent.knowledgeBase, termShardBytes: 16 * 1024)
        let files = Self.texts(index.scriptFiles)
        #expect(files.keys.filter { $0.hasPrefix("terms-") }.count > 1, "the built-in site should have several terms files")
        let queries = ["sheet item", "hide the sidebar on iphone", "inspectr colum widht", "侧边栏", "UISplitViewController"]
        let output = try Self.runPage(
            files: files,
            body: """
                const everything = await page(Object.keys(files));
                const results = [];
                for (const q of queries) {
                  const one = await page(['core.js']);
                  const hits = one.search(q, 12);
                  results.push({ read: one.read.filter(n => n.startsWith('terms-')).length, same: JSON.stringify(hits) === JSON.stringify(everything.search(q, 12)) });
                }
                return results;
                """, queries: queries)
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

    /// A data file that does not belong to the engine's index (another build's, or damaged) is
    /// refused, and the page says so instead of ranking with half an index.
    @Test func aForeignDataFileIsRefused() throws {
        var files = Self.texts(TestContent.index.scriptFiles)
        files["docs-0.js"] = files["docs-1.js"]!.replacingOccurrences(of: "\"docs\",1,", with: "\"docs\",0,")
        let output = try Self.runPage(
            files: files,
            body: """
                try {
                  const one = await page(['core.js', 'docs-0.js']);
                  one.search('sheet', 5);
                  return ['ranked'];
                } catch (error) {
                  return [String(error.message)];
                }
                """, queries: [])
        let message = try JSONDecoder().decode([String].self, from: output)
        #expect(message.first?.contains("does not match") == true, "\(message)")
    }

    /// The site's search script: the engine's bytes, then the glue (`Sources/Site/Assets`).
    static func engineScript() throws -> String {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/Site/Assets")
        return try String(contentsOf: assets.appendingPathComponent("search-wasm.js"), encoding: .utf8) + "\n"
            + String(contentsOf: assets.appendingPathComponent("search.js"), encoding: .utf8)
    }

    /// Each data file's name and text.
    static func texts(_ files: [SearchScriptFile]) -> [String: String] {
        var texts: [String: String] = [:]
        for file in files {
            var text = ""
            file.write { text += $0 }
            texts[file.name] = text
        }
        return texts
    }

    /// Runs `body` (an async function body that returns JSON-able values) under node with
    /// `page(names)`, which makes a fresh page holding the engine and the data files `names`;
    /// a page's `search(query, limit, kind)` loads each file the engine names, as site.js does,
    /// and records it in `read`. `files` and `queries` are in scope.
    static func runPage(files: [String: String], body: String, queries: [String]) throws -> Data {
        guard let node = Self.nodeExecutable() else {
            Issue.record("node is not installed: the page-engine tests need Node.js (apt-get install nodejs); they are not skipped")
            return Data("[]".utf8)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try JSONEncoder().encode(["engine": try Self.engineScript()])
        try input.write(to: folder.appendingPathComponent("engine.json"))
        try JSONEncoder().encode(files).write(to: folder.appendingPathComponent("files.json"))
        try JSONEncoder().encode(queries).write(to: folder.appendingPathComponent("queries.json"))
        let driver = """
            const vm = require('vm'), fs = require('fs'), path = require('path');
            const read = name => JSON.parse(fs.readFileSync(path.join(__dirname, name), 'utf8'));
            const engine = read('engine.json').engine, files = read('files.json'), queries = read('queries.json');
            async function page(names) {
              const c = { atob, TextEncoder, TextDecoder, WebAssembly };
              c.window = c;
              vm.createContext(c);
              vm.runInContext(engine, c);
              names.forEach(n => vm.runInContext(files[n], c));
              await c.panesSearchReady;
              const loaded = new Set(names);
              return {
                read: [],
                search(q, limit, kind) {
                  for (;;) {
                    const result = c.panesSearchRank(q, limit, kind);
                    const needed = result.missing.length ? result.missing : result.details;
                    if (!needed.length) { return result.ranked.map(r => c.panesSearchHit(r.doc, r.score)); }
                    needed.forEach(n => {
                      if (loaded.has(n)) { throw new Error('loaded twice: ' + n); }
                      loaded.add(n);
                      this.read.push(n);
                      vm.runInContext(files[n], c);
                    });
                  }
                },
              };
            }
            (async () => { \(body) })().then(v => process.stdout.write(JSON.stringify(v)), e => { console.error(e); process.exit(1); });
            """
        let driverURL = folder.appendingPathComponent("driver.js")
        try driver.write(to: driverURL, atomically: true, encoding: .utf8)
        return try Self.run(node, arguments: [driverURL.path])
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
