/// Makes URL fragment identifiers from heading text, unique within one page.
public struct AnchorMaker: Sendable {
    private var used: [String: Int] = [:]

    /// Creates a maker with no anchors used yet.
    public init() {}

    /// A lowercase, hyphenated slug of `text`, with `-2`, `-3`, … appended on repeats.
    public mutating func makeAnchor(for text: String) -> String {
        let base = Self.slug(text)
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
