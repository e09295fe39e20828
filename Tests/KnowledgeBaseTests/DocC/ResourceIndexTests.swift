import Testing

@testable import KnowledgeBase

/// Resources by DocC name: traits (`~dark`, `@2x`, either order) out, extension optional, never a path.
struct ResourceIndexTests {
    @Test func traitsComeOffTheName() {
        let index = ResourceIndex(paths: ["R/a.png", "R/a@2x.png", "R/a~dark.png", "R/a~dark@2x.png", "R/b@2x~dark.png", "R/c@2x.png"])
        #expect(index.variants(named: "a").map(\.path) == ["R/a.png", "R/a@2x.png", "R/a~dark.png", "R/a~dark@2x.png"])
        #expect(index.variants(named: "a.png").count == 4)
        #expect(index.variants(named: "b").map { ($0.isDark, $0.scale) }.first! == (true, 2))
        #expect(index.variants(named: "c").map(\.scale) == [2])
        #expect(index.variants(named: "R/a.png").isEmpty)
        #expect(ResourceIndex.kind(of: "clip.MP4") == .video)
    }
}
