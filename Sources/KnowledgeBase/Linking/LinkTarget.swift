/// What a link destination written in the content points at, decided in one place: the index
/// checks links with it and the site renders them with it.
public enum LinkTarget: Sendable, Equatable {
    /// `http:`, `https:` or `mailto:`: published as written.
    case external(String)
    /// `#anchor` on the same page.
    case fragment(String)
    /// A DocC `doc:` link (`<doc:GettingStarted#Overview>`, `doc://bundle/documentation/…`).
    case documentation(DocLink)
    /// A path relative to the file it is written in, with an optional `#anchor`.
    case relative(path: String, fragment: String?)
    /// Any other scheme (`javascript:`, `data:`, `file:`, `vbscript:`): never published, since
    /// following it could run script in the reader's browser or leave the site.
    case refused(scheme: String)

    /// Schemes the site publishes.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Classifies a destination the way a browser reads it: tabs, line breaks and other control
    /// characters are dropped before the scheme is read, and case does not matter, so
    /// `JaVa&#x09;Script:` (after cmark decodes the entity) is still `javascript:`.
    public init(_ destination: String) {
        let visible = String(String.UnicodeScalarView(destination.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7f }))
        if let scheme = Self.scheme(of: visible) {
            if scheme == "doc", let link = DocLink(visible) {
                self = .documentation(link)
                return
            }
            self = Self.allowedSchemes.contains(scheme) ? .external(destination) : .refused(scheme: scheme)
            return
        }
        if visible.hasPrefix("#") {
            self = .fragment(String(visible.dropFirst()))
            return
        }
        guard let hash = visible.firstIndex(of: "#") else {
            self = .relative(path: visible, fragment: nil)
            return
        }
        self = .relative(path: String(visible[..<hash]), fragment: String(visible[visible.index(after: hash)...]))
    }

    /// The lowercased scheme (`https`) when the text starts with one: an ASCII letter, then
    /// letters, digits, `+`, `-` or `.`, then `:` (a `/` first makes it a path: `a/b:c`).
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let candidate = text[..<colon].unicodeScalars
        guard let first = candidate.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        let isSchemeCharacter = { (scalar: Unicode.Scalar) in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar))
        }
        guard candidate.allSatisfy(isSchemeCharacter) else { return nil }
        return String(candidate).lowercased()
    }

    /// `path` relative to the folder of `file`, with `.` and `..` folded; nil when it climbs out
    /// of the content folder.
    public static func resolve(_ path: String, relativeTo file: String) -> String? {
        var components = path.hasPrefix("/") ? [] : file.split(separator: "/").dropLast().map(String.init)
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// Whether a file opened in a browser is a page that can run script: HTML, XHTML, SVG and
    /// XML (with a stylesheet), and web archives. Content files of these kinds are never
    /// published as links, since a reader who follows one runs whatever it holds.
    public static func isScriptableDocument(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return ["html", "htm", "xhtml", "xht", "shtml", "svg", "svgz", "xml", "xsl", "xslt", "mht", "mhtml"].contains {
            lowered.hasSuffix("." + $0)
        }
    }
}
