import Foundation
import Testing

@testable import KnowledgeBase
@testable import Site

/// A build that reuses the unchanged documents' extractions (`panes preview`'s rebuilds) gives
/// the same index and the same pages as a cold build, after any edit.
@Suite struct ExtractionCacheTests {
    /// A small deterministic generator, so a failure names edits that can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// One edit a writer might make: text added with a mention, a retitled page, a removed page.
    static func edit(_ content: ContentSet, using generator: inout Generator) -> (ContentSet, String) {
        var content = content
        let index = Int.random(in: content.documents.indices, using: &generator)
        let path = content.documents[index].path
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            content.documents[index].text += "\n\nA line added by an edit, naming `NavigationSplitView` and `sheet(item:content:)`.\n"
            return (content, "appended to \(path)")
        case 1:
            var lines = content.documents[index].text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let title = lines.firstIndex(where: { $0.hasPrefix("# ") }) else { return (content, "left \(path)") }
            lines[title] = "# Retitled \(Int.random(in: 0..<1000, using: &generator))"
            content.documents[index].text = lines.joined(separator: "\n")
            return (content, "retitled \(path)")
        default:
            content.documents.remove(at: index)
            return (content, "removed \(path)")
        }
    }

    @Test(arguments: ["content", "Tests/KnowledgeBaseTests/Fixtures/DocC/content"])
    func cachedBuildsMatchColdBuildsAfterRandomEdits(folder: String) {
        var content = ContentLoader.load(folder: TestSite.packageRoot.appendingPathComponent(folder))
        let cache = ExtractionCache()
        _ = KnowledgeBaseBuilder.build(content: content, options: .rendering, extractionCache: cache)
        var generator = Generator(state: 28)
        for _ in 0..<4 {
            let (edited, what) = Self.edit(content, using: &generator)
            content = edited
            let missesBefore = cache.misses
            let cold = KnowledgeBaseBuilder.build(content: content, options: .rendering)
            let cached = KnowledgeBaseBuilder.build(content: content, options: .rendering, extractionCache: cache)
            #expect(cache.misses - missesBefore <= 1, "\(what): only the edited document is extracted again")
            #expect(cold.jsonData() == cached.jsonData(), "\(what)")
            #expect(cold.diagnostics == cached.diagnostics, "\(what)")
            let coldPages = SiteBuilder.renderedPages(of: cold)
            let cachedPages = SiteBuilder.renderedPages(of: cached)
            #expect(coldPages.map(\.path) == cachedPages.map(\.path), "\(what)")
            let differing = zip(coldPages, cachedPages).filter { $0.html != $1.html }.map(\.0.path)
            #expect(differing.isEmpty, "\(what): \(differing)")
        }
        #expect(cache.hits > 0)
    }
}
