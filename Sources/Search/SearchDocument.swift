/// One searchable thing: an API (documented or inferred), an article, or an article section.
///
/// These fields are exactly what the page script receives per document, so Swift and the
/// script rank from the same data.
struct SearchDocument: Sendable, Equatable {
    /// The API id, `file.md` for an article, `file.md#anchor` for a section.
    var id: String
    /// The API name, article title or section heading.
    var name: String
    /// An `APIKind` raw value, `article` or `section`.
    var kind: String
    /// The qualified API id, or the title of the article a section belongs to.
    var title: String
    /// A one-line summary (at most `SearchDocument.summaryLimit` characters).
    var summary: String
    /// The page (and anchor) relative to the site root.
    var path: String
    /// Whether an entry documents the API (articles and sections count as documented).
    var isDocumented: Bool
    /// Whether every platform marks the API deprecated.
    var isDeprecated: Bool = false
    /// Whether a documented API is the first of the overloads of its name in its file.
    var isFamilyLead: Bool = false
    /// Whether an article's title or a section's heading offers a choice (`HeadingFacts`).
    var isChoiceHeading: Bool = false
    /// How many subject words an article's title or a section's heading has (`HeadingFacts`).
    var subjectCount: Int = 0
    /// Other spellings of an API (`.sheet(item:)`).
    var aliases: [String]
    /// The stemmed words of the first cells of an API's platform-behaviour rows (`ios`,
    /// `ipado`, `compact`), sorted: the platforms and size classes the entry says something
    /// particular about.
    var platformWords: [String]

    /// Creates a document.
    init(
        id: String, name: String, kind: String, title: String, summary: String, path: String,
        isDocumented: Bool, isDeprecated: Bool = false, isFamilyLead: Bool = false, aliases: [String], platformWords: [String] = []
    ) {
        (self.id, self.name, self.kind, self.title) = (id, name, kind, title)
        (self.summary, self.path, self.isDocumented, self.isDeprecated, self.aliases) = (summary, path, isDocumented, isDeprecated, aliases)
        (self.isFamilyLead, self.platformWords) = (isFamilyLead, platformWords)
    }

    /// Longest summary a hit carries; longer ones are cut at a word and end in `…`.
    static let summaryLimit = 200

    /// The flags as one number, as the cache and the page script store them: 1 documented,
    /// 2 deprecated, 4 family lead, 8 choice heading.
    var flags: Int { (isDocumented ? 1 : 0) + (isDeprecated ? 2 : 0) + (isFamilyLead ? 4 : 0) + (isChoiceHeading ? 8 : 0) }

    /// Ranking order of kinds on equal scores: API kinds first (in `APIKind` order), then
    /// articles, then sections.
    static let kindOrder: [String] = APIKindNames.all + ["article", "section"]

    /// The position of `kind` in `kindOrder`.
    var kindRank: Int { Self.kindOrder.firstIndex(of: kind) ?? Self.kindOrder.count }

    /// Whether the document is an API, which name rules apply to.
    var isAPI: Bool { kindRank < APIKindNames.all.count }

    /// Cuts `text` to one line of at most `summaryLimit` characters.
    static func oneLine(_ text: String) -> String {
        // Reads only as far as the limit: section texts can be pages long.
        var flat = ""
        var count = 0
        var isAfterSpace = false
        for character in text {
            if character == "\n" || character == " " || character == "\t" {
                isAfterSpace = !flat.isEmpty
                continue
            }
            if isAfterSpace {
                flat.append(" ")
                count += 1
                isAfterSpace = false
            }
            flat.append(character)
            count += 1
            if count > summaryLimit { break }
        }
        guard count > summaryLimit else { return flat }
        let cut = flat.prefix(summaryLimit - 1)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return String(atWord) + "…"
    }
}
