import BuiltIn
import ExampleRunner
import Foundation
import KnowledgeBase

/// `panes test`: compiles and runs the runnable examples of a content folder.
struct TestCommand: PanesCommand {
    static let name = "test"
    static let summary = "compile and run the ```swift runnable examples"
    static let help = """
        Usage: panes test [--content DIR] [--filter TEXT]

        Builds every ```swift runnable block against the PanesModel library (mergeable examples
        in one compilation), runs them, prints each result at its Markdown file and line, and ends
        with `N passed, N failed` (`, N skipped` for `ignore`d ones). Exits 1 on any failure.

        Options:
        \(ContentSource.optionHelp)
          --filter TEXT   run only examples whose file, line or section contains TEXT
        """

    let source: ContentSource
    let filter: String?

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        filter = try arguments.option("filter")
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        let base = source.loadKnowledgeBase()
        let errors = base.diagnostics.filter { $0.severity == .error }
        errors.forEach { environment.printError($0.formatted) }
        if base.articles.isEmpty { return .failure }
        let examples = base.runnableExamples.filter { example in
            guard let filter else { return true }
            return "\(example.file):\(example.line) \(example.sectionTitle)".localizedCaseInsensitiveContains(filter)
        }
        let folder = source.displayPrefix
        let outcomes: [ExampleOutcome]
        do {
            let modelSources = BuiltIn.modelSources.map { (name: $0.path, text: $0.text) }
            outcomes = try ExampleRunner(modelSources: modelSources, environment: environment.variables).run(examples) { folder + $0 }
        } catch {
            environment.printError("panes test: \(error)")
            return .failure
        }
        let paint = TerminalPaint(isEnabled: environment.usesColor)
        for outcome in outcomes {
            let label: String
            switch outcome.status {
            case .passed: label = paint.green("PASS")
            case .failed: label = paint.red("FAIL")
            case .skipped: label = paint.yellow("SKIP")
            }
            environment.print("\(label) \(outcome.location) \(outcome.example.sectionTitle)")
            for detail in outcome.details { environment.print("     " + detail.replacingOccurrences(of: "\n", with: "\n     ")) }
        }
        environment.print(outcomes.summaryLine)
        return outcomes.allPassed && errors.isEmpty ? .success : .failure
    }
}
