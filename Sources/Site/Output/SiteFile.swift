/// One file of the generated site: where it goes and what it holds.
public struct SiteFile: Sendable, Equatable {
    /// The path relative to the site root, with `/` separators.
    public var path: String
    /// The file's text (every generated file is UTF-8 text).
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
