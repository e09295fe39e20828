import Docset
import Foundation
import KnowledgeBase
import TerminalOutput

/// `panes docset`: writes a docset for Dash and Zeal.
struct DocsetCommand: PanesCommand, ReadsContent {
    static let name = "docset"
    static let summary = "write a docset for Dash and Zeal (the site, with a search index of every API, article and section)"
    static let about = """
        Writes the static site as a docset: `<site name>.docset` in the current directory, with
        Contents/Info.plist named from the content (panes.json, else the catalog's root page) and
        a docSet.dsidx search index of every API, article and section heading. Add it in Zeal
        (copy it into the docsets folder) or Dash (Preferences › Docsets › +). The docset is
        assembled beside the output and swapped in; an existing folder is only replaced when it
        is a docset written by panes docset. Exits 1 when the content has errors.
        """
    static let out = CommandOption("out", .required("PATH"), help: "write the docset to PATH (default: <site name>.docset here)")
    static let options: [CommandOption] = [.content, .package, out, .warningsAsErrors]

    var source: ContentSource
    let output: URL?
    let warningsAsErrors: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        output = try arguments.nonEmptyOption(Self.out).map { URL(fileURLWithPath: $0) }
        warningsAsErrors = try arguments.flag(.warningsAsErrors)
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        let (source, warningsAsErrors) = (self.source, self.warningsAsErrors)
        let result = DocsetBuilder.build(
            docset: output, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), contentFolder: source.folder,
            progress: { progress in if environment.isTerminal { environment.print(progress.formatted) } },
            loadKnowledgeBase: { source.loadKnowledgeBase(options: .rendering, warningsAsErrors: warningsAsErrors) })
        result.diagnostics.forEach { environment.printError(TerminalStyle.visible($0.formatted)) }
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        if result.succeeded {
            environment.print(
                TerminalStyle.visible(
                    "Wrote \(result.docset.path): \(result.entryCount) search entries, \(warnings) warning\(warnings == 1 ? "" : "s")"))
            return .success
        }
        environment.print(TerminalStyle.visible("No docset written; \(result.docset.path) is unchanged"))
        return .failure
    }
}
