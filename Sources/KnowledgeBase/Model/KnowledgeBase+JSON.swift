import Foundation

extension KnowledgeBase {
    /// The version of the JSON layout below; bumped when a field changes meaning or goes away.
    public static let jsonSchemaVersion = 1

    /// The whole index as JSON with sorted keys, the public contract `panes index --json` prints.
    /// README.md documents every field; every key is always written, `null` included.
    public func jsonData() -> Data {
        var data = Data()
        writeJSON { data.append($0) }
        return data
    }

    /// Writes the same JSON as `jsonData()` in pieces of about a megabyte, one record at a time,
    /// so the text of a large index never sits in memory whole.
    public func writeJSON(to sink: (Data) -> Void) {
        var buffer: [UInt8] = []
        func flushIfFull() {
            guard buffer.count >= 1 << 20 else { return }
            sink(Data(buffer))
            buffer.removeAll(keepingCapacity: true)
        }
        // Keys in sorted order, as `JSONValue` writes objects.
        let arrays: [(String, Int, (Int) -> JSONValue)] = [
            ("apis", apis.count, { jsonValue(of: apis[$0]) }),
            ("articles", articles.count, { jsonValue(of: articles[$0]) }),
            ("diagnostics", diagnostics.count, { diagnostics[$0].jsonValue }),
            ("examples", examples.count, { examples[$0].jsonValue }),
        ]
        buffer.append(contentsOf: "{".utf8)
        for (key, count, record) in arrays {
            buffer.append(contentsOf: (key == "apis" ? "\n  " : ",\n  ").utf8)
            JSONValue.writeString(key, to: &buffer)
            guard count > 0 else {
                buffer.append(contentsOf: ": []".utf8)
                continue
            }
            buffer.append(contentsOf: ": [".utf8)
            for index in 0..<count {
                buffer.append(contentsOf: (index == 0 ? "\n    " : ",\n    ").utf8)
                record(index).write(to: &buffer, indent: 2)
                flushIfFull()
            }
            buffer.append(contentsOf: "\n  ]".utf8)
        }
        buffer.append(contentsOf: ",\n  \"schemaVersion\": \(Self.jsonSchemaVersion)\n}".utf8)
        sink(Data(buffer))
    }
}

extension KnowledgeBase {
    /// An API as `panes index --json` lists it and `panes show --json` prints it: its fields and its page.
    public func jsonValue(of api: APIEntry) -> JSONValue {
        api.jsonValue(page: pages.api(api.id))
    }

    /// An article as `panes index --json` lists it: its fields and its page.
    public func jsonValue(of article: Article) -> JSONValue {
        adding("page", .string(pages.article(article.path)), to: article.jsonValue)
    }

    private func adding(_ key: String, _ value: JSONValue, to record: JSONValue) -> JSONValue {
        guard case .object(var members) = record else { return record }
        members[key] = value
        return .object(members)
    }
}

extension APIEntry {
    /// The entry's fields and its page: the one record `index --json` and `show --json` print.
    func jsonValue(page: String?) -> JSONValue {
        guard case .object(var members) = jsonValue else { return jsonValue }
        members["page"] = .optional(page)
        return .object(members)
    }

    /// The entry's own fields, as the index lists them (`KnowledgeBase.jsonValue(of:)` adds its page).
    var jsonValue: JSONValue {
        .object([
            "id": .string(id),
            "name": .string(name),
            "kind": .string(kind.rawValue),
            "aliases": .strings(aliases),
            "summary": .string(summary),
            "declaration": .optional(declaration),
            "availability": .array(
                availability.map { record in
                    .object([
                        "platform": .string(record.platform), "introduced": .string(record.introduced), "note": .optional(record.note),
                        "deprecated": .optional(record.isDeprecated ? record.deprecatedVersion ?? "" : nil),
                    ])
                }),
            "parameters": .array(parameters.map { .object(["name": .string($0.name), "summary": .string($0.summary)]) }),
            "seeAlso": .strings(seeAlso),
            "conformances": .strings(conformances),
            "inheritsFrom": .strings(fields.inheritsFrom),
            "useWhen": .optional(fields.useWhen),
            "replacedBy": .strings(fields.replacedBy),
            "returns": .optional(fields.returns),
            "discussion": .string(discussionText),
            "platformBehaviour": .array(
                platformBehaviour.map { table in
                    .object(["header": .strings(table.header), "rows": .array(table.rows.map(JSONValue.strings))])
                }),
            "documented": .bool(isDocumented),
            "evidence": .strings(evidence.map(\.rawValue)),
            "catalog": .optional(catalog),
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
            "role": .string(role.rawValue),
            "catalog": .optional(catalog),
            "apis": .strings(entryIDs),
            "sections": .array(
                sections.map { section in
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
            "test": .optional(testMode?.rawValue),
            "attributes": .strings(attributes),
            "code": .string(code),
            "section": .string(sectionAnchor),
            "api": .optional(entryID),
            "uses": .strings(apiIDs),
        ])
    }
}

extension Diagnostic {
    /// The diagnostic as `panes index --json` and `panes check --json` print it.
    public var jsonValue: JSONValue {
        .object([
            "file": .string(file), "line": .integer(line), "column": .integer(column),
            "severity": .string(severity.rawValue), "message": .string(message),
        ])
    }
}
