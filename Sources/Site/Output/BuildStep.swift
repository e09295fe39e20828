import Foundation
import KnowledgeBase

/// One named step of a site build. Steps run in order over one `SiteBuildState`; a step that
/// records an error stops the build (progress has named the step by then).
public struct BuildStep: Sendable {
    /// What the step does, as progress shows it (`render pages`).
    public let name: String
    /// The work: reads what earlier steps left in the state and adds its own results.
    let run: @Sendable (inout SiteBuildState) -> Void
}

/// What a build carries from step to step.
public struct SiteBuildState: Sendable {
    /// Reads the references into a knowledge base (from a folder, or the built-in content).
    let loadKnowledgeBase: @Sendable () -> KnowledgeBase
    /// The folder the site is written to.
    public let outputFolder: URL
    /// The knowledge base, once read without errors.
    var knowledgeBase: KnowledgeBase?
    /// HTML pages written so far.
    var pageCount = 0
    /// Writes into the staging folder and swaps it in.
    var writer: SiteWriter
    /// Everything found so far; any error stops the build after the step that found it.
    public internal(set) var diagnostics: [Diagnostic] = []

    /// What the site is built to be opened in.
    let viewer: SiteViewer

    /// Creates the state a build starts from; `contentFolder` is nil for the built-in content.
    init(
        outputFolder: URL, contentFolder: URL?, viewer: SiteViewer, loadKnowledgeBase: @escaping @Sendable () -> KnowledgeBase
    ) {
        self.viewer = viewer
        self.loadKnowledgeBase = loadKnowledgeBase
        self.outputFolder = outputFolder
        self.writer = SiteWriter(output: outputFolder, contentFolder: contentFolder)
    }
}

/// Progress through a build: which step of how many has started.
public struct BuildProgress: Sendable, Equatable {
    /// 1-based number of the step.
    public var step: Int
    /// How many steps there are.
    public var stepCount: Int
    /// The step's name.
    public var name: String

    /// `[3/5] render pages`, the form a terminal shows.
    public var formatted: String { "[\(step)/\(stepCount)] \(name)" }
}
