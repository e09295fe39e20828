import Foundation

extension KnowledgeBase {
    /// The version of the JSON layout below; bumped when a field changes meaning or goes away.
    public static let jsonSchemaVersion = 1

    /// The whole index as JSON with sorted keys, the public contract `panes index --json` prints.
    /// README.md documents every field; every key is always written, `null` included.
    public func jsonData() -> Data {
        Data(jsonValue.serialized())
    }

    /// The index as a JSON value.
    public var jsonValue: JSONValue {
        .object([
            "schemaVersion": .integer(Self.jsonSchemaVersion),
            "apis": .array(apis.map(\.jsonValue)),
            "articles": .array(articles.map(\.jsonValue)),
            "examples": .array(examples.map(\.jsonValue)),
            "diagnostics": .array(diagnostics.map(\.jsonValue)),
        ])
    }
}

extension APIEntry {
    var jsonValue: JSONValue {
        .object([
            "id": .string(id),
            "name": .string(name),
            "kind": .string(kind.rawValue),
            "aliases": .strings(aliases),
            "summary": .string(summary),
            "declaration": .optional(declaration),
            "availability": .array(availability.map { record in
                .object(["platform": .string(record.platform), "introduced": .string(record.introduced), "note": .optional(record.note)])
            }),
            "parameters": .array(parameters.map { .object(["name": .string($0.name), "summary": .string($0.summary)]) }),
            "seeAlso": .strings(seeAlso),
            "discussion": .string(discussionText),
            "platformBehaviour": .array(platformBehaviour.map { table in
                .object(["header": .strings(table.header), "rows": .array(table.rows.map(JSONValue.strings))])
            }),
            "documented": .bool(isDocumented),
            "parent": .optional(parentID),
            "anchor": .optional(anchor),
            "source": .object(["file": .string(source.file), "line": .integer(source.line)]),
            "mentionedIn": .array(mentionedIn.map(\.jsonValue)),
            "examples": .strings(examples),
        ])
    }

    /// The discussion as plain text, one paragraph per block.
    public var discussionText: String {
        discussion.map { $0.plainText.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }
}

extension SectionReference {
    var jsonValue: JSONValue {
        .object(["file": .string(file), "anchor": .string(anchor), "title": .string(title), "line": .integer(line)])
    }
}

extension Article {
    var jsonValue: JSONValue {
        .object([
            "path": .string(path),
            "title": .string(title),
            "abstract": .string(abstract),
            "kind": .string(kind.rawValue),
            "apis": .strings(entryIDs),
            "sections": .array(sections.map { section in
                .object([
                    "heading": .string(section.heading), "level": .integer(section.level), "anchor": .string(section.anchor),
                    "text": .string(section.text), "line": .integer(section.line), "apiID": .optional(section.apiID),
                ])
            }),
        ])
    }
}

extension CodeExample {
    var jsonValue: JSONValue {
        .object([
            "id": .string(id),
            "file": .string(file),
            "line": .integer(line),
            "language": .string(language),
            "runnable": .bool(isRunnable),
            "attributes": .strings(attributes),
            "code": .string(code),
            "section": .string(sectionAnchor),
            "api": .optional(entryID),
            "uses": .strings(apiIDs),
        ])
    }
}

extension Diagnostic {
    var jsonValue: JSONValue {
        .object([
            "file": .string(file), "line": .integer(line), "column": .integer(column),
            "severity": .string(severity.rawValue), "message": .string(message),
        ])
    }
}
