import Search

/// Prints search hits: a tab-separated line per hit for pipes, a tidy list for terminals.
public enum HitListRenderer {
    /// One `name<TAB>kind<TAB>summary<TAB>path` line per hit, for scripts (`cut -f1`).
    public static func plainLines(_ hits: [SearchHit]) -> [String] {
        hits.map { [$0.name, $0.kind, $0.summary, $0.path].map(flatten).joined(separator: "\t") }
    }

    /// A numbered list: bold name and dim kind, then the summary and path indented below.
    public static func terminalLines(_ hits: [SearchHit], style: TerminalStyle) -> [String] {
        var lines: [String] = []
        let numberWidth = String(hits.count).count
        let text = TerminalStyle.visible
        for (position, hit) in hits.enumerated() {
            let number = String(repeating: " ", count: numberWidth - String(position + 1).count) + String(position + 1)
            let context = hit.kind == "section" ? " — " + hit.title : (hit.title != hit.name ? " — " + hit.title : "")
            lines.append("\(number). \(style.bold(text(hit.name))) \(style.dim(text(hit.kind + context)))")
            let indent = String(repeating: " ", count: numberWidth + 2)
            if !hit.summary.isEmpty {
                lines.append(indent + style.truncate(text(hit.summary), to: style.width - indent.count))
            }
            lines.append(indent + style.dim(text(hit.path)))
        }
        return lines
    }

    /// One field of a pipe line: tabs and line breaks become spaces, so fields stay fields.
    private static func flatten(_ text: String) -> String {
        TerminalStyle.visible(String(text.map { $0 == "\t" || $0 == "\n" ? " " : $0 }))
    }
}
