/// The site's one stylesheet: three panes that fold to one column on a narrow window; light and
/// dark colours from `prefers-color-scheme` or the reader's choice (`data-theme` on the root,
/// set by the page script), each colour written once with `light-dark()` (light only where a
/// browser lacks it, `withLightFallback`); a print layout that is
/// always light; and the highlighter's token colours (`x-k` keyword, `x-t` type, `x-s` string,
/// `x-n` number, `x-c` comment, `x-a` attribute, `x-l` label, `x-d` directive). System fonts only.
///
/// Symbol names never break inside a word: they carry `<wbr>` after `(`, `:` and `.`, and a
/// name whose longest unbreakable run is long carries a class (`r34`) that sets `--run`; in the
/// navigation, "On this page" and headings, which are size containers, the font then shrinks
/// just enough for that run to fit the column (`100cqi / run / 0.61`, 0.61 being a monospace
/// advance with a margin).
enum SiteStylesheet {
    /// The contents of `assets/site.css`: `source` without its layout whitespace, since every
    /// page loads it before the reader can search.
    static let css = compacted(withLightFallback(source))

    /// The contents of `assets/catalog.css`, which only a site built from DocC catalogs links:
    /// layout directives, asides, curated topics, tutorials.
    static let catalogCSS = compacted(catalogSource)

    /// The stylesheet as written.
    static let source = SiteAssets.text("site.css")

    /// The DocC stylesheet as written.
    static let catalogSource = SiteAssets.text("catalog.css")

    /// `css` with each `--name: light-dark(light, dark);` first declared with its light value,
    /// and the `light-dark()` declarations repeated inside `@supports`. A browser without
    /// `light-dark()` (the Chromium 87 of Zeal's web view, which shows panes docsets; Safari
    /// before 17.5) would otherwise keep the declarations, since custom properties are not
    /// checked when parsed, and then drop every colour that uses them: pages without colour.
    /// Such a browser shows the light colours.
    static func withLightFallback(_ css: String) -> String {
        let declaration = /(--[a-z-]+): light-dark\(([^,()]+), ([^,()]+)\);/
        var adaptive: [String] = []
        let light = css.replacing(declaration) { match in
            adaptive.append(String(match.output.0))
            return "\(match.output.1): \(match.output.2);"
        }
        guard !adaptive.isEmpty, let end = light.firstRange(of: "}") else { return css }
        let supports = "\n@supports (color: light-dark(#000, #fff)) { :root { " + adaptive.joined(separator: " ") + " } }"
        return String(light[..<end.upperBound]) + supports + String(light[end.upperBound...])
    }

    /// `css` with line breaks, indentation and the spaces around `{`, `}`, `;`, `,` and `>`
    /// removed, and the `;` before a `}`. The stylesheet has no strings where that would matter.
    static func compacted(_ css: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in css {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            let isTight = "{};,>".contains(character)
            if pendingSpace, !result.isEmpty, !isTight, !"{};,>".contains(result.last!) { result.append(" ") }
            if character == "}", result.last == ";" { result.removeLast() }
            result.append(character)
            pendingSpace = false
        }
        return result
    }
}
