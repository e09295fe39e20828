import PanesMarkdown

/// The fields of an API entry, read from the bullet list that follows its summary, and kept
/// whole in the entry (`APIEntry.fields`).
///
/// `fields` is the one table of what the format defines: each field's name and how its item is
/// read. The parser, its messages and `isFieldList` all read the table, so a new field is one row
/// here and the property it fills, then whatever shows it (the page, `show`, search, the JSON).
public struct EntryFields: Sendable, Equatable, Codable {
    /// `Kind:`, when given.
    public var kind: APIKind?
    /// `Declaration:`, the code span's text.
    public var declaration: String?
    /// `Availability:`, one record per platform.
    public var availability: [Availability] = []
    /// `Parameters:`, from the nested list.
    public var parameters: [Parameter] = []
    /// `See also:`, the code spans as written (ids once the index resolves them).
    public var seeAlso: [String] = []
    /// `Conforms to:`, the protocols the type conforms to, as Apple's "Conforms To" lists them.
    public var conformances: [String] = []
    /// `Inherits from:`, a class's superclass (a symbol graph's `inheritsFrom`), as written.
    public var inheritsFrom: [String] = []
    /// `Use it when:`, when to reach for the API, in a reader's words (the task, the symptom,
    /// another platform's name for it), which are often not Apple's.
    public var useWhen: String?
    /// `Returns:`, what a function or method gives back.
    public var returns: String?
    /// `Replaced by:`, what a deprecated API's readers should use instead, as code spans (ids
    /// once the index resolves them); only a deprecated entry may give it.
    public var replacedBy: [String] = []
    /// Where each given field's item starts, by the field's name as the table spells it, so a
    /// later check (a compiler's complaint about the declaration) can point at it.
    public var locations: [String: SourcePosition] = [:]

    /// No fields.
    public init() {}

    /// One field of the format.
    struct Field: Sendable {
        /// The name as the format documents it (`See also`); matched case-insensitively.
        let name: String
        /// Reads one item into `fields`, returning what is wrong with it.
        let read: @Sendable (_ item: Item, _ fields: inout EntryFields) -> [String]
    }

    /// One `- Name: value` item, as the readers need it.
    struct Item {
        /// The list item's node.
        let node: MarkdownNode
        /// The text after the colon, trimmed.
        let value: String
    }

    /// Every field the format defines, in the order messages list them.
    static let fields: [Field] = [
        Field(name: "Kind") { item, fields in
            guard let kind = APIKind(rawValue: item.value.lowercased()) else {
                let allowed = APIKind.allCases.filter { $0 != .member }.map(\.rawValue).joined(separator: ", ")
                return ["unknown kind '\(item.value)'; use one of \(allowed)"]
            }
            fields.kind = kind
            return []
        },
        Field(name: "Declaration") { item, fields in
            fields.declaration = declarationText(of: item.node)
            // A compiler's column in the declaration counts from its code span.
            if let span = firstCodeSpan(in: item.node) { fields.locations["Declaration"] = span }
            return fields.declaration?.isEmpty == false ? [] : ["Declaration is empty; write the declaration in a code span"]
        },
        Field(name: "Availability") { item, fields in
            let (records, problems) = parseAvailability(item.value)
            fields.availability = records
            return problems
        },
        Field(name: "Parameters") { item, fields in
            let (parameters, problems) = parseParameters(item.node)
            fields.parameters = parameters
            return problems
        },
        Field(name: "See also") { item, fields in
            fields.seeAlso = codeSpans(in: item.node)
            return fields.seeAlso.isEmpty ? ["See also lists no code spans; write `Symbol`, `Other`"] : []
        },
        Field(name: "Conforms to") { item, fields in
            fields.conformances = codeSpans(in: item.node)
            return fields.conformances.isEmpty ? ["Conforms to lists no code spans; write `View`, `Sendable`"] : []
        },
        Field(name: "Inherits from") { item, fields in
            fields.inheritsFrom = codeSpans(in: item.node)
            return fields.inheritsFrom.isEmpty ? ["Inherits from lists no code spans; write `NSObject`"] : []
        },
        Field(name: "Use it when") { item, fields in
            fields.useWhen = item.value
            return item.value.isEmpty ? ["Use it when is empty; say when a reader reaches for this API, in their words"] : []
        },
        Field(name: "Returns") { item, fields in
            fields.returns = item.value
            return item.value.isEmpty ? ["Returns is empty; say what the call gives back"] : []
        },
        Field(name: "Replaced by") { item, fields in
            fields.replacedBy = codeSpans(in: item.node)
            return fields.replacedBy.isEmpty ? ["Replaced by lists no code spans; write `NavigationStack`"] : []
        },
    ]

    /// Every API the fields name (See also, Replaced by), as written: each is a mention of it.
    var namedAPIs: [String] { seeAlso + replacedBy }

    /// Turns the spellings of the fields that name APIs into ids, `resolve` taking a spelling
    /// and the field's name (for its message) and returning the id, or the spelling when none.
    mutating func resolveNamedAPIs(_ resolve: (_ spelling: String, _ field: String) -> String) {
        seeAlso = seeAlso.map { resolve($0, "See also") }
        replacedBy = replacedBy.map { resolve($0, "Replaced by") }
    }

    /// The field names, for messages: `Kind, Declaration, …`.
    static let fieldNames = fields.map(\.name).joined(separator: ", ")

