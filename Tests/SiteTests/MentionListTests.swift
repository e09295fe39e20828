import KnowledgeBase
import Testing

@testable import Site

@Suite struct MentionListTests {
    @Test func aLongListStopsAtTheLimitAndSaysHowManyAreLeft() {
        let sections = (1...(MentionList.limit + 50)).map { number in
            "## Part \(number)\n\nUses `NavigationSplitView`.\n"
        }
        let file = ContentFile(path: "notes.md", text: "# Notes\n\nAbstract.\n\n" + sections.joined(separator: "\n"))
        let context = SiteContext(knowledgeBase: KnowledgeBaseBuilder.build(files: [file], options: .rendering))
        let api = context.knowledgeBase.api(id: "NavigationSplitView")!
        let html = MentionList(context: context, location: PageLocation(path: "api/x.html")).render(api.mentionedIn)
        #expect(html.components(separatedBy: "<li><a ").count - 1 == MentionList.limit)
        #expect(html.contains("and 50 more sections"))
    }
}
