/// YAML front matter, as static-site generators write it: a `---` line at the very start of
/// the file, `key: value` lines, and a closing `---` (or `...`). It is page metadata, not
/// content: its lines are blanked before Markdown sees them (so line numbers stay), and its
/// `title` names a page that has no `# Title`. Only flat `key: value` pairs are read; a value
/// in brackets (`[a, b]`) is kept as written.
struct FrontMatter: Equatable {
    /// The keys and values, in order.
    var fields: [(key: String, value: String)]
    /// How many lines the block takes, fences included.
    var lineCount: Int

    static func == (lhs: FrontMatter, rhs: FrontMatter) -> Bool {
        lhs.lineCount == rhs.lineCount && lhs.fields.map(\.key) == rhs.fields.map(\.key)
            && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// The value of `key`, if present.
    func value(_ key: String) -> String? {
        fields.first { $0.key == key }?.value
    }

    /// The front matter at the start of `text`, and the text with its lines blanked; nil when
    /// the text does not start with one.
    static func split(_ text: String) -> (FrontMatter, String)? {
        guard text.hasPrefix("---\n") else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let end = lines.indices.dropFirst().first(where: { lines[$0] == "---" || lines[$0] == "..." }) else { return nil }
        var fields: [(key: String, value: String)] = []
        for line in lines[1..<end] {
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" "), !line.hasPrefix("#") else { continue }
            var value = line[line.index(after: colon)...].trimmingWhitespace()
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            fields.append((String(line[..<colon]).trimmingWhitespace(), value))
        }
        let blanked = String(repeating: "\n", count: end + 1) + lines[(end + 1)...].joined(separator: "\n")
        return (FrontMatter(fields: fields, lineCount: end + 1), blanked)
    }
}
