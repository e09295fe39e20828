import KnowledgeBase
import SwiftCode

/// Renders code blocks: Swift highlighted at build time with the toolchain's classifier,
/// runnable examples without their hidden setup lines and with a badge saying how they are checked.
enum CodeBlockRenderer {
    /// Renders a fenced block from the knowledge base, using the highlighting the index made
    /// while it parsed the block (so no page parses Swift again). A Swift block's badge says
    /// what `panes test` proves about it and links to that label's section of the checks page;
    /// the block's test name (`sheets.md:42`, what `panes test --filter` takes) is for authors,
    /// in the badge's tooltip. Hidden setup lines are offered apart, under "Setup". The page
    /// script adds the copy button and, where the code scrolls sideways, makes it reachable by keyboard.
    static func render(_ example: CodeExample, location: PageLocation, into html: inout String) {
        html += "<div class=\"code\">"
        if let badge = Badge(example) {
            let target = location.link(to: PagePaths.checks) + "#" + badge.kind.rawValue
            let test = example.isRunnable ? " title=\"Tested as \(HTML.escape(example.id))\" data-test=\"\(HTML.escape(example.id))\"" : ""
            html += "<p class=\"badge \(badge.style)\"\(test)><a href=\"\(HTML.escape(target))\">\(HTML.escapeText(badge.label))</a></p>"
        }
        html += "<pre><code>" + code(of: example) + "</code></pre>"
        if !example.hiddenCode.isEmpty {
            let count = example.hiddenCode.split(separator: "\n", omittingEmptySubsequences: false).count
            html += "<details class=\"setup\"><summary>Setup this sample assumes (\(count) hidden line\(count == 1 ? "" : "s"))</summary>"
            // A code box of its own, so the setup gets its own copy button.
            html += "<div class=\"code\"><pre><code>" + highlighted(example.hiddenCode) + "</code></pre></div></details>"
        }
        html += "</div>\n"
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

    /// A label above a Swift block that says what was proven about it.
    struct Badge: Equatable {
        /// What the label says, one per way a block is checked; the raw value is the label's
        /// section on the checks page.
        enum Kind: String, CaseIterable {
            case runs, compiles, compiled
            case mustNotCompile = "must-not-compile"
            case mustTrap = "must-trap"
            case skipped, excerpt
            case syntaxOnly = "syntax-only"
        }

        /// Which label.
        var kind: Kind
        /// The visible text.
        var label: String

        /// The CSS modifier: `tested` for a block that was compiled, `unchecked` for the rest.
        var style: String {
            switch kind {
            case .runs, .compiles, .compiled, .mustNotCompile, .mustTrap: "tested"
            case .skipped, .excerpt, .syntaxOnly: "unchecked"
            }
        }

        /// The label of a Swift block; nil for other languages.
        init?(_ example: CodeExample) {
            guard let kind = Self.kind(of: example) else { return nil }
            self.kind = kind
            switch kind {
            case .runs:
                let checks = example.expectationCount
                label = "Runs against the panes model" + (checks > 0 ? " · \(checks) check\(checks == 1 ? "" : "s")" : "")
            case .compiles: label = "Compiles against SwiftUI's declarations"
            case .compiled: label = "Compiles"
            case .mustNotCompile: label = "Must not compile"
            case .mustTrap: label = "Must trap"
            case .skipped: label = "Not run"
            case .excerpt: label = "Excerpt"
            case .syntaxOnly: label = "Syntax-checked only"
            }
        }

        /// What `panes test` proves of `example`, decided once for the label and the checks page.
        static func kind(of example: CodeExample) -> Kind? {
            guard example.isSwift else { return nil }
            if example.isFragment { return .excerpt }
            guard let mode = example.testMode else { return .syntaxOnly }
            if example.isIgnored { return .skipped }
            switch mode {
            case .run: return .runs
            case .typeCheck: return .compiles
            case .compileOnly: return .compiled
            case .compileFail: return .mustNotCompile
            case .crash: return .mustTrap
            }
        }
    }
}
