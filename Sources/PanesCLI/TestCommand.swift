import ExampleRunner
import Foundation
import KnowledgeBase
import TerminalOutput

/// `panes test`: compiles and runs the tested Swift blocks of a content folder against the
/// panes model, or of a Swift package against the package's own library products.
struct TestCommand: PanesCommand, ReadsContent {
    static let name = "test"
    static let summary = "compile and run the ```swift runnable examples"
    static let about = """
        Builds every tested Swift block against the PanesModel library (as many as isolation
        allows in one compilation), runs each in a process of its own under a time limit, prints
        each result at its Markdown file and line, and ends with `N passed, N failed` (`, N
        skipped` for `ignore`d ones). SwiftUI samples (```swift typecheck, or every plain block
        with {"swiftBlocks": "typecheck"}) are type-checked against SwiftUI's declarations: the
        folder's documented ones plus panes' base; a declaration that does not compile fails at
        its line. Exits 1 on any failure, and when nothing was tested.

        With --package, the examples compile against the package's library products instead
        (built with SwiftPM under .build/panes-doc-tests/; each is imported for you): the
        Markdown of its docs/ folder and .docc catalogs (or of --content DIR), and the ```swift
        blocks in the /// comments of its library sources, which are tests unless marked.

        panes test runs the content's code, as cargo test runs a crate's. Each example starts
        in a scratch folder with a scratch HOME and TMPDIR, an environment of PATH, HOME, TMPDIR,
        LANG, NO_COLOR and SWIFT_BACKTRACE only, limits on CPU time, memory, processes and file
        size, and (where the kernel allows it unprivileged) no network, in its own PID namespace,
        so every process it starts ends with it. --unconfined turns all of that off.

        Fence words: runnable (compile and run), no_run (compile only), compile_fail or
        compile_fail="text" (must not compile, with an error inside the block), crashes (must
        trap), typecheck (type-check only; a SwiftUI sample); ignore (skip) and standalone (own
        module) go with any of them. Lines starting with `~ ` are compiled but not shown. A
        panes.json of {"swiftBlocks": "runnable"} in a content folder makes its plain ```swift
        blocks tests (at a package's root: its doc comments).
        """
    static let package = CommandOption(
        "package", .optional("PATH"), help: "test the Swift package in PATH (default: the current folder)")
    static let filter = CommandOption(
        "filter", .required("TEXT"), help: "run only examples whose file, line or section contains TEXT")
    static let timeout = CommandOption(
        "timeout", .required("SECONDS"),
        help: "kill an example that runs longer (default \(ExampleRunner.seconds(ExampleRunner.Options.defaultTimeout)))")
    static let swiftBlocks = CommandOption(
        "swift-blocks", .required("MODE"), help: "what plain ```swift blocks are in this run: \(PlainSwiftBlocks.spellings)")
    static let unconfined = CommandOption(
        "unconfined", help: "run examples with the caller's folder, environment and network, and no limits")
    static let options: [CommandOption] = [.content, package, filter, timeout, swiftBlocks, unconfined, .warningsAsErrors]

    var source: ContentSource
    let packagePath: String?
    let filter: String?
    let timeout: Double
    let plainSwiftBlocks: PlainSwiftBlocks?
    let warningsAsErrors: Bool
    let isUnconfined: Bool

