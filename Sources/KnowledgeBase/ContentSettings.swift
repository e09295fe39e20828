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
/// whose docs are plain Swift). This is the one reader of the file: `check`, the index, the site
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
        "name": \.name, "title": \.title, "description": \.description, "home": \.home,
    ]
    private static let keyList = "name, title, description, home, swiftBlocks"

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
        for key in fields.keys.sorted() {
            if let field = textKeys[key] {
                guard let text = fields[key] as? String else {
                    diagnostics.append(.warning("'\(key)' must be a string; write it in double quotes", file: displayPath))
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
            } else {
                diagnostics.append(.warning("unknown setting '\(key)'; \(fileName) takes \(keyList)", file: displayPath))
            }
        }
        return (settings, diagnostics)
    }
}
