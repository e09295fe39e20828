import PanesMarkdown

/// The fields of an API entry, read from the bullet list that follows its summary.
struct FieldList: Sendable, Equatable {
    /// Field names the format defines, matched case-insensitively.
    static let knownFields = ["kind", "declaration", "availability", "parameters", "see also"]

    /// `Kind:`, when given.
    var kind: APIKind?
    /// `Declaration:`, the code span's text.
    var declaration: String?
    /// `Availability:`, one record per platform.
    var availability: [Availability] = []
    /// `Parameters:`, from the nested list.
    var parameters: [Parameter] = []
    /// `See also:`, the code spans as written.
    var seeAlso: [String] = []

    /// Whether `list` is meant as a field list: its first item starts with a known `Field:`.
    static func isFieldList(_ list: MarkdownNode) -> Bool {
        guard case .list(isOrdered: false, _, _) = list.kind, let first = list.children.first else { return false }
        guard let (name, _) = splitField(first) else { return false }
        return knownFields.contains(name.lowercased())
    }

    /// Reads a field list, reporting malformed items against `file`.
    static func parse(_ list: MarkdownNode, file: String) -> (FieldList, [Diagnostic]) {
        var fields = FieldList()
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for item in list.children {
            let line = item.position.line
            func fail(_ message: String) {
                diagnostics.append(.warning("malformed field list: " + message, file: file, line: line, column: item.position.column))
            }
            guard let (rawName, value) = splitField(item) else {
                fail("expected `Name: value` (one of Kind, Declaration, Availability, Parameters, See also)")
                continue
            }
            let name = rawName.lowercased()
            guard knownFields.contains(name) else {
                fail("unknown field '\(rawName)'; use Kind, Declaration, Availability, Parameters or See also")
                continue
            }
            guard seen.insert(name).inserted else {
                fail("field '\(rawName)' is given twice; keep one")
                continue
            }
            switch name {
            case "kind":
                if let kind = APIKind(rawValue: value.lowercased()) {
                    fields.kind = kind
                } else {
                    let allowed = APIKind.allCases.filter { $0 != .member }.map(\.rawValue).joined(separator: ", ")
                    fail("unknown kind '\(value)'; use one of \(allowed)")
                }
            case "declaration":
                fields.declaration = declarationText(of: item)
                if fields.declaration?.isEmpty != false { fail("Declaration is empty; write the declaration in a code span") }
            case "availability":
                let (records, problems, unknownPlatforms) = parseAvailability(value)
                fields.availability = records
                problems.forEach(fail)
                for platform in unknownPlatforms {
                    diagnostics.append(
                        .warning(
                            "unknown platform '\(platform)' in Availability; panes knows \(Self.knownPlatforms.joined(separator: ", "))",
                            file: file, line: line, column: item.position.column))
                }
            case "parameters":
                let (parameters, problems) = parseParameters(item)
                fields.parameters = parameters
                problems.forEach(fail)
            case "see also":
                fields.seeAlso = codeSpans(in: item)
                if fields.seeAlso.isEmpty { fail("See also lists no code spans; write `Symbol`, `Other`") }
            default:
                fail("unknown field '\(rawName)'")
            }
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

    /// Parses `iOS 16.0, macOS 13.0 (deprecated)`: the records, the malformed parts, and the
    /// platforms panes does not know (a warning: they may be right).
    static func parseAvailability(_ value: String) -> ([Availability], [String], [String]) {
        var records: [Availability] = []
        var problems: [String] = []
        var unknownPlatforms: [String] = []
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
            if !knownPlatforms.contains(platform) { unknownPlatforms.append(platform) }
            records.append(Availability(platform: platform, introduced: version, note: note))
        }
        return (records, problems, unknownPlatforms)
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
