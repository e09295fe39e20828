import KnowledgeBase
import SwiftCode

/// Renders code blocks: Swift highlighted at build time with the toolchain's classifier,
/// runnable examples without their hidden setup lines and with a badge saying how they are checked.
enum CodeBlockRenderer {
    /// Renders a fenced block from the knowledge base, using the highlighting the index made
    /// while it parsed the block (so no page parses Swift again).
    static func render(_ example: CodeExample, into html: inout String) {
        html += "<div class=\"code\">"
        if let badge = badge(for: example) {
            html += "<p class=\"badge \(badge.style)\" title=\"\(HTML.escape(badge.explanation))\">\(badge.label)</p>"
        }
        html += example.isSwift ? "<pre><code class=\"swift\">" : "<pre><code>"
        html += code(of: example)
        html += "</code></pre></div>\n"
    }

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
        html += "<div class=\"code\">"
        html += isSwift ? "<pre><code class=\"swift\">" : "<pre><code>"
        html += isSwift ? highlighted(code) : HTML.escapeText(code)
        html += "</code></pre></div>\n"
    }

    /// Swift as HTML: each coloured token in a `<span>` whose one-letter class the stylesheet colours.
    static func highlighted(_ code: String) -> String {
        highlighted(code, tokens: SwiftHighlighter.tokens(in: code))
    }

    /// Swift as HTML from tokens already classified.
    static func highlighted(_ code: String, tokens: [HighlightedToken]) -> String {
        let bytes = Array(code.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var position = 0
        for token in tokens where token.range.lowerBound >= position && token.range.upperBound <= bytes.count {
            html += HTML.escapeText(String(decoding: bytes[position..<token.range.lowerBound], as: UTF8.self))
            html += "<span class=\"\(cssClass(token.kind))\">"
            html += HTML.escapeText(String(decoding: bytes[token.range], as: UTF8.self))
            html += "</span>"
            position = token.range.upperBound
        }
        html += HTML.escapeText(String(decoding: bytes[position...], as: UTF8.self))
        return html
    }

    /// Short class names keep pages small; the stylesheet documents what each stands for.
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
        /// The tooltip.
        var explanation: String
    }

    /// How a block is checked: runnable examples run as tests; other Swift is syntax-checked only.
    static func badge(for example: CodeExample) -> Badge? {
        guard let mode = example.testMode else { return nil }
        if example.isIgnored {
            return Badge(label: "not run", style: "skipped", explanation: "A tested block marked ignore: counted as skipped, not run.")
        }
        switch mode {
        case .compileFail:
            return Badge(label: "must not compile", style: "tested", explanation: "The test suite checks that this code fails to compile.")
        case .compileOnly:
            return Badge(label: "compiled", style: "tested", explanation: "The test suite compiles this code but does not run it.")
        case .crash:
            return Badge(label: "must trap", style: "tested", explanation: "The test suite runs this code and checks that it traps.")
        case .run:
            return Badge(
                label: "tested", style: "tested",
                explanation: "A model-level example: compiled and run by the test suite against the PanesModel library.")
        }
    }
}
