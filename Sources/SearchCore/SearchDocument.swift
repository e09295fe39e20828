/// One searchable thing: an API (documented or inferred), an article, or an article section.
///
/// The page's engine holds the same documents: the fields ranking reads come with the index's
/// core part, the rest (details) with the part of the documents a hit shows (`IndexParts`).
package struct SearchDocument: Sendable, Equatable {
    /// The API id, `file.md` for an article, `file.md#anchor` for a section.
    package var id: String
    /// The API name, article title or section heading.
    package var name: String
    /// An `APIKind` raw value, `article` or `section`.
    package var kind: String
    /// Whether the document is an API, which name rules apply to.
    package var isAPI: Bool
    /// The qualified API id, or the title of the article a section belongs to.
    package var title: String
    /// A one-line summary (at most `SearchDocument.summaryLimit` characters).
    package var summary: String
    /// The page (and anchor) relative to the site root.
    package var path: String
    /// Whether an entry documents the API (articles and sections count as documented).
    package var isDocumented: Bool
    /// Whether every platform marks the API deprecated.
    package var isDeprecated: Bool = false
    /// Whether a documented API is the first of the overloads of its name in its file.
    package var isFamilyLead: Bool = false
    /// Whether an article's title or a section's heading offers a choice (`HeadingFacts`).
    package var isChoiceHeading: Bool = false
    /// How many subject words an article's title or a section's heading has (`HeadingFacts`).
    package var subjectCount: Int = 0
    /// Other spellings of an API (`.sheet(item:)`).
    package var aliases: [String]
    /// The stemmed words of the first cells of an API's platform-behaviour rows (`ios`,
    /// `ipado`, `compact`), sorted: the platforms and size classes the entry says something
    /// particular about.
    package var platformWords: [String]

    /// Creates a document.
    package init(
        id: String, name: String, kind: String, isAPI: Bool, title: String, summary: String, path: String,
        isDocumented: Bool, isDeprecated: Bool = false, isFamilyLead: Bool = false, aliases: [String], platformWords: [String] = []
    ) {
        (self.id, self.name, self.kind, self.isAPI, self.title) = (id, name, kind, isAPI, title)
        (self.summary, self.path, self.isDocumented, self.isDeprecated, self.aliases) = (summary, path, isDocumented, isDeprecated, aliases)
        (self.isFamilyLead, self.platformWords) = (isFamilyLead, platformWords)
    }

    /// Longest summary a hit carries; longer ones are cut at a word and end in `…`.
    package static let summaryLimit = 200

    /// The flags as one number, as the index parts store them: 1 documented, 2 deprecated,
    /// 4 family lead, 8 choice heading.
    package var flags: Int { (isDocumented ? 1 : 0) + (isDeprecated ? 2 : 0) + (isFamilyLead ? 4 : 0) + (isChoiceHeading ? 8 : 0) }

    /// Sets the flags from `flags`' number.
    package mutating func setFlags(_ flags: Int) {
        (isDocumented, isDeprecated) = (flags & 1 == 1, flags & 2 == 2)
        (isFamilyLead, isChoiceHeading) = (flags & 4 == 4, flags & 8 == 8)
    }

    /// Cuts `text` to one line of at most `summaryLimit` characters.
    package static func oneLine(_ text: String) -> String {
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
