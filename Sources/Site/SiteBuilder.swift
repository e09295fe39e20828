import Foundation
import KnowledgeBase

/// Builds the static site: check the output folder → read the references → render pages →
/// add search and assets → write and swap in. The `panes build` command only calls `build`.
public enum SiteBuilder {
    /// The pipeline, in order.
    public static let steps: [BuildStep] = [
        BuildStep(name: "check the output folder") { state in
            if let problem = SiteWriter(output: state.outputFolder).checkOutput() { state.diagnostics.append(problem) }
        },
        BuildStep(name: "read the references") { state in
            let knowledgeBase = KnowledgeBaseBuilder.build(contentFolder: state.contentFolder)
            state.diagnostics += knowledgeBase.diagnostics
            state.context = SiteContext(knowledgeBase: knowledgeBase)
        },
        BuildStep(name: "render pages") { state in
            guard let context = state.context else { return }
            state.files += SiteRenderer.pages(for: context)
        },
        BuildStep(name: "build the search index") { state in
            guard let context = state.context else { return }
            state.files += SiteRenderer.assets() + SiteRenderer.searchScripts(for: context)
        },
        BuildStep(name: "write the site") { state in
            if let problem = SiteWriter(output: state.outputFolder).write(state.files.sorted { $0.path < $1.path }) {
                state.diagnostics.append(problem)
            }
        },
    ]

    /// Builds the site for the references in `contentFolder` into `outputFolder`, reporting each
    /// step to `progress`. On any error the output folder is left as it was.
    public static func build(
        contentFolder: URL, outputFolder: URL, progress: (BuildProgress) -> Void = { _ in }
    ) -> SiteBuildResult {
        let clock = ContinuousClock()
        let start = clock.now
        var state = SiteBuildState(contentFolder: contentFolder, outputFolder: outputFolder.standardizedFileURL)
        for (index, step) in steps.enumerated() {
            progress(BuildProgress(step: index + 1, stepCount: steps.count, name: step.name))
            step.run(&state)
            if state.diagnostics.containsErrors { break }
        }
        let base = state.context?.knowledgeBase
        return SiteBuildResult(
            outputFolder: state.outputFolder,
            pageCount: state.files.filter { $0.path.hasSuffix(".html") }.count,
            apiCount: base?.apis.count ?? 0,
            exampleCount: base?.examples.count ?? 0,
            diagnostics: state.diagnostics,
            duration: clock.now - start)
    }
}
