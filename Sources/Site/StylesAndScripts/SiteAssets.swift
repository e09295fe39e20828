import ModelSources

/// The site's stylesheets and page scripts: real files in `Sources/Site/Assets` (edited, linted
/// and checked by `node --check` as what they are), embedded by the EmbedFiles plugin.
enum SiteAssets {
    /// The text of the asset file `name` (`site.css`), without the line break that ends the file.
    static func text(_ name: String) -> String {
        guard let file = files.first(where: { $0.path == name }) else {
            preconditionFailure("Sources/Site/Assets/\(name) was not embedded; is it in the folder?")
        }
        return file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text
    }
}
