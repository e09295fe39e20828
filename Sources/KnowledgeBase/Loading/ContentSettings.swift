import Foundation

/// A content folder's own settings, from an optional `panes.json` at its top. Every key is
/// optional:
///
/// ```json
/// { "name": "Trailmap", "title": "Trailmap Kit", "description": "Plan day hikes.",
///   "home": "Trailmap.docc/Trailmap.md", "swiftBlocks": "runnable" }
/// ```
///
/// `name` is the short name in page titles (`Sheets — <name>`) and the header, `title` the home
/// page's heading, `description` its lead, `home` the page shown as the home page; without them
/// the site is named from the content itself (`SiteIdentity`). `swiftBlocks` says what a plain
/// ```` ```swift ```` block is (`{"swiftBlocks": "runnable"}` makes every one a test, for teams
/// whose docs are plain Swift); `indentedCodeIsSwift: true` makes the indented code blocks of a
/// package's `///` comments Swift blocks too, as rustdoc reads them. This is the one reader of the file: `check`, the index, the site
/// and `test` agree on what it says.
public struct ContentSettings: Sendable, Equatable {
    /// The settings file's name.
    public static let fileName = "panes.json"

    /// The short name in page titles and the header.
    public var name: String?
    /// The home page's heading.
    public var title: String?
    /// One sentence for the home page's lead and its description.
    public var description: String?
    /// A page (relative to the content folder) to show as the home page.
    public var home: String?
    /// What a plain ```` ```swift ```` block is; nil when the file does not say.
    public var plainSwiftBlocks: PlainSwiftBlocks?
    /// Whether the indented code blocks of a package's doc comments are Swift blocks.
    public var indentedCodeIsSwift = false
    /// The address the site is published at (`https://example.github.io/kit/`), when it is:
    /// the 404 page, which a host shows at any missing address, links from there.
    public var url: String?

    /// Settings; by default saying nothing.
    public init(
        name: String? = nil, title: String? = nil, description: String? = nil, home: String? = nil,
        plainSwiftBlocks: PlainSwiftBlocks? = nil
    ) {
        (self.name, self.title, self.description, self.home) = (name, title, description, home)
        self.plainSwiftBlocks = plainSwiftBlocks
    }

    // Key paths to stored properties are immutable values; the dictionary is never changed.
    private nonisolated(unsafe) static let textKeys: [String: WritableKeyPath<ContentSettings, String?>] = [
        "name": \.name, "title": \.title, "description": \.description, "home": \.home, "url": \.url,
    ]
    private static let keyList = "name, title, description, home, url, swiftBlocks, indentedCodeIsSwift"

    /// The settings of `folder` (none when it has no `panes.json`), and the problems with the file,
    /// reported at `displayPath` (the file as the user should find it).
    public static func read(folder: URL, displayPath: String = fileName) -> (settings: ContentSettings, diagnostics: [Diagnostic]) {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return (ContentSettings(), []) }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return (ContentSettings(), [.error("cannot read the settings file; check its permissions", file: displayPath)])
        }
        return parse(data, displayPath: displayPath)
    }

    /// Reads the text of a `panes.json`. Its mistakes are warnings, as every problem in the
    /// content is (`--warnings-as-errors` makes them stop a build); a key that is wrong is ignored.
    static func parse(_ data: Data, displayPath: String) -> (settings: ContentSettings, diagnostics: [Diagnostic]) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            return (
                ContentSettings(), [.warning("not valid JSON (\(reason)); write an object like {\"name\": \"My Kit\"}", file: displayPath)]
            )
        }
        guard let fields = object as? [String: Any] else {
            return (ContentSettings(), [.warning("expected a JSON object like {\"name\": \"My Kit\"}", file: displayPath)])
        }
        var settings = ContentSettings()
        var diagnostics: [Diagnostic] = []
        // JSONSerialization keeps the last of two equal keys without a word: say which one counts.
        for key in duplicateKeys(in: data) {
            diagnostics.append(.warning("'\(key)' is given more than once; the last one counts, so keep one", file: displayPath))
        }
        for key in fields.keys.sorted() {
            if let field = textKeys[key] {
                guard let text = fields[key] as? String else {
                    diagnostics.append(.warning("'\(key)' must be a string; write it in double quotes", file: displayPath))
                    continue
                }
                if key == "url" {
                    guard text.hasPrefix("https://") || text.hasPrefix("http://") else {
                        diagnostics.append(
                            .warning("'url' must be the site's web address, like \"https://example.github.io/kit/\"", file: displayPath))
                        continue
                    }
                    settings.url = text.hasSuffix("/") ? text : text + "/"
                    continue
                }
                settings[keyPath: field] = text
            } else if key == "swiftBlocks" {
                let text = fields[key] as? String
                guard let value = text.flatMap(PlainSwiftBlocks.init(rawValue:)) else {
                    let given = text.map { "not '\($0)'" } ?? "as a string"
                    diagnostics.append(.warning("swiftBlocks takes one of \(PlainSwiftBlocks.spellings), \(given)", file: displayPath))
                    continue
                }
                settings.plainSwiftBlocks = value
            } else if key == "indentedCodeIsSwift" {
                // JSONSerialization reads `true` and `1` alike as a number; only a JSON boolean
                // (a number whose type code is `c`) is meant.
                guard let value = fields[key] as? NSNumber, String(cString: value.objCType) == "c" else {
                    diagnostics.append(.warning("'indentedCodeIsSwift' must be true or false", file: displayPath))
                    continue
                }
                settings.indentedCodeIsSwift = value.boolValue
            } else {
                diagnostics.append(.warning("unknown setting '\(key)'; \(fileName) takes \(keyList)", file: displayPath))
            }
        }
        return (settings, diagnostics)
    }

    /// The keys the top-level object of a JSON text gives more than once, in order.
    static func duplicateKeys(in data: Data) -> [String] {
        var seen: Set<String> = []
        var duplicates: [String] = []
        var depth = 0
        var isInString = false
        var isEscaped = false
        var current: [UInt8] = []
        var lastString: String?
        for byte in data {
            if isInString {
                if isEscaped {
                    isEscaped = false
                    current.append(byte)
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                    current.append(byte)
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                    lastString = String(decoding: current, as: UTF8.self)
                } else {
                    current.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                isInString = true
                current = []
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ":") where depth == 1:
                if let key = lastString, !seen.insert(key).inserted, !duplicates.contains(key) { duplicates.append(key) }
            default:
                break
            }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r"),
                byte != UInt8(ascii: ":")
            {
                if byte != UInt8(ascii: "\"") { lastString = nil }
            }
        }
        return duplicates
    }
}
