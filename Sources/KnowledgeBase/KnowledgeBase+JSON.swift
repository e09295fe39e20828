import Foundation

extension KnowledgeBase {
    /// The version of the JSON layout below; bumped when a field changes meaning or goes away.
    public static let jsonSchemaVersion = 1

    /// The whole index as JSON with sorted keys, the public contract `panes index --json` prints.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(IndexDocument(self))
    }
}

/// The JSON shape of the index; README.md documents every field.
private struct IndexDocument: Encodable {
    var schemaVersion = KnowledgeBase.jsonSchemaVersion
    var apis: [APIRecord]
    var articles: [ArticleRecord]
    var examples: [ExampleRecord]
    var diagnostics: [Diagnostic]

    init(_ base: KnowledgeBase) {
        apis = base.apis.map(APIRecord.init)
        articles = base.articles.map(ArticleRecord.init)
        examples = base.examples.map(ExampleRecord.init)
        diagnostics = base.diagnostics
    }
}

private struct APIRecord: Encodable {
    var id, name, kind, summary, discussion: String
    var aliases, seeAlso, examples: [String]
    var documented: Bool
    var declaration, parent, anchor: String?
    var availability: [Availability]
    var parameters: [Parameter]
    var platformBehaviour: [Table]
    var source: SourceLocation
    var mentionedIn: [SectionReference]

    init(_ api: APIEntry) {
        id = api.id
        name = api.name
        kind = api.kind.rawValue
        summary = api.summary
        discussion = api.discussion.map(\.plainText).map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }.joined(separator: "\n\n")
        aliases = api.aliases
        seeAlso = api.seeAlso
        examples = api.examples
        documented = api.isDocumented
        declaration = api.declaration
        parent = api.parentID
        anchor = api.anchor
        availability = api.availability
        parameters = api.parameters
        platformBehaviour = api.platformBehaviour
        source = api.source
        mentionedIn = api.mentionedIn
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(aliases, forKey: .aliases)
        try container.encode(summary, forKey: .summary)
        try container.encode(declaration, forKey: .declaration)
        try container.encode(availability, forKey: .availability)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(seeAlso, forKey: .seeAlso)
        try container.encode(discussion, forKey: .discussion)
        try container.encode(platformBehaviour, forKey: .platformBehaviour)
        try container.encode(documented, forKey: .documented)
        try container.encode(parent, forKey: .parent)
        try container.encode(anchor, forKey: .anchor)
        try container.encode(source, forKey: .source)
        try container.encode(mentionedIn, forKey: .mentionedIn)
        try container.encode(examples, forKey: .examples)
    }

    /// Every key is written, `null` included, so scripts can rely on the shape.
    private enum Key: String, CodingKey {
        case id, name, kind, aliases, summary, declaration, availability, parameters, seeAlso, discussion
        case platformBehaviour, documented, parent, anchor, source, mentionedIn, examples
    }
}

private struct ArticleRecord: Encodable {
    var path, title, abstract, kind: String
    var sections: [Section]
    var apis: [String]

    init(_ article: Article) {
        path = article.path
        title = article.title
        abstract = article.abstract
        kind = article.kind.rawValue
        sections = article.sections
        apis = article.entryIDs
    }
}

private struct ExampleRecord: Encodable {
    var id, file, language, code, section: String
    var line: Int
    var runnable: Bool
    var attributes, uses: [String]
    var api: String?

    init(_ example: CodeExample) {
        id = example.id
        file = example.file
        line = example.line
        language = example.language
        runnable = example.isRunnable
        attributes = example.attributes
        code = example.code
        section = example.sectionAnchor
        api = example.entryID
        uses = example.apiIDs
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(language, forKey: .language)
        try container.encode(runnable, forKey: .runnable)
        try container.encode(attributes, forKey: .attributes)
        try container.encode(code, forKey: .code)
        try container.encode(section, forKey: .section)
        try container.encode(api, forKey: .api)
        try container.encode(uses, forKey: .uses)
    }

    private enum Key: String, CodingKey {
        case id, file, line, language, runnable, attributes, code, section, api, uses
    }
}
