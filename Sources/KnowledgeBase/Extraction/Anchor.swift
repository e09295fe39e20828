/// Makes URL fragment identifiers from heading text, unique within one page.
public struct AnchorMaker: Sendable {
    /// How anchors are spelled.
    public enum Style: Sendable {
        /// Lower case, hyphenated (`choosing-a-trail`), as GitHub spells them: for loose Markdown.
        case slug
        /// DocC's spelling (`Choosing-a-Trail`, case kept, punctuation removed): for catalogs,
        /// whose links are written for DocC.
        case docC
    }

    private var used: [String: Int] = [:]
    private let style: Style

    /// Creates a maker with no anchors used yet.
    public init(style: Style = .slug) {
        self.style = style
    }

    /// The anchor of `text` in the maker's style, with `-2`, `-3`, … appended on repeats (DocC
    /// links reach the first of equal headings; the others still need ids of their own).
    public mutating func makeAnchor(for text: String) -> String {
        let docC = DocCNames.anchor(text)
        let base = style == .slug ? Self.slug(text) : docC.isEmpty ? "section" : docC
        let count = used[base, default: 0] + 1
        used[base] = count
        return count == 1 ? base : "\(base)-\(count)"
    }

    /// Letters and digits kept (lowercased), every other run of characters becomes one hyphen.
    public static func slug(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                slug.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }
}
