/// The `PanesModel` library's Swift sources, compiled into panes by the EmbedFiles plugin, so
/// `panes test` can build the model for examples with no checkout around, and the index knows
/// which names are the model's own helpers (never SwiftUI APIs).
public enum ModelSources {}

/// One embedded file.
public struct EmbeddedFile: Sendable {
    /// The path relative to its folder (`guides/sheet-workflow.md`, `Helpers/PresentationState.swift`).
    public let path: String
    /// The file's text.
    public let text: String

    /// Creates an embedded file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension ModelSources {
    /// The model's own helpers (`PresentationState`, `NavigationSplitViewRules`): everything in
    /// its `Helpers/` folder. The `SwiftUI/` folder mirrors SwiftUI's own types.
    public static var helpers: [EmbeddedFile] {
        files.filter { $0.path.hasPrefix("Helpers/") }
    }
}
