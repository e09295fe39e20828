/// A query taken apart once, in the forms the ranking rules compare.
package struct SearchQuery: Sendable {
    /// Lowercased, whitespace removed, one leading dot dropped: `.sheet(item:)` → `sheet(item:)`.
    var compact: String
    /// `compact` before lowercasing, for telling `NavigationSplitView(…)` (an initializer) apart.
    var compactOriginalCase: String
    /// The lowercased words, first occurrence order, repeats dropped.
    var words: [String]
    /// The stemmed words, first occurrence order, repeats dropped.
    var stems: [String]
    /// `stems` without the words that carry no subject (`the`, `how`, `should`), for the rules
    /// that reward matching a name or a title word by word.
    var contentStems: [String]
    /// What the wording asks for beyond its subject.
    var intents: Set<Intent>
    /// The name after a key path (`dismiss` in `@Environment(\.dismiss)`), if any.
    var keyPath: String?
    /// The platforms and size classes the query names, as stemmed platform-row words
    /// (`iphone` → `ios`), first occurrence order.
    var platformStems: [String]

    /// The words a result marks where it shows them: the typed words whose stem carries a
    /// subject (no `the`, `how`), two letters or more.
    package var wordsToMark: [String] {
        words.filter { $0.unicodeScalars.count >= 2 && !Self.stopWords.contains(TextTokenizer.stem($0)) }
    }

    /// What a query asks for besides its words.
    enum Intent: String, Sendable {
        /// "X vs Y", "which", "instead of", "or": a comparison, which a choice section answers.
        case comparison
        /// "docs", "guide", "overview": a page rather than one API.
        case page
    }

    /// Characters of a query that are read; the rest is ignored. Every distinct word costs a
    /// pass over the terms, so 60,000 pasted words ran for minutes (review D20); no question
    /// about an API needs more than a couple of sentences.
    static let maximumLength = 256

    /// `text` cut to `maximumLength` Unicode scalars.
    static func bounded(_ text: String) -> String {
        text.unicodeScalars.count <= maximumLength ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumLength)))
    }

    /// Parses a query as typed, up to `maximumLength`.
    package init(_ typed: String) {
        let text = Self.bounded(typed)
        var squeezed = String(text.unicodeScalars.filter { !Self.isSpace($0) }.map(Character.init))
        if squeezed.hasPrefix(".") { squeezed.removeFirst() }
        compactOriginalCase = squeezed
        compact = TextTokenizer.lowercased(squeezed)
        words = Self.unique(TextTokenizer.words(Self.withoutStringLiterals(text)).map { Self.numberWords[$0] ?? $0 })
        stems = Self.unique(words.map(TextTokenizer.stem))
        contentStems = stems.filter { !Self.stopWords.contains($0) }
        intents = Set(words.compactMap(Self.intentWords.index(forKey:)).map { Self.intentWords[$0].value })
        platformStems = Self.unique(words.flatMap { Self.platformNames[$0] ?? [] }.map(TextTokenizer.stem))
        let scalars = Array(text.unicodeScalars)
        if let slash = scalars.indices.first(where: { scalars[$0] == "\\" && $0 + 1 < scalars.count && scalars[$0 + 1] == "." }) {
            let after = scalars[(slash + 2)...].prefix { TextTokenizer.isWordScalar($0) || $0 == "_" }
            keyPath = after.isEmpty ? nil : TextTokenizer.lowercased(after)
        }
    }

    /// `text` without its string literals when it is code (holds a parenthesis): in
    /// `.alert("Delete item?", isPresented: $showing)` the title is the app's own text, and its
    /// words would favour whichever page happens to use them. An unclosed literal runs to the end.
    static func withoutStringLiterals(_ text: String) -> String {
        guard text.contains("(") else { return text }
        var kept = String.UnicodeScalarView()
        var inLiteral = false
        for scalar in text.unicodeScalars {
            if scalar == "\"" {
                inLiteral.toggle()
                kept.append(" ")
            } else if !inLiteral {
                kept.append(scalar)
            }
        }
        return String(kept)
    }

    /// Words that say how, not what (stemmed as the tokenizer stems them). They still count as
    /// full text, where BM25 makes them cheap; they earn no name or title points.
    static let stopWords: Set<String> = Set(
        [
            "a", "an", "the", "to", "of", "in", "on", "at", "for", "with", "and", "or", "is", "are", "be", "it", "its", "i", "my",
            "me", "we", "you", "your", "how", "do", "does", "what", "when", "where", "which", "why", "can", "should", "not", "no",
            "from", "by", "this", "that", "user", "users", "app", "get", "make", "use", "using", "want", "way", "vs", "versus",
            "instead", "between", "than", "into", "out", "up", "so", "if", "there", "one", "difference", "compare", "better",
            "docs", "documentation", "step", "steps", "each", "every", "everything", "something", "anything", "like",
            // "check if …" asks whether; the guides' "Check the …" steps are about verifying the result.
            "check",
        ].map(TextTokenizer.stem))

    /// Digits typed for the numbers the content spells out (`3 column` → `three column`).
    static let numberWords: [String: String] = [
        "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine",
    ]

    /// The words that signal an intent.
    static let intentWords: [String: Intent] = [
        "vs": .comparison, "versus": .comparison, "or": .comparison, "which": .comparison, "instead": .comparison,
        "difference": .comparison, "compare": .comparison, "choose": .comparison, "choosing": .comparison, "better": .comparison,
        "docs": .page, "documentation": .page, "guide": .page, "overview": .page, "tutorial": .page, "walkthrough": .page,
        "patterns": .page, "reference": .page, "step": .page, "steps": .page, "example": .page, "sample": .page,
        "introduction": .page, "intro": .page, "basics": .page, "article": .page, "explained": .page,
    ]

    /// Query words for platforms and size classes → the words platform rows use for them.
    static let platformNames: [String: [String]] = [
        "iphone": ["ios"], "phone": ["ios"], "ios": ["ios"], "ipad": ["ipados"], "ipados": ["ipados"], "tablet": ["ipados"],
        "mac": ["macos"], "macos": ["macos"], "catalyst": ["catalyst"], "watch": ["watchos"], "watchos": ["watchos"],
        "tv": ["tvos"], "tvos": ["tvos"], "vision": ["visionos"], "visionos": ["visionos"], "compact": ["compact"],
        "regular": ["regular"],
    ]

    /// The keys of `platformNames`, stemmed as query words are.
    static let platformWordStems = Set(platformNames.keys.map(TextTokenizer.stem))

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

    /// Adjacent pairs of words run together (`left off` → `leftoff`), for phrases the synonym
    /// table knows as one word.
    var wordPairs: [String] { wordRuns(of: 2) }

    /// Every run of one to three adjacent words, run together (`show an action sheet` →
    /// `show`, …, `actionsheet`, `showanaction`, …), for names the other-name table knows.
    var wordGrams: [String] { (1...3).flatMap(wordRuns(of:)) }

    private func wordRuns(of length: Int) -> [String] {
        words.count < length ? [] : (0...(words.count - length)).map { words[$0..<($0 + length)].joined() }
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
