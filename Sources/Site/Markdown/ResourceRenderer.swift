import Foundation
import KnowledgeBase

/// Shows the content's images, videos and files: each is copied into the site at
/// `assets/files/<its path in the content folder>` (`SiteRenderer.resourceFiles`), and shown by
/// a relative address, so the site still opens from `file://`. DocC's variants of an image
/// become one `<picture>`: the `~dark` files for the dark appearance, `@2x` files for sharp screens.
enum ResourceRenderer {
    /// The folder the content's files are copied to.
    static let folder = PagePaths.assetFolder + "/files"

    /// Where a content file is in the site.
    static func sitePath(of contentPath: String) -> String {
        folder + "/" + contentPath
    }

    /// A relative, percent-encoded address of a content file from `location`.
    static func href(of contentPath: String, from location: PageLocation) -> String {
        location.link(
            to: folder + "/" + contentPath.split(separator: "/", omittingEmptySubsequences: false).map(encoded).joined(separator: "/"))
    }

    private static func encoded(_ component: Substring) -> String {
        String(component).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#")))
            ?? String(component)
    }

    /// An image with its variants; nil when there is no file to show.
    static func image(_ variants: [ResourceIndex.Variant], alt: String, from location: PageLocation) -> String? {
        let light = variants.filter { !$0.isDark }
        let dark = variants.filter(\.isDark)
        guard let main = light.first ?? dark.first else { return nil }
        let sources = { (set: [ResourceIndex.Variant]) in
            set.map { href(of: $0.path, from: location) + " \($0.scale)x" }.joined(separator: ", ")
        }
        var html = ""
        if !dark.isEmpty, !light.isEmpty {
            html += "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"\(HTML.escape(sources(dark)))\">"
        }
        html += "<img src=\"\(HTML.escape(href(of: main.path, from: location)))\""
        let set = light.isEmpty ? dark : light
        if set.count > 1 || main.scale != 1 { html += " srcset=\"\(HTML.escape(sources(set)))\"" }
        html += " alt=\"\(HTML.escape(alt))\" loading=\"lazy\">"
        if !dark.isEmpty, !light.isEmpty { html += "</picture>" }
        return html
    }

    /// A video, with its poster image when there is one.
    static func video(_ variants: [ResourceIndex.Variant], poster: [ResourceIndex.Variant], alt: String, from location: PageLocation)
        -> String?
    {
        guard let file = variants.first(where: { !$0.isDark }) ?? variants.first else { return nil }
        var html = "<video controls preload=\"none\" src=\"\(HTML.escape(href(of: file.path, from: location)))\""
        if let image = poster.first(where: { !$0.isDark }) ?? poster.first {
            html += " poster=\"\(HTML.escape(href(of: image.path, from: location)))\""
        }
        if !alt.isEmpty { html += " aria-label=\"\(HTML.escape(alt))\"" }
        return html + "></video>"
    }
}
