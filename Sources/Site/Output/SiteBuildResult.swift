import Foundation
import KnowledgeBase

/// What a site build did: counts for the summary line and every diagnostic it found.
public struct SiteBuildResult: Sendable {
    /// Where the site was (or would have been) written.
    public var outputFolder: URL
    /// HTML pages written.
    public var pageCount: Int
    /// APIs in the index.
    public var apiCount: Int
    /// Code examples in the references.
    public var exampleCount: Int
    /// Problems found, in location order; any error means nothing was written.
    public var diagnostics: [Diagnostic]
    /// How long the build took.
    public var duration: Duration

    /// A result; `duration` zero for a build that never started (a package that did not build).
    public init(
        outputFolder: URL, pageCount: Int = 0, apiCount: Int = 0, exampleCount: Int = 0, diagnostics: [Diagnostic],
        duration: Duration = .zero
    ) {
        (self.outputFolder, self.pageCount, self.apiCount, self.exampleCount) = (outputFolder, pageCount, apiCount, exampleCount)
        (self.diagnostics, self.duration) = (diagnostics, duration)
    }

    /// Whether the site was written.
    public var succeeded: Bool { !diagnostics.containsErrors }

    /// The warnings among the diagnostics.
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// One line for the terminal: `Built site/: 57 pages, 41 APIs, 88 examples, 0 warnings in 0.91 s`.
    public var summary: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let time = String(format: "%.2f s", seconds)
        let counts =
            "\(pageCount) pages, \(apiCount) APIs, \(exampleCount) examples, \(warningCount) warning\(warningCount == 1 ? "" : "s")"
        if succeeded { return "Built \(outputFolder.path): \(counts) in \(time)" }
        let errors = diagnostics.count - warningCount
        return
            "Build failed with \(errors) error\(errors == 1 ? "" : "s"); \(outputFolder.path) is unchanged (\(warningCount) warning\(warningCount == 1 ? "" : "s"), \(time))"
    }
}