    /// The field named `name` (any case), if the format defines one.
    static func field(named name: String) -> Field? {
        fields.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Whether `list` is meant as a field list: its first item starts with a known `Field:`.
    static func isFieldList(_ list: MarkdownNode) -> Bool {
        guard case .list(isOrdered: false, _, _) = list.kind, let first = list.children.first else { return false }
        guard let (name, _) = splitField(first) else { return false }
        return field(named: name) != nil
    }

    /// Reads a field list, reporting malformed items against `file`.
    static func parse(_ list: MarkdownNode, file: String) -> (EntryFields, [Diagnostic]) {
        var fields = EntryFields()
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for node in list.children {
            func fail(_ message: String) {
                diagnostics.append(
                    .warning("malformed field list: " + message, file: file, line: node.position.line, column: node.position.column))
            }
            guard let (rawName, value) = splitField(node) else {
                fail("expected `Name: value` (one of \(fieldNames))")
                continue
            }
            guard let field = field(named: rawName) else {
                fail("unknown field '\(rawName)'; use \(fieldNames)")
                continue
            }
            guard seen.insert(field.name).inserted else {
                fail("field '\(rawName)' is given twice; keep one")
                continue
            }
            fields.locations[field.name] = node.position
            field.read(Item(node: node, value: value), &fields).forEach(fail)
        }
        // A platform panes does not know may still be right, so it is no malformed field.
        if let position = fields.locations["Availability"] {
            for record in fields.availability where !knownPlatforms.contains(record.platform) {
                diagnostics.append(
                    .warning(
                        "unknown platform '\(record.platform)' in Availability; panes knows \(knownPlatforms.joined(separator: ", "))",
                        file: file, line: position.line, column: position.column))
            }
        }
        if let position = fields.locations["Replaced by"], !fields.availability.contains(where: \.isDeprecated) {
            diagnostics.append(
                .warning(
                    "Replaced by is for deprecated APIs, and no platform in Availability deprecates this one; mark the deprecation or drop the field",
                    file: file, line: position.line, column: position.column))
        }
        return (fields, diagnostics)
    }

    /// Splits the first paragraph of an item into `Name` and the text after the colon.
    static func splitField(_ item: MarkdownNode) -> (String, String)? {
        guard let paragraph = item.children.first, case .paragraph = paragraph.kind else { return nil }
        let text = paragraph.plainText
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon].trimmingWhitespace()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == " " }) else { return nil }
        return (name, text[text.index(after: colon)...].trimmingWhitespace())
    }

    private static func declarationText(of item: MarkdownNode) -> String {
        let spans = codeSpans(in: item)
        if !spans.isEmpty { return spans.joined(separator: " ") }
        return splitField(item)?.1 ?? ""
    }

    /// Where the first code span of `node` starts (its first character, after the backtick).
    private static func firstCodeSpan(in node: MarkdownNode) -> SourcePosition? {
        if case .code = node.kind, node.position.line > 0 { return node.position }
        for child in node.children {
            if let found = firstCodeSpan(in: child) { return found }
        }
        return nil
    }

    private static func codeSpans(in node: MarkdownNode) -> [String] {
        var spans: [String] = []
        node.forEachDescendant { node in
            switch node.kind {
            case .code(let text), .symbolLink(let text): spans.append(text)
            default: break
            }
        }
        return spans
    }

    /// Platforms an `Availability:` field names: Apple's, as their reference pages spell them,
    /// and the ones Swift packages document (for references other than SwiftUI's).
    static let knownPlatforms = [
        "iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "visionOS", "watchOS", "DriverKit", "Linux", "Windows", "Android",
        "WASI", "Swift", "Xcode",
    ]

    /// Parses `iOS 16.0, macOS 13.0 (deprecated 16.0)`: the records and the malformed parts.
    static func parseAvailability(_ value: String) -> ([Availability], [String]) {
        var records: [Availability] = []
        var problems: [String] = []
        for part in value.split(separator: ",") {
            var text = part.trimmingWhitespace()
            var note: String?
            if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
                note = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
                text = text[..<open].trimmingWhitespace()
            }
            guard let space = text.lastIndex(of: " ") else {
                problems.append("availability '\(text)' needs a platform and a version, like `iOS 17.0`")
                continue
            }
            let platform = text[..<space].trimmingWhitespace()
            let version = String(text[text.index(after: space)...])
            guard !platform.isEmpty, version.first?.isNumber == true,
                version.allSatisfy({ $0.isNumber || $0 == "." })
            else {
                problems.append("availability '\(text)' needs a platform and a version, like `iOS 17.0`")
                continue
            }
            // One to three numbers: `17`, `17.0`, `16.4.1`.
            let components = version.split(separator: ".", omittingEmptySubsequences: false)
            guard components.count <= 3, components.allSatisfy({ !$0.isEmpty }) else {
                problems.append("version '\(version)' of \(platform) should be one to three numbers, like `17.0` or `16.4.1`")
                continue
            }
            records.append(Availability(platform: platform, introduced: version, note: note))
        }
        return (records, problems)
    }

    private static func parseParameters(_ item: MarkdownNode) -> ([Parameter], [String]) {
        guard let nested = item.children.first(where: { if case .list = $0.kind { true } else { false } }) else {
            return ([], ["Parameters needs a nested list of `- name: description` items"])
        }
        var parameters: [Parameter] = []
        var problems: [String] = []
        for parameterItem in nested.children {
            let text = parameterItem.plainText.trimmingWhitespace()
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
                problems.append("parameter '\(text.prefix(30))' should read `name: description`")
                continue
            }
            let name = text[..<colon].trimmingWhitespace()
            let summary = text[text.index(after: colon)...].trimmingWhitespace()
            parameters.append(Parameter(name: name, summary: summary))
        }
        return (parameters, problems)
    }
}
