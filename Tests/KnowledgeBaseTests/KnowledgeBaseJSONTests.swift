import Foundation
import Testing

@testable import KnowledgeBase

/// The JSON layout `panes index --json` prints: the public contract scripts rely on.
struct KnowledgeBaseJSONTests {
    private func json(_ base: KnowledgeBase) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: base.jsonData()) as? [String: Any])
    }

    @Test func theTopLevelHasTheThreeCollections() throws {
        let object = try json(TestContent.build(KnowledgeBaseBuilderTests.files))
        #expect(Set(object.keys).isSuperset(of: ["apis", "articles", "examples", "diagnostics", "schemaVersion"]))
        #expect(object["schemaVersion"] as? Int == KnowledgeBase.jsonSchemaVersion)
        #expect((object["apis"] as? [Any])?.isEmpty == false)
        #expect((object["articles"] as? [Any])?.count == 2)
        #expect((object["examples"] as? [Any])?.count == 2)
    }

    @Test func anAPIHasEveryKeyEvenWhenEmpty() throws {
        let object = try json(TestContent.build(KnowledgeBaseBuilderTests.files))
        let apis = try #require(object["apis"] as? [[String: Any]])
        for api in apis {
            for key in ["id", "name", "kind", "aliases", "summary", "declaration", "availability", "source", "mentionedIn", "examples"] {
                #expect(api.keys.contains(key), "\(api["id"] ?? "?") lacks \(key)")
            }
        }
        let member = try #require(apis.first { $0["id"] as? String == "NavigationSplitViewVisibility.detailOnly" })
        #expect(member["name"] as? String == "detailOnly")
        #expect(member["kind"] as? String == "member")
        #expect(member["aliases"] as? [String] == [".detailOnly"])
        #expect(member["declaration"] is NSNull)
        #expect(member["examples"] as? [String] == ["split-views.md:20"])
        let source = try #require(member["source"] as? [String: Any])
        #expect(source["file"] as? String == "split-views.md")
        #expect(source["line"] as? Int == 16)
        let mentions = try #require(member["mentionedIn"] as? [[String: Any]])
        #expect(mentions.first?["file"] as? String == "guides/sheet-workflow.md")
        #expect(mentions.first?["anchor"] as? String == "showing-the-editor")
    }

    @Test func fieldsAppearAsWritten() throws {
        let base = TestContent.build(
            """
            ## `NavigationStack`

            A stack.

            - Kind: type
            - Declaration: `struct NavigationStack<Data, Root>`
            - Availability: iOS 16.0, macOS 13.0 (deprecated)
            """)
        let apis = try #require(try json(base)["apis"] as? [[String: Any]])
        let api = try #require(apis.first)
        #expect(api["kind"] as? String == "type")
        #expect(api["declaration"] as? String == "struct NavigationStack<Data, Root>")
        let availability = try #require(api["availability"] as? [[String: Any]])
        #expect(availability.map { $0["platform"] as? String } == ["iOS", "macOS"])
        #expect(availability.map { $0["introduced"] as? String } == ["16.0", "13.0"])
        #expect(availability.last?["note"] as? String == "deprecated")
    }

    @Test func anExampleHasEveryKey() throws {
        let object = try json(TestContent.build(KnowledgeBaseBuilderTests.files))
        let examples = try #require(object["examples"] as? [[String: Any]])
        for example in examples {
            for key in ["id", "file", "line", "language", "runnable", "attributes", "code"] {
                #expect(example.keys.contains(key), "\(example["id"] ?? "?") lacks \(key)")
            }
        }
        let runnable = try #require(examples.first { $0["runnable"] as? Bool == true })
        #expect(runnable["id"] as? String == "split-views.md:20")
        #expect(runnable["file"] as? String == "split-views.md")
        #expect(runnable["line"] as? Int == 20)
        #expect(runnable["language"] as? String == "swift")
        #expect(runnable["attributes"] as? [String] == ["runnable"])
        #expect(runnable["test"] as? String == "runnable")
        #expect((runnable["code"] as? String)?.hasPrefix("var visibility") == true)
    }

    @Test func diagnosticsAreIncluded() throws {
        let object = try json(TestContent.build("# A\n\nSee ``Nowhere``.", path: "a.md"))
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["file"] as? String == "a.md")
        #expect(diagnostics.first?["line"] as? Int == 3)
        #expect(diagnostics.first?["column"] as? Int == 5)
        #expect(diagnostics.first?["severity"] as? String == "warning")
    }
}
