import Foundation
import KnowledgeBase

/// Prints every API grouped by kind for `panes list`.
public enum APIListRenderer {
    /// The JSON shape of one listed API.
    public struct Item: Codable, Equatable, Sendable {
        /// The API's id, name, kind, one-line summary and page path.
        public var id, name, kind, summary, path: String
        /// Whether an entry documents it.
        public var documented: Bool
    }

    /// The APIs of `knowledgeBase` (only `kind` when given), ordered by kind then id.
    public static func items(_ knowledgeBase: KnowledgeBase, kind: APIKind? = nil) -> [Item] {
        let paths = knowledgeBase.pages
        return knowledgeBase.apis.filter { kind == nil || $0.kind == kind }
            .sorted { ($0.kind, $0.id) < ($1.kind, $1.id) }
            .map { api in
                Item(
                    id: api.id, name: api.name, kind: api.kind.rawValue, summary: SearchDocument.oneLine(api.summary),
                    path: paths.api(api.id) ?? "", documented: api.isDocumented)
            }
    }

    /// A heading per kind with its count, then one line per API: id, and its summary when it fits.
    public static func lines(_ items: [Item], style: TerminalStyle) -> [String] {
        var lines: [String] = []
        var currentKind: String?
        for item in items {
            if item.kind != currentKind {
                if currentKind != nil { lines.append("") }
                let count = items.filter { $0.kind == item.kind }.count
                lines.append(style.bold("\(item.kind) (\(count))"))
                currentKind = item.kind
            }
            let marker = item.documented ? "" : style.dim(" (inferred)")
            let summary =
                item.summary.isEmpty ? "" : "  " + style.dim(style.truncate(item.summary, to: max(10, style.width - item.id.count - 6)))
            lines.append("  " + item.id + marker + (style.usesColor ? summary : (item.summary.isEmpty ? "" : "  " + item.summary)))
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
