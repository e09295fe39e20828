import Foundation

/// A content folder's own settings, from an optional `panes.json` beside its Markdown:
/// `{"swiftBlocks": "runnable"}` makes every plain ```` ```swift ```` block a test, for teams
/// whose docs are plain Swift. Every command reads the folder through this, so `check`, the
/// index and the site agree with `test` on which blocks are tested.
public struct ContentSettings: Sendable, Equatable {
    /// The settings file's name.
    public static let fileName = "panes.json"

    /// What a plain ```` ```swift ```` block is; nil when the file does not say.
    public var plainSwiftBlocks: PlainSwiftBlocks?

    /// Settings that say nothing.
    public init(plainSwiftBlocks: PlainSwiftBlocks? = nil) {
        self.plainSwiftBlocks = plainSwiftBlocks
    }

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

    /// Reads the text of a `panes.json`.
    static func parse(_ data: Data, displayPath: String) -> (settings: ContentSettings, diagnostics: [Diagnostic]) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            return (
                ContentSettings(),
                [.error("not valid JSON (\(reason)); write an object like {\"swiftBlocks\": \"runnable\"}", file: displayPath)]
            )
        }
        guard let fields = object as? [String: Any] else {
            return (ContentSettings(), [.error("expected a JSON object like {\"swiftBlocks\": \"runnable\"}", file: displayPath)])
        }
        var settings = ContentSettings()
        var diagnostics: [Diagnostic] = []
        for key in fields.keys.sorted() {
            guard key == "swiftBlocks" else {
                diagnostics.append(.error("unknown setting '\(key)'; \(fileName) takes swiftBlocks", file: displayPath))
                continue
            }
            let text = fields[key] as? String
            guard let value = text.flatMap(PlainSwiftBlocks.init(rawValue:)) else {
                let given = text.map { "not '\($0)'" } ?? "as a string"
                diagnostics.append(.error("swiftBlocks takes one of \(PlainSwiftBlocks.spellings), \(given)", file: displayPath))
                continue
            }
            settings.plainSwiftBlocks = value
        }
        return (settings, diagnostics)
    }
}
