import PanesMarkdown
import Testing

@testable import KnowledgeBase

/// The `- Field: value` list after an entry's summary.
struct FieldListTests {
    /// Parses the first block of `markdown` as a field list.
    private func parse(_ markdown: String) throws -> (EntryFields, [Diagnostic]) {
        let list = try #require(MarkdownParser.parse(markdown).children.first)
        return EntryFields.parse(list, file: "fields.md")
    }

    @Test func readsEveryField() throws {
        let (fields, diagnostics) = try parse(
            """
            - Kind: modifier
            - Declaration: `func sheet<Item>(item: Binding<Item?>, content: @escaping (Item) -> Content) -> some View`
            - Availability: iOS 13.0, Mac Catalyst 13.1, macOS 10.15 (deprecated), visionOS 1.0
            - Parameters:
              - item: A binding to the item.
              - content: Builds the sheet's view.
            - See also: `fullScreenCover(item:onDismiss:content:)`, `NavigationStack`
            - Conforms to: `Sendable`, `TabContent where Value : Hashable`
            - Use it when: a row of a list opens an editor for that row
            - Replaced by: `sheet(item:onDismiss:content:)`
            - Returns: A view that presents the sheet.
            - Inherits from: `NSObject`
            """)
        #expect(diagnostics.isEmpty)
        #expect(fields.returns == "A view that presents the sheet.")
        #expect(fields.inheritsFrom == ["NSObject"])
        #expect(fields.replacedBy == ["sheet(item:onDismiss:content:)"])
        #expect(fields.conformances == ["Sendable", "TabContent where Value : Hashable"])
        #expect(fields.useWhen == "a row of a list opens an editor for that row")
        #expect(fields.locations["Declaration"] == SourcePosition(line: 2, column: 17))
        #expect(fields.kind == .modifier)
        #expect(fields.declaration == "func sheet<Item>(item: Binding<Item?>, content: @escaping (Item) -> Content) -> some View")
        #expect(
            fields.availability == [
                Availability(platform: "iOS", introduced: "13.0"),
                Availability(platform: "Mac Catalyst", introduced: "13.1"),
                Availability(platform: "macOS", introduced: "10.15", note: "deprecated"),
                Availability(platform: "visionOS", introduced: "1.0"),
            ])
        #expect(
            fields.parameters == [
                Parameter(name: "item", summary: "A binding to the item."),
                Parameter(name: "content", summary: "Builds the sheet's view."),
            ])
        #expect(fields.seeAlso == ["fullScreenCover(item:onDismiss:content:)", "NavigationStack"])
    }

    @Test(arguments: [
        ("type", APIKind.type), ("protocol", .protocol), ("initializer", .initializer), ("modifier", .modifier),
        ("method", .method), ("property", .property), ("case", .case), ("environment value", .environmentValue),
        ("function", .function), ("Modifier", .modifier),
    ])
    func readsEveryKind(spelling: String, kind: APIKind) throws {
        let (fields, diagnostics) = try parse("- Kind: \(spelling)")
        #expect(diagnostics.isEmpty)
        #expect(fields.kind == kind)
    }

    @Test func fieldNamesAreCaseInsensitive() throws {
        let (fields, diagnostics) = try parse("- kind: type\n- SEE ALSO: `A`")
        #expect(diagnostics.isEmpty)
        #expect(fields.kind == .type)
        #expect(fields.seeAlso == ["A"])
    }

    @Test func aDeclarationWithoutACodeSpanKeepsItsText() throws {
        let (fields, _) = try parse("- Declaration: struct Item")
        #expect(fields.declaration == "struct Item")
    }

    @Test func onlyListsThatStartWithAKnownFieldAreFieldLists() throws {
        let document = MarkdownParser.parse(
            """
            - Kind: type

            text

            - Note: something

            text

            1. Kind: type
            """)
        #expect(document.children.map(EntryFields.isFieldList) == [true, false, false, false, false])
    }

    @Test func reportsAnUnknownField() throws {
        let (_, diagnostics) = try parse("- Kind: type\n- Since: iOS 16.0")
        #expect(
            diagnostics == [
                .warning(
                    "malformed field list: unknown field 'Since'; use Kind, Declaration, Availability, Parameters, See also, Conforms to, Inherits from, Use it when, Returns, Replaced by",
                    file: "fields.md", line: 2, column: 1)
            ])
    }

    @Test func reportsABadKind() throws {
        let (fields, diagnostics) = try parse("- Declaration: `var x: Int`\n- Kind: struct")
        #expect(fields.kind == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect((diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.severity) == ("fields.md", 2, 1, .warning))
        #expect(diagnostic.message.contains("unknown kind 'struct'"))
        #expect(diagnostic.message.contains("environment value"))
        #expect(!diagnostic.message.contains("member"))
    }

    @Test(arguments: ["iOS", "iOS sixteen", "16.0", "iOS 16.0 beta", "iOS 16.0, macOS"])
    func reportsBadAvailability(value: String) throws {
        let (_, diagnostics) = try parse("- Kind: type\n- Availability: \(value)")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect((diagnostic.line, diagnostic.column, diagnostic.severity) == (2, 1, .warning))
        #expect(diagnostic.message.contains("needs a platform and a version"))
    }

    @Test func keepsTheGoodPartsOfAvailability() throws {
        let (fields, diagnostics) = try parse("- Availability: iOS 16.0, nonsense, macOS 13.0 (back-deployed)")
        #expect(diagnostics.count == 1)
        #expect(
            fields.availability == [
                Availability(platform: "iOS", introduced: "16.0"),
                Availability(platform: "macOS", introduced: "13.0", note: "back-deployed"),
            ])
    }

    @Test func reportsParametersWithoutANestedList() throws {
        let (fields, diagnostics) = try parse("- Kind: modifier\n- Parameters: item, content")
        #expect(fields.parameters.isEmpty)
        #expect(
            diagnostics == [
                .warning(
                    "malformed field list: Parameters needs a nested list of `- name: description` items",
                    file: "fields.md", line: 2, column: 1)
            ])
    }

    @Test func reportsAParameterWithoutADescription() throws {
        let (fields, diagnostics) = try parse("- Parameters:\n  - item: The item.\n  - content")
        #expect(fields.parameters == [Parameter(name: "item", summary: "The item.")])
        #expect(diagnostics.map(\.line) == [1])
        #expect(diagnostics.first?.message.contains("parameter 'content'") == true)
    }

    @Test func reportsADuplicateField() throws {
        let (fields, diagnostics) = try parse("- Kind: type\n- Declaration: `struct A`\n- Kind: protocol")
        #expect(fields.kind == .type)
        #expect(
            diagnostics == [
                .warning(
                    "malformed field list: field 'Kind' is given twice; keep one", file: "fields.md", line: 3, column: 1)
            ])
    }

    @Test func reportsAnItemThatIsNotAField() throws {
        let (_, diagnostics) = try parse("- Kind: type\n- just a sentence")
        #expect(diagnostics.map(\.line) == [2])
        #expect(diagnostics.first?.message.contains("expected `Name: value`") == true)
    }

    @Test func reportsEmptyDeclarationAndSeeAlso() throws {
        let (_, diagnostics) = try parse("- Declaration:\n- See also: nothing here")
        #expect(diagnostics.map(\.line) == [1, 2])
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
    }

    /// Only a deprecated API has a replacement; the field on a current one is a mistake.
    @Test func replacedByNeedsADeprecation() throws {
        let (fields, diagnostics) = try parse(
            """
            - Replaced by: `NavigationStack`
            - Availability: iOS 16.0
            """)
        #expect(fields.replacedBy == ["NavigationStack"])
        #expect(
            diagnostics.map(\.message) == [
                "Replaced by is for deprecated APIs, and no platform in Availability deprecates this one; mark the deprecation or drop the field"
            ])
        #expect(diagnostics.first?.line == 1)
        let (_, deprecated) = try parse("- Replaced by: `NavigationStack`\n- Availability: iOS 13.0 (deprecated 16.0)\n")
        #expect(deprecated.isEmpty)
    }

    @Test func reportsItemsOfAnIndentedListAtTheirOwnColumn() throws {
        let (_, diagnostics) = try parse("  - Kind: type\n  - Colour: blue")
        #expect(diagnostics.map { [$0.line, $0.column] } == [[2, 3]])
    }
}

/// Availability is checked, not just split: a platform nobody ships, a version with five parts.
@Suite struct AvailabilityCheckTests {
    @Test func unknownPlatformsAndMalformedVersionsWarn() {
        let base = TestContent.build(
            "# P\n\nx\n\n## `Thing`\n\nA thing.\n\n- Kind: type\n- Availability: Plan9 1.0, tvOS 1.2.3.4.5, iOS 17.0\n")
        #expect(base.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(base.diagnostics[0].message.contains("version '1.2.3.4.5' of tvOS should be one to three numbers"))
        #expect(base.diagnostics[1].message.hasPrefix("unknown platform 'Plan9' in Availability"))
        #expect(base.api(id: "Thing")?.availability.map(\.platform) == ["Plan9", "iOS"])
    }

    @Test(arguments: ["17", "17.0", "16.4.1"])
    func oneToThreeNumbersAreAVersion(version: String) {
        let base = TestContent.build("# P\n\nx\n\n## `Thing`\n\nA thing.\n\n- Availability: iOS \(version)\n")
        #expect(base.diagnostics.isEmpty)
    }
}
