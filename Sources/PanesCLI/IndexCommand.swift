import Foundation
import KnowledgeBase
import TerminalOutput

/// `panes index`: prints the structured API index.
struct IndexCommand: PanesCommand, ReadsContent {
    static let name = "index"
    static let summary = "print the structured API index (APIs, articles, examples) as JSON"
    static let about = """
        Prints the whole index as JSON (schema in README.md): APIs, articles, examples and
        diagnostics. Exits 1 when the content has errors (the JSON is still printed).
        """
    static let json = CommandOption(
        "json", isRequired: true, help: "print JSON (the only format; required so scripts say what they expect)")
    static let options: [CommandOption] = [.content, .package, json, .warningsAsErrors]

    var source: ContentSource
    let warningsAsErrors: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        guard try arguments.flag(Self.json) else { throw UsageError("say --json: the index is printed as JSON") }
        warningsAsErrors = try arguments.flag(.warningsAsErrors)
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        let base = source.loadKnowledgeBase(warningsAsErrors: warningsAsErrors)
        base.diagnostics.forEach { environment.printError(TerminalStyle.visible($0.formatted)) }
        base.writeJSON(to: environment.standardOutputData)
        environment.standardOutput("\n")
        return base.diagnostics.containsErrors ? .failure : .success
    }
}