    /// How the run contains its examples.
    private var options: ExampleRunner.Options {
        ExampleRunner.Options(timeout: timeout, containment: isUnconfined ? .unconfined : .contained)
    }

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments, acceptsPackage: false)
        packagePath = try arguments.optionalValue(Self.package, valueWhenAlone: ".")
        filter = try arguments.option(Self.filter)
        timeout = try arguments.positiveNumber(Self.timeout) ?? ExampleRunner.Options.defaultTimeout
        if let mode = try arguments.option(Self.swiftBlocks) {
            guard let value = PlainSwiftBlocks(rawValue: mode) else {
                throw UsageError("--swift-blocks takes one of \(PlainSwiftBlocks.spellings), not '\(mode)'")
            }
            plainSwiftBlocks = value
        } else {
            plainSwiftBlocks = nil
        }
        warningsAsErrors = try arguments.flag(.warningsAsErrors)
        isUnconfined = try arguments.flag(Self.unconfined)
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        if let packagePath { return runPackage(at: packagePath, in: environment) }
        let base = source.loadKnowledgeBase(plainSwiftBlocks: plainSwiftBlocks, warningsAsErrors: warningsAsErrors)
        let errors = base.diagnostics.filter { $0.severity == .error }
        errors.forEach { environment.printError(TerminalStyle.visible($0.formatted)) }
        if base.articles.isEmpty { return .failure }
        let examples = selected(base.runnableExamples)
        guard !examples.isEmpty else {
            environment.printError("panes test: nothing was tested: " + nothingToTestReason(base.examples, place: source.displayPrefix))
            return .failure
        }
        let folder = source.displayPrefix
        return runAndReport(
            examples, fragments: selected(base.examples.filter(\.isFragment)).count, errorCount: errors.count, in: environment
        ) {
            try ExampleRunner.forModel(
                options: options, declaringSwiftUIFrom: base.apis,
                fallback: examples.contains(where: \.isTypeChecked) ? source.standInAPIs : [], environment: environment.variables)
        } displayPath: {
            folder + $0
        }
    }

    /// `--package`: the package's examples against its own library products.
    private func runPackage(at path: String, in environment: CommandEnvironment) -> ExitCode {
        let package: SwiftPackage
        do {
            package = try SwiftPackage.load(path, environment: environment.variables)
        } catch {
            environment.printError("panes test: \(error)")
            return .failure
        }
        let content = source.folder.map { [(folder: $0, displayPrefix: source.displayPrefix)] }
        let found = package.examples(content: content, plainSwiftBlocks: plainSwiftBlocks)
        let diagnostics = warningsAsErrors ? found.diagnostics.raisingWarnings : found.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }
        errors.forEach { environment.printError(TerminalStyle.visible($0.formatted)) }
        let examples = selected(found.examples.filter(\.isRunnable))
        guard !examples.isEmpty else {
            let folders = found.contentFolders.isEmpty ? "no docs/ folder or .docc catalog" : found.contentFolders.joined(separator: ", ")
            environment.printError(
                "panes test: nothing was tested: \(package.name) (\(folders), and the doc comments of its library sources) "
                    + nothingToTestReason(found.examples, place: nil))
            return .failure
        }
        environment.printError("panes test: building the library products of \(package.name) with SwiftPM…")
        return runAndReport(
            examples, fragments: selected(found.examples.filter(\.isFragment)).count, errorCount: errors.count, in: environment
        ) {
            try ExampleRunner.forPackage(package, options: options, environment: environment.variables)
        } displayPath: {
            $0
        }
    }

    /// What was checked, by kind: `tested: 128 run, 149 type-checked; 1 fragment not checked`
    /// (ignored blocks are counted as skipped in the summary after it).
    static func kindsLine(_ examples: [CodeExample], fragments: Int) -> String {
        let tested = examples.filter { !$0.isIgnored }
        let kinds: [(TestMode, String)] = [
            (.run, "run"), (.crash, "must trap"), (.compileOnly, "compiled only"), (.compileFail, "must not compile"),
            (.typeCheck, "type-checked"),
        ]
        let parts = kinds.compactMap { mode, label -> String? in
            let count = tested.filter { $0.testMode == mode }.count
            return count > 0 ? "\(count) \(label)" : nil
        }
        let unchecked = fragments > 0 ? "; \(fragments) fragment\(fragments == 1 ? "" : "s") not checked" : ""
        return "tested: " + (parts.isEmpty ? "nothing" : parts.joined(separator: ", ")) + unchecked
    }

    /// The examples `--filter` keeps.
    private func selected(_ examples: [CodeExample]) -> [CodeExample] {
        guard let filter else { return examples }
        return examples.filter { "\($0.file):\($0.line) \($0.sectionTitle)".localizedCaseInsensitiveContains(filter) }
    }

    /// Makes the runner, runs `examples`, prints each outcome and the summary, and says how the run ended.
    private func runAndReport(
        _ examples: [CodeExample], fragments: Int, errorCount: Int, in environment: CommandEnvironment,
        runner makeRunner: () throws -> ExampleRunner,
        displayPath: @escaping @Sendable (String) -> String
    ) -> ExitCode {
        let outcomes: [ExampleOutcome]
        do {
            ExampleRunner.cleanUpOnTerminationSignals()
            outcomes = try makeRunner().run(examples, displayPath: displayPath)
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
        if let problem = options.containment.namespaceProblem, examples.contains(where: { $0.testMode != .typeCheck }) {
            environment.printError("panes test: \(problem)")
        }
        environment.print(Self.kindsLine(examples, fragments: fragments))
        environment.print(outcomes.summaryLine)
        return outcomes.allPassed && errorCount == 0 ? .success : .failure
    }

    /// Why no example ran: a filter that matched none, or no tested blocks (and how many plain
    /// Swift blocks there are, which are illustrative and never run). `place` names the folder.
    private func nothingToTestReason(_ examples: [CodeExample], place: String?) -> String {
        let tested = examples.filter(\.isRunnable).count
        if let filter, tested > 0 {
            return "no runnable example matches --filter '\(filter)' (\(tested) in all)"
        }
        let plain = examples.filter { $0.isSwift && !$0.isRunnable && !$0.isFragment }.count
        let hint =
            plain > 0
            ? "; its \(plain) plain ```swift block\(plain == 1 ? " is" : "s are") illustrative and not run: mark the ones to test ```swift runnable, or make them all tests with \(ContentSettings.fileName) {\"swiftBlocks\": \"runnable\"} or --swift-blocks runnable"
            : ""
        let subject = place.map { $0.hasSuffix("/") ? String($0.dropLast()) + " " : $0 + " " } ?? ""
        return subject + "has no ```swift runnable, no_run, compile_fail or crashes block" + hint
    }
}
