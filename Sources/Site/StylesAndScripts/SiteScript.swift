/// The search box's script, `assets/site.js`: the only script a page needs before anyone
/// searches. On first use (a pointer over the box, focus, `/`, or a `?q=` in the address) it adds the engine
/// (`assets/search.js`) and the core data as `<script src>` elements, which work from `file://`
/// where `fetch` does not; each query then adds the few terms and details files it reads.
/// Results appear as you type, grouped into APIs and guides (the group with the best hit first),
/// the arrow keys move through them, Enter opens one, and "All results" leads to
/// `search.html?q=…`, a page that can be shared or bookmarked. With scripts off the box is
/// disabled and says search needs JavaScript; when the data does not load it says search is
/// unavailable, instead of failing silently.
enum SiteScript {
    /// At most this many terms and details files make a small site, whose data the page loads
    /// whole, beside the engine and the core: a round of `<script>` loads from `file://` costs
    /// 10–30 ms, and this way the first search takes one round instead of two.
    static let wholeDataLimit = 8

    /// The contents of `assets/site.js` for a site whose search folder holds `dataFiles`
    /// (`SearchIndex.scriptFiles`' names: `core.js`, `terms-N.js`, `docs-N.js`).
    static func javaScript(dataFiles: [String]) -> String {
        let rest = dataFiles.filter { $0 != "core.js" }
        let whole = rest.count <= wholeDataLimit ? rest : []
        return ShippedScript.compact(script(wholeData: "[" + whole.map { "\"\($0)\"" }.joined(separator: ", ") + "]"))
    }

    /// The script, given the JavaScript array of the data files it loads whole (in place of
    /// its `/*WHOLE_DATA*/[]` placeholder).
    private static func script(wholeData: String) -> String {
        SiteAssets.text("site.js").replacingOccurrences(of: "/*WHOLE_DATA*/[]", with: wholeData)
    }
}
