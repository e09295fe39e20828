import ExampleRunner
import Foundation
import KnowledgeBase
import TerminalOutput

/// `panes test`: compiles and runs the runnable examples of a content folder.
struct TestCommand: PanesCommand, ReadsContent {
    static let name = "test"
    static let summary = "compile and run the ```swift runnable examples"
    static let help = """
        Usage: panes test [--content DIR] [--filter TEXT] [--timeout SECONDS]

        Builds every tested Swift block against the PanesModel library (as many as isolation
        allows in one compilation), runs each in a process of its own under a time limit, prints
        each result at its Markdown file and line, and ends with `N passed, N failed` (`, N
        skipped` for `ignore`d ones). Exits 1 on any failure, and when nothing was tested.

        Fence words: runnable (compile and run), no_run (compile only), compile_fail or
        compile_fail="text" (must not compile, with an error inside the block), crashes (must
        trap); ignore (skip) and standalone (own module) go with any of them.

        Options:
        \(ContentSource.optionHelp)
          --filter TEXT      run only examples whose file, line or section contains TEXT
          --timeout SECONDS  kill an example that runs longer (default \(ExampleRunner.seconds(ExampleRunner.Options.defaultTimeout)))
        \(ContentSource.strictHelp)
        """

    let source: ContentSource
    let filter: String?
    let timeout: Double
    let warningsAsErrors: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        filter = try arguments.option("filter")
        timeout = try arguments.positiveNumber("timeout") ?? ExampleRunner.Options.defaultTimeout
        warningsAsErrors = try arguments.flag("warnings-as-errors")
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        let base = source.loadKnowledgeBase(warningsAsErrors: warningsAsErrors)
        let errors = base.diagnostics.filter { $0.severity == .error }
        errors.forEach { environment.printError(TerminalStyle.visible($0.formatted)) }
        if base.articles.isEmpty { return .failure }
        let examples = base.runnableExamples.filter { example in
            guard let filter else { return true }
            return "\(example.file):\(example.line) \(example.sectionTitle)".localizedCaseInsensitiveContains(filter)
        }
        guard !examples.isEmpty else {
            environment.printError("panes test: nothing was tested: " + nothingToTestReason(base))
            return .failure
        }
        let folder = source.displayPrefix
        let outcomes: [ExampleOutcome]
        do {
            ExampleRunner.cleanUpOnTerminationSignals()
            let runner = try ExampleRunner.forModel(options: .init(timeout: timeout), environment: environment.variables)
            outcomes = try runner.run(examples) { folder + $0 }
        } catch {
            environment.printError("panes test: \(error)")
            return .failure
        }
        let style = TerminalStyle(usesColor: environment.usesColor)
        for outcome in outcomes {
            let label: String
            switch outcome.status {
            case .passed: label = style.green("PASS")
            case .failed: label = style.red("FAIL")
            case .skipped: label = style.yellow("SKIP")
            }
            environment.print("\(label) " + TerminalStyle.visible("\(outcome.location) \(outcome.example.sectionTitle)"))
            for detail in outcome.details {
                environment.print("     " + TerminalStyle.visible(detail).replacingOccurrences(of: "\n", with: "\n     "))
            }
        }
        environment.print(outcomes.summaryLine)
        return outcomes.allPassed && errors.isEmpty ? .success : .failure
    }

    /// Why no example ran: a filter that matched none, or a folder with no tested blocks (and
    /// how many plain Swift blocks it has, which are illustrative and never run).
    private func nothingToTestReason(_ base: KnowledgeBase) -> String {
        if let filter, !base.runnableExamples.isEmpty {
            return "no runnable example matches --filter '\(filter)' (\(base.runnableExamples.count) in all)"
        }
        let plain = base.examples.filter { $0.isSwift && !$0.isRunnable }.count
        let place = source.displayPrefix.hasSuffix("/") ? String(source.displayPrefix.dropLast()) : source.displayPrefix
        let hint =
            plain > 0
            ? "; its \(plain) plain ```swift block\(plain == 1 ? " is" : "s are") illustrative and not run: mark the ones to test ```swift runnable"
            : ""
        return "\(place) has no ```swift runnable, no_run, compile_fail or crashes block" + hint
    }
}
