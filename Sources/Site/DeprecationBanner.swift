import KnowledgeBase
import PanesMarkdown

/// The notice a deprecated API carries at the top of its page: in which versions each platform
/// deprecated it (`APIEntry.deprecation`), and what to use
/// instead when the discussion's first sentence says so ("Use `alert(_:item:actions:message:)`
/// in its place.").
struct DeprecationBanner {
    let api: APIEntry

    /// Words that make a first sentence a pointer to the replacement.
    static let replacementWords = ["use ", "replace", "instead", "in its place", "migrate"]

    /// "Deprecated in iOS, iPadOS and tvOS 16.0; macOS 13.0." as HTML, nil when not deprecated.
    func notice() -> String? {
        guard let deprecation = api.deprecation else { return nil }
        var groups: [(version: String, platforms: [String])] = []
        var undated: [String] = []
        for platform in deprecation.platforms {
            guard let version = platform.deprecatedVersion else {
                undated.append(platform.platform)
                continue
            }
            if let index = groups.firstIndex(where: { $0.version == version }) {
                groups[index].platforms.append(platform.platform)
            } else {
                groups.append((version, [platform.platform]))
            }
        }
        var parts = groups.map { Self.list($0.platforms) + " " + $0.version }
        if !undated.isEmpty { parts.append(Self.list(undated)) }
        let text =
            deprecation.isEverywhere && undated.isEmpty && groups.count == 1
            ? "on every platform in " + groups[0].version : "in " + parts.joined(separator: "; ")
        return "<strong>Deprecated</strong> " + HTML.escape(text) + "."
    }

    /// The full banner for the API page: the notice and, when the discussion opens with what
    /// replaces the API, that sentence rendered with its links.
    func render(markdown: MarkdownRenderer) -> String {
        guard let notice = notice() else { return "" }
        var html = "<div class=\"deprecated\" role=\"note\"><p>" + notice
        if let sentence = Self.replacementSentence(in: api.discussion) {
            html += " "
            markdown.render(sentence, into: &html)
            // The discussion below repeats the sentence; its first mentions should still link.
            markdown.startSection()
        }
        return html + "</p></div>\n"
    }

    /// The inline nodes of the first sentence of the discussion's first paragraph, when that
    /// sentence points at a replacement; nil otherwise.
    static func replacementSentence(in discussion: [MarkdownNode]) -> [MarkdownNode]? {
        guard let paragraph = discussion.first, case .paragraph = paragraph.kind else { return nil }
        var sentence: [MarkdownNode] = []
        for (index, node) in paragraph.children.enumerated() {
            if case .text(let text) = node.kind, let end = sentenceEnd(in: text, isLast: isSentenceBoundary(after: index, in: paragraph)) {
                sentence.append(MarkdownNode(kind: .text(String(text[..<end])), position: node.position))
                break
            }
            sentence.append(node.kind == .softBreak ? MarkdownNode(kind: .text(" ")) : node)
        }
        let plain = sentence.map(\.plainText).joined().lowercased()
        return replacementWords.contains { plain.contains($0) } ? sentence : nil
    }

    /// The index just past the `.` that ends a sentence in `text`: a `.` followed by a space, or
    /// the node's last `.` when the node ends the line (`isLast`).
    private static func sentenceEnd(in text: String, isLast: Bool) -> String.Index? {
        if let range = text.range(of: ". ") { return text.index(after: range.lowerBound) }
        if isLast, text.hasSuffix(".") { return text.endIndex }
        return nil
    }

    private static func isSentenceBoundary(after index: Int, in paragraph: MarkdownNode) -> Bool {
        let next = index + 1
        guard next < paragraph.children.count else { return true }
        switch paragraph.children[next].kind {
        case .softBreak, .lineBreak: return true
        default: return false
        }
    }

    /// `iOS`, `iOS and macOS`, `iOS, iPadOS and macOS`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
