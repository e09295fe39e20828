import Foundation
import KnowledgeBase
import Site
import TerminalOutput

/// `panes build`: writes the static site for a content folder.
struct BuildCommand: PanesCommand, ReadsContent {
    static let name = "build"
    static let summary = "write the static HTML site (browsable offline from file://)"
    static let about = """
        Renders every topic, guide and API into a static site with search that works from
        file:// and makes no network requests. The site is built in a temporary folder and
        swapped in, so a failed build leaves the old site as it was. The output folder must be
        new, empty, or a site written by panes build (it carries a .panes-site file).
        Warnings (as DocC grades them) are printed and the site is still built. Exits 1 when
        the content has errors or the site cannot be written.
        """
    static let out = CommandOption("out", .required("DIR"), help: "write the site to DIR (default: site/ in the current directory)")
    static let options: [CommandOption] = [.content, .package, out, .warningsAsErrors]

    var source: ContentSource
    let output: URL
    let warningsAsErrors: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        output = URL(fileURLWithPath: try arguments.nonEmptyOption(Self.out) ?? "site")
        warningsAsErrors = try arguments.flag(.warningsAsErrors)
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        let (source, warningsAsErrors) = (self.source, self.warningsAsErrors)
        let result = SiteBuilder.build(
            outputFolder: output, contentFolder: source.folder,
            progress: { progress in if environment.isTerminal { environment.print(progress.formatted) } },
            loadKnowledgeBase: { source.loadKnowledgeBase(options: .rendering, warningsAsErrors: warningsAsErrors) })
        result.diagnostics.forEach { environment.printError(TerminalStyle.visible($0.formatted)) }
        environment.print(TerminalStyle.visible(result.summary))
        return result.succeeded ? .success : .failure
    }
}
