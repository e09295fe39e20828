import Foundation
import KnowledgeBase
import Search

/// Builds the static site: check the output folder → read the references → render pages and
/// the search index → swap the site in. The `panes build` command only calls `build`.
public enum SiteBuilder {
    /// The pipeline, in order.
    public static let steps: [BuildStep] = [
        BuildStep(name: "check the output folder") { state in
            if let problem = state.writer.checkOutput() { state.diagnostics.append(problem) }
        },
        BuildStep(name: "read the references") { state in
            let knowledgeBase = state.loadKnowledgeBase()
            state.diagnostics += knowledgeBase.diagnostics
            if !knowledgeBase.diagnostics.containsErrors { state.knowledgeBase = knowledgeBase }
        },
        BuildStep(name: "render pages and the search index") { state in
            guard let knowledgeBase = state.knowledgeBase else { return }
            if let problem = state.writer.prepareStaging(folders: [SiteRenderer.assetFolder]) {
                state.diagnostics.append(problem)
                return
            }
            let writer = state.writer
            // The pages and the search index need nothing from each other, so the index is built
            // beside the pages' lookups, rendering and writing: its single-threaded stretches use
            // a core that the page writes leave idle.
            let ((pageCount, pageProblems), (searchFiles, indexProblems)) = ParallelMap.both(
                {
                    let pages = SiteRenderer.pages(for: SiteContext(knowledgeBase: knowledgeBase, viewer: state.viewer))
                    let resources = knowledgeBase.publishedResources
                    if let problem = writer.createFolders(SiteRenderer.folders(for: pages, resources: resources)) { return (0, [problem]) }
                    // Each page is written as soon as it is rendered, so its HTML never waits in memory.
                    let problems = ParallelMap.map(pages) { page in writer.write(SiteFile(path: page.path, contents: page.render())) }
                    let copies = resources.map { writer.copy(contentFile: $0, to: ResourceRenderer.sitePath(of: $0)) }
                    return (pages.count, (problems + copies).compactMap { $0 })
                },
                {
                    let files = SearchIndex(knowledgeBase: knowledgeBase).scriptFiles
                    if let problem = writer.createFolders([SiteRenderer.searchDataFolder]) { return (files.map(\.name), [problem]) }
                    let problems = files.compactMap { file in
                        writer.write(path: SiteRenderer.searchDataFolder + "/" + file.name, produce: file.write)
                    }
                    return (files.map(\.name), problems)
                })
            let assets = SiteRenderer.assets(hasCatalogs: !knowledgeBase.catalogs.isEmpty, searchFiles: searchFiles)
            let assetProblems = assets.compactMap { writer.write($0) }
            state.diagnostics += (pageProblems + indexProblems + assetProblems).prefix(1)
            state.pageCount = pageCount
        },
        BuildStep(name: "swap in the new site") { state in
            state.diagnostics += state.writer.swapIn()
        },
    ]

    /// Every HTML page of the site for `knowledgeBase` (built with `BuildOptions.rendering`),
    /// rendered in memory and sorted by path: for golden tests and the fuzzer, which need the
    /// pages but no folder.
    public static func renderedPages(of knowledgeBase: KnowledgeBase) -> [(path: String, html: String)] {
        SiteRenderer.pages(for: SiteContext(knowledgeBase: knowledgeBase)).map { ($0.path, $0.render()) }
    }

    /// Builds the site for the references in `contentFolder` into `outputFolder`, reporting each
    /// step to `progress`. On any error the output folder is left as it was.
    public static func build(
        contentFolder: URL, outputFolder: URL, progress: (BuildProgress) -> Void = { _ in }
    ) -> SiteBuildResult {
        build(outputFolder: outputFolder, contentFolder: contentFolder, progress: progress) {
            KnowledgeBaseBuilder.build(contentFolder: contentFolder, options: .rendering)
        }
    }

    /// Builds the site for the references `loadKnowledgeBase` reads (from `contentFolder`, or
    /// the built-in content when it is nil); it should build with `BuildOptions.rendering`, or
    /// pages come out empty. A docset's pages are built for its `viewer`.
    public static func build(
        outputFolder: URL, contentFolder: URL?, viewer: SiteViewer = .browser, progress: (BuildProgress) -> Void = { _ in },
        loadKnowledgeBase: @escaping @Sendable () -> KnowledgeBase
    ) -> SiteBuildResult {
        let clock = ContinuousClock()
        let start = clock.now
        var state = SiteBuildState(
            outputFolder: outputFolder.standardizedFileURL, contentFolder: contentFolder, viewer: viewer,
            loadKnowledgeBase: loadKnowledgeBase)
        for (index, step) in steps.enumerated() {
            progress(BuildProgress(step: index + 1, stepCount: steps.count, name: step.name))
            step.run(&state)
            if state.diagnostics.containsErrors { break }
        }
        if state.diagnostics.containsErrors { state.writer.discardStaging() }
        let base = state.knowledgeBase
        return SiteBuildResult(
            outputFolder: state.outputFolder,
            pageCount: state.pageCount,
            apiCount: base?.apis.count ?? 0,
            exampleCount: base?.examples.count ?? 0,
            diagnostics: state.diagnostics,
            duration: clock.now - start)
    }
}
