/// A page's own path in the site and how its links climb back to the root, so every link
/// is relative and the site works when opened from `file://` in any folder.
struct PageLocation: Sendable, Equatable {
    /// The page's path relative to the site root (`api/sheet-item-ondismiss-content.html`).
    let path: String
    /// `../` once per folder the page is nested in; empty at the root.
    let rootPrefix: String

    /// Creates the location of the page at `path`.
    init(path: String) {
        self.path = path
        rootPrefix = String(repeating: "../", count: path.filter { $0 == "/" }.count)
    }

    /// A page whose links all start at `rootPrefix` whatever address it is shown at: `404.html`
    /// uses `/`, since a host serves it for any missing path, nested or not.
    init(path: String, rootPrefix: String) {
        self.path = path
        self.rootPrefix = rootPrefix
    }

    /// A relative link from this page to `target` (a path from the site root, maybe with a fragment).
    /// Links to this same page keep only their fragment (or name the page's own file).
    func link(to target: String) -> String {
        if target == path { return String(path.split(separator: "/").last ?? "") }
        if target.hasPrefix(path + "#") { return String(target.dropFirst(path.count)) }
        return rootPrefix + target
    }
}
