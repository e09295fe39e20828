import Files
import Foundation
import KnowledgeBase
import Preview
import Site
import TerminalOutput

/// `panes preview`: the site served on 127.0.0.1, rebuilt and reloaded in the open pages as
/// the content changes.
struct PreviewCommand: PanesCommand, ReadsContent {
    static let name = "preview"
    static let summary = "serve the site on 127.0.0.1, rebuilding it and reloading open pages when the content changes"
    static let about = """
        Builds the site into a temporary folder and serves it on 127.0.0.1 only (never another
        address), with no folder listings and nothing outside the site. Every change under the
        content folder (or the package, with --package) rebuilds the site; the pages open in a
        browser reload in place, keeping the reader's place, once the build is done. A page
        whose Markdown file has problems shows them at its top, and every build's diagnostics
        are printed here. Served pages are what panes build writes, plus the reload script.
        Ctrl-C stops it and removes the temporary folder.
        """
    static let port = CommandOption(
        "port", .required("N"), help: "listen on port N of 127.0.0.1 (default 8080; 0 lets the system choose a free one)")
    static let options: [CommandOption] = [.content, .package, port]

    var source: ContentSource
    let portNumber: UInt16

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        if let text = try arguments.option(Self.port) {
            guard let number = UInt16(text) else { throw UsageError("--port takes a port number from 0 to 65535, not '\(text)'") }
            portNumber = number
        } else {
            portNumber = 8080
        }
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("panes-preview-\(getpid())-\(UUID().uuidString)")
        let session = PreviewSession(siteFolder: site, build: Self.build(source, environment: environment.variables))
        // A package is watched whole (its sources make its symbol graphs), a folder as it is.
        let watched: URL? =
            switch source {
            case .package(let path, _): URL(fileURLWithPath: path)
            default: source.folder
            }
        do {
            try Preview.run(
                session, port: portNumber, watching: watched,
                report: { result in
                    result.diagnostics.forEach { environment.printError(TerminalStyle.visible($0.formatted)) }
                    environment.print(TerminalStyle.visible(result.summary))
                }, print: { environment.print($0) })
            return .success
        } catch {
            FolderRemoval.remove(site)
            environment.printError("panes preview: \(error)")
            return .failure
        }
    }

    /// One build of `source` into the preview's folder; a package's documentation is gathered
    /// again first, since its sources may have changed its symbol graphs.
    static func build(_ source: ContentSource, environment: [String: String]) -> PreviewSession.Build {
        // A rebuild extracts only the documents that changed since the last one.
        let extractions = ExtractionCache()
        return { output in
            var current = source
            if case .package(let path, _) = source {
                current = .package(path: path, documentation: nil)
                if let failure = current.prepare(environment: environment) {
                    let diagnostic = Diagnostic.error(failure, file: path)
                    return (SiteBuildResult(outputFolder: output, diagnostics: [diagnostic]), nil)
                }
            }
            let read = KnowledgeBaseHolder()
            let result = SiteBuilder.build(outputFolder: output, contentFolder: current.folder) { [current] in
                let base = current.loadKnowledgeBase(options: .rendering, extractionCache: extractions)
                read.base = base
                return base
            }
            return (result, read.base)
        }
    }
}

/// The index a build read, kept for the preview's page diagnostics.
private final class KnowledgeBaseHolder: @unchecked Sendable {
    var base: KnowledgeBase?
}
