import Foundation

/// What a content folder may say about the site built from it, in a `panes.json` file at its
/// top: the site's name (in every page title and the header), the home page's heading and
/// lead, and which page is the home page. Every key is optional; without the file the site is
/// named from the content itself (`SiteIdentity`).
///
/// ```json
/// { "name": "Trailmap", "title": "Trailmap Kit", "description": "Plan day hikes.", "home": "Trailmap.docc/Trailmap.md" }
/// ```
public struct SiteConfiguration: Sendable, Equatable, Decodable {
    /// The file's name.
    public static let fileName = "panes.json"

    /// The short name in page titles (`Sheets — <name>`) and the header.
    public var name: String?
    /// The home page's heading.
    public var title: String?
    /// One sentence for the home page's lead and its description.
    public var description: String?
    /// A page (relative to the content folder) to show as the home page.
    public var home: String?

    /// Creates a configuration.
    public init(name: String? = nil, title: String? = nil, description: String? = nil, home: String? = nil) {
        self.name = name
        self.title = title
        self.description = description
        self.home = home
    }

    /// Reads the file's text, or says what is wrong with it.
    public static func read(_ text: String) -> Result<SiteConfiguration, ReadProblem> {
        do {
            return .success(try JSONDecoder().decode(SiteConfiguration.self, from: Data(text.utf8)))
        } catch DecodingError.typeMismatch(_, let context) {
            let key = context.codingPath.last?.stringValue ?? "a key"
            return .failure(.init("'\(key)' must be a string; write it in double quotes"))
        } catch {
            return .failure(.init("not a JSON object of strings (name, title, description, home); fix the syntax"))
        }
    }
}

/// Why a file the index reads (a symbol graph, `panes.json`) could not be read, and what to do.
public struct ReadProblem: Error, Sendable, Equatable {
    /// What is wrong and what to do.
    public var message: String

    init(_ message: String) {
        self.message = message
    }
}
