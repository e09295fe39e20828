/// The page behaviour script, `assets/page.js`: everything a page does besides search. It is
/// loaded in the head without `defer`, so the reader's theme (light, dark or the system's,
/// kept in `localStorage`) is set before the first paint; the rest runs once the document is
/// parsed: a theme choice at the top of the navigation, the narrow-screen menu as a disclosure
/// button over the page, "On this page" open on a wide screen and closed above the article on
/// a narrow one, a copy button on every code block (the Clipboard API, or a selected text area
/// where it is missing), keyboard access to code that scrolls sideways, and the navigation
/// scrolled to the reader's page. With no script the
/// page still reads: the menu link jumps to the navigation and the outline opens on a click.
enum PageBehaviourScript {
    /// Where the page shell loads it from, relative to the site root.
    static let path = PageShell.behaviourScript

    /// The contents of `assets/page.js`: `source` as it ships (`ShippedScript`).
    static let javaScript = ShippedScript.compact(source)

    /// The script as written.
    static let source = SiteAssets.text("page.js")
}
