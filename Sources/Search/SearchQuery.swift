/// A query taken apart once, in the forms the ranking rules compare.
struct SearchQuery: Sendable {
    /// Lowercased, whitespace removed, one leading dot dropped: `.sheet(item:)` → `sheet(item:)`.
    var compact: String
    /// `compact` before lowercasing, for telling `NavigationSplitView(…)` (an initializer) apart.
    var compactOriginalCase: String
    /// The lowercased words, first occurrence order, repeats dropped.
    var words: [String]
    /// The stemmed words, first occurrence order, repeats dropped.
    var stems: [String]

    /// Parses a query as typed.
    init(_ text: String) {
        var squeezed = String(text.unicodeScalars.filter { !Self.isSpace($0) }.map(Character.init))
        if squeezed.hasPrefix(".") { squeezed.removeFirst() }
        compactOriginalCase = squeezed
        compact = TextTokenizer.lowercased(squeezed)
        words = Self.unique(TextTokenizer.words(text))
        stems = Self.unique(words.map(TextTokenizer.stem))
    }

    /// Whether the query has nothing to search for.
    var isEmpty: Bool { compact.isEmpty }
    /// The length of `compact` in Unicode scalars.
    var compactLength: Int { compact.unicodeScalars.count }
    /// Whether the query is typed as a symbol with parentheses.
    var isSymbolSpelling: Bool { compact.contains("(") }
    /// Whether `compact` holds only ASCII lowercase letters and digits.
    var isCompactAlphanumeric: Bool {
        compact.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) }
    }

    /// Space, tab, newline and carriage return: the whitespace both engines remove.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}
