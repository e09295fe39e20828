import KnowledgeBase
import Search
import TerminalOutput

/// `panes show`: one API in full.
struct ShowCommand: PanesCommand, ReadsContent {
    static let name = "show"
    static let summary = "show one API in full: declaration, availability, discussion, examples"
    static let operands = "NAME"
    static let about = """
        NAME may be an id (`sheet(item:onDismiss:content:)`), a short spelling (`.sheet(item:)`),
        or a partial or misspelt name (`inspecter`) when only one API fits; otherwise the
        candidates are listed and the exit code is 1. Prose is wrapped to COLUMNS (or 80).
        """
    static let json = CommandOption("json", help: "print the entry as JSON")
    static let options: [CommandOption] = [json, .content, .package]

    var source: ContentSource
    let name: String
    let printsJSON: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        printsJSON = try arguments.flag(Self.json)
        name = try arguments.positionals().joined(separator: " ")
        guard !name.allSatisfy(\.isWhitespace) else { throw UsageError("say which API to show: panes show NAME") }
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        guard let (reference, index) = source.cachedContent(in: environment) else { return .failure }
        let style = TerminalStyle(
            usesColor: environment.usesColor, width: TerminalStyle.width(fromColumns: environment.variables["COLUMNS"]))
        switch APIResolution.resolve(name, in: reference, index: index) {
        case .found(let record):
            if printsJSON {
                environment.print(record.jsonValue.text)
            } else {
                EntryRenderer(style: style).lines(for: record).forEach { environment.print($0) }
            }
            return .success
        case .ambiguous(let hits):
            environment.printError("panes show: '\(TerminalStyle.visible(name))' matches several APIs; say which:")
            hits.forEach { environment.printError("  " + TerminalStyle.visible($0.id) + "  (" + $0.kind + ")") }
            return .failure
        case .notFound(let suggestions, let pagesMatch):
            let hint =
                !suggestions.isEmpty
                ? "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
                : pagesMatch ? "; articles or sections match it: use `panes search` for those" : ""
            environment.printError(TerminalStyle.visible("panes show: no API matches '\(name)'" + hint))
            return .failure
        }
    }
}
