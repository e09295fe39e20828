/// Files compiled into `panes` by the EmbedFiles plugin: the built-in knowledge base and the
/// model library's sources, as they were when the binary was built.
public enum BuiltIn {}

/// One embedded file.
public struct EmbeddedFile: Sendable {
    /// The path relative to its folder (`guides/sheet-workflow.md`, `NavigationPath.swift`).
    public let path: String
    /// The file's text.
    public let text: String

    /// Creates an embedded file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
