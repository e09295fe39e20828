import Foundation
import KnowledgeBase
import Testing

@testable import Site

/// An `@Links` directive inside a Topics group stays in its group (DocC's place), shown in its
/// own visual style.
struct TopicsLinksTests {
    @Test func linksInATopicsGroupStayInTheGroup() throws {
        let root = """
            # Kit

            @Metadata {
              @TechnologyRoot
            }

            The kit.

            ## Topics

            ### Guides

            @Links(visualStyle: compactGrid) {
              - <doc:Alpha>
            }

            ### More

            - <doc:Beta>
            """
        let base = KnowledgeBaseBuilder.build(
            files: [
                ContentFile(path: "Kit.docc/Kit.md", text: root), ContentFile(path: "Kit.docc/Alpha.md", text: "# Alpha\n\nFirst.\n"),
                ContentFile(path: "Kit.docc/Beta.md", text: "# Beta\n\nSecond.\n"),
            ], options: .rendering)
        #expect(base.articles.first { $0.path == "Kit.docc/Kit.md" }?.topics.map(\.title) == ["Guides", "More"])
        let page = try #require(SiteBuilder.renderedPages(of: base).first { $0.path == "index.html" }?.html)
        let main = try #require(page.range(of: "<h2 id=\"Topics\"")).upperBound
        let order = ["id=\"Guides\"", "<ul class=\"cards\">", "Alpha</a>", "id=\"More\"", "<ul class=\"topics\">", "Beta</a>"].map {
            page.range(of: $0, range: main..<page.endIndex)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil }, "\(page)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }
}
