import KnowledgeBase
import SwiftCode

/// Renders code blocks: Swift highlighted at build time with the toolchain's classifier,
/// runnable examples without their hidden setup lines and with a badge saying how they are checked.
enum CodeBlockRenderer {
    /// Renders a fenced block from the knowledge base, using the highlighting the index made
    /// while it parsed the block (so no page parses Swift again). A tested block's badge links
    /// to the home page's account of how examples are tested and names the block's test, the
    /// name `swift test` reports and `panes test --filter` takes. The page script adds the copy
    /// button and, where the code scrolls sideways, makes it reachable by keyboard.
    static func render(_ example: CodeExample, location: PageLocation, into html: inout String) {
        html += "<div class=\"code\">"
        if let badge = badge(for: example) {
            html += "<p class=\"badge \(badge.style)\"><a href=\"\(location.link(to: testedExplanation))\">\(badge.label)</a>"
            html += " <span class=\"test\">\(HTML.escapeText(example.id))</span></p>"
        }
        html += "<pre><code>" + code(of: example) + "</code></pre></div>\n"
    }

    /// Where the site explains what the badges mean (a section of the home page).
    static let testedExplanation = PagePaths.home + "#" + HomePage.testedAnchor

    /// The inner HTML of an example's code: highlighted Swift (hidden lines left out) or escaped text.
    static func code(of example: CodeExample) -> String {
        guard example.isSwift else { return HTML.escapeText(example.code) }
        // The index classified the compiled code while parsing it; with no hidden lines that is the shown code.
        if let tokens = example.highlightedTokens, example.visibleCode == example.code {
            return highlighted(example.code, tokens: tokens)
        }
        return highlighted(example.visibleCode)
    }

    /// Renders `code` that is not one of the knowledge base's examples (a block nested in a list).
    static func render(code: String, isSwift: Bool, into html: inout String) {
        html += "<div class=\"code\"><pre><code>"
        html += isSwift ? highlighted(code) : HTML.escapeText(code)
        html += "</code></pre></div>\n"
    }

    /// Swift as HTML: each coloured token in an element (`<x-k>`) the stylesheet colours.
    static func highlighted(_ code: String) -> String {
        highlighted(code, tokens: SwiftHighlighter.tokens(in: code))
    }

    /// Swift as HTML from tokens already classified. `link` may give a page for a type token's
    /// text (a declaration links the types the index documents); other tokens are only coloured.
    static func highlighted(_ code: String, tokens: [HighlightedToken], link: (String) -> String? = { _ in nil }) -> String {
        let bytes = Array(code.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var position = 0
        for token in tokens where token.range.lowerBound >= position && token.range.upperBound <= bytes.count {
            html += HTML.escapeText(String(decoding: bytes[position..<token.range.lowerBound], as: UTF8.self))
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            // A custom element per token kind (`<x-k>let</x-k>`): a long topic page has about a
            // thousand tokens, and this is half the bytes of `<span class="k">…</span>`. Elements
            // whose name has a hyphen are valid HTML and, undefined, behave like `<span>`.
            let tag = "x-" + cssClass(token.kind)
            let span = "<\(tag)>" + HTML.escapeText(text) + "</\(tag)>"
            if token.kind == .type, let href = link(text) {
                html += "<a href=\"\(HTML.escape(href))\">" + span + "</a>"
            } else {
                html += span
            }
            position = token.range.upperBound
        }
        html += HTML.escapeText(String(decoding: bytes[position...], as: UTF8.self))
        return html
    }

    /// The one-letter token names (`k` in `<x-k>`) keep pages small; the stylesheet documents
    /// what each stands for.
    static func cssClass(_ kind: HighlightedToken.Kind) -> String {
        switch kind {
        case .keyword: "k"
        case .type: "t"
        case .string: "s"
        case .number: "n"
        case .comment: "c"
        case .attribute: "a"
        case .label: "l"
        case .directive: "d"
        }
    }

    /// A label above a code block that says whether the code is checked and how.
    struct Badge: Equatable {
        /// The visible text.
        var label: String
        /// The CSS modifier (`tested`, `skipped`).
        var style: String
    }

    /// How a block is checked: runnable examples run as tests; other Swift is syntax-checked only.
    static func badge(for example: CodeExample) -> Badge? {
        guard let mode = example.testMode else { return nil }
        if example.isIgnored { return Badge(label: "not run", style: "skipped") }
        switch mode {
        case .compileFail: return Badge(label: "must not compile", style: "tested")
        case .compileOnly: return Badge(label: "compiled", style: "tested")
        case .crash: return Badge(label: "must trap", style: "tested")
        case .run: return Badge(label: "tested", style: "tested")
        }
    }
}
