import KnowledgeBase

/// Prints every API for `panes list`: documented entries first, grouped by kind, then the APIs
/// the references only mention, so a stub never sits above a documented entry.
public enum APIListRenderer {
    /// The APIs of `reference` (only `kind` when given): documented before inferred, then by kind and id.
    public static func apis(_ reference: APIReference, kind: APIKind? = nil) -> [APIReference.Summary] {
        reference.summaries.filter { kind == nil || $0.kind == kind }
            .sorted { ($0.isDocumented ? 0 : 1, $0.kind, $0.id) < ($1.isDocumented ? 0 : 1, $1.kind, $1.id) }
    }

    /// The JSON `panes list --json` prints: one object per API with its id, name, kind,
    /// summary, page and whether an entry documents it.
    public static func json(_ apis: [APIReference.Summary]) -> JSONValue {
        .array(
            apis.map { api in
                .object([
                    "id": .string(api.id), "name": .string(api.name), "kind": .string(api.kind.rawValue),
                    "summary": .string(api.summary), "path": .string(api.page ?? ""),
                    "documented": .bool(api.isDocumented),
                ])
            })
    }

    /// A heading per group (documented kinds, then "mentioned only") with its count, then one
    /// line per API: id, and its summary when it fits.
    public static func lines(_ apis: [APIReference.Summary], style: TerminalStyle) -> [String] {
        var lines: [String] = []
        var currentGroup: String?
        let groupOf = { (api: APIReference.Summary) in api.isDocumented ? api.kind.rawValue : "mentioned only, not documented" }
        let counts = Dictionary(grouping: apis, by: groupOf).mapValues(\.count)
        for api in apis {
            let group = groupOf(api)
            if group != currentGroup {
                if currentGroup != nil { lines.append("") }
                lines.append(style.bold("\(group) (\(counts[group] ?? 0))"))
                currentGroup = group
            }
            let id = TerminalStyle.visible(api.id)
            let summary = TerminalStyle.visible(api.summary.split(whereSeparator: \.isNewline).joined(separator: " "))
            let kind = api.isDocumented ? "" : style.dim(" (\(api.kind.rawValue))")
            let shown = summary.isEmpty ? "" : "  " + style.dim(style.truncate(summary, to: max(10, style.width - id.count - 6)))
            lines.append("  " + id + kind + (style.usesColor ? shown : (summary.isEmpty ? "" : "  " + summary)))
        }
        return lines
    }
}

extension APIKind {
    /// Parses `--kind`: a raw value (`modifier`, `environment value`) or its hyphenated form.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased().replacingOccurrences(of: "-", with: " "))
    }
}
