/// How the site's hand-written scripts ship: without the indentation and the comment lines that
/// explain them in the source. Every page loads `site.js` and `page.js` before anyone searches,
/// and those bytes count against the page's budget (`scripts/site-audit`); the search engine's
/// count against the first search. The scripts hold no template literals or multi-line strings,
/// where either change would matter.
enum ShippedScript {
    /// `source` without leading spaces and without the lines that are only a `//` comment.
    static func compact(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }
            .filter { !$0.hasPrefix("//") }
            .joined(separator: "\n")
    }
}
