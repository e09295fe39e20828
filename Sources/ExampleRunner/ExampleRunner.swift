import Files
import Foundation
import KnowledgeBase
import ModelSources
import SwiftUIInterface

/// Compiles and runs runnable examples outside SwiftPM, the way `panes test` and `swift test` do.
///
/// Examples are compiled together into as few programs as isolation allows (one compiler run
/// instead of one per example); when a compile fails, the examples the errors point at are set
/// aside as failed and the rest are compiled again, and if an error cannot be placed each
/// example is compiled alone, as rustdoc does. `compile_fail` and `standalone` examples are
/// always built alone. Then every example runs in a process of its own, in its own process
/// group, under a time limit, several at once: a crash, a hang or a stray thread is that
/// example's alone, and the verdict comes from Swift Testing's records on a private pipe.
public struct ExampleRunner: Sendable {
    /// How examples run.
    public struct Options: Sendable {
        /// Seconds each example may run before its process group is killed.
        public var timeout: Double
        /// How examples are kept apart from the machine (`Containment`).
        public var containment: Containment
        /// The default time limit: model examples finish in milliseconds, so a minute is a hang.
        public static let defaultTimeout: Double = 60

        /// Options with `timeout` seconds per example, contained unless said otherwise.
        public init(timeout: Double = Options.defaultTimeout, containment: Containment = .contained) {
            self.timeout = timeout
            self.containment = containment
        }
    }

    private let compiler: SwiftCompiler
    private let library: ExampleLibrary
    private let options: Options
    private let temporaryFolder: URL
    /// Where `typecheck` samples find SwiftUI: the documented entries its declarations come
    /// from (the reference's, and panes' built-in reference's standing in for the rest) and the
    /// cache it is built in; nil when they type-check against `library` (a package's).
    private let swiftUI: SwiftUISource?

    /// What the SwiftUI that samples type-check against is built from.
    struct SwiftUISource: Sendable {
        var apis: [APIEntry]
        var fallback: [APIEntry]
        var cacheFolder: URL
    }

    /// A runner that compiles examples against `library` (and `typecheck` samples against it too).
    public init(library: ExampleLibrary, compiler: SwiftCompiler, options: Options = Options(), environment: [String: String]) {
        self.init(library: library, compiler: compiler, options: options, environment: environment, swiftUI: nil)
    }

    private init(
        library: ExampleLibrary, compiler: SwiftCompiler, options: Options, environment: [String: String],
        swiftUI: SwiftUISource?
    ) {
        self.compiler = compiler
        self.library = library
        self.options = options
        self.swiftUI = swiftUI
        temporaryFolder = Self.temporaryFolder(environment)
    }

    /// `TMPDIR`, or `/tmp`.
    private static func temporaryFolder(_ environment: [String: String]) -> URL {
        URL(fileURLWithPath: environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp", isDirectory: true)
    }

    /// Throws when `folder` is not a folder. A temporary folder that is not there is a mistake
    /// in the environment; making it would leave folders where nobody asked for them (review D22).
    private static func requireFolder(_ folder: URL) throws {
        var status = stat()
        guard stat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw ExampleRunnerError("the temporary folder \(folder.path) (TMPDIR) is not a folder; point TMPDIR at one that exists")
        }
    }

    /// A runner for examples written against the panes model: finds `swiftc` and compiles the
    /// model from the sources panes embeds (`ModelSources`) into the cache, once. `typecheck`
    /// samples are checked against a SwiftUI built from the documented entries of `apis`, with
    /// those of `fallback` (panes' built-in reference) standing in for what `apis` lacks.
    public static func forModel(
        options: Options = Options(), declaringSwiftUIFrom apis: [APIEntry] = [], fallback: [APIEntry] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ExampleRunner {
        guard var compiler = SwiftCompiler(environment: environment) else {
            throw ExampleRunnerError("swiftc not found on PATH; install the Swift toolchain or set PANES_SWIFTC")
        }
        guard let cacheFolder = CacheLocation.folder(environment) else {
            throw ExampleRunnerError("neither XDG_CACHE_HOME nor HOME is set; set one so the model library can be cached")
        }
        compiler.moduleCache = SwiftCompiler.moduleCache(in: cacheFolder)
        // Checked before the model library compiles, which needs it too and blamed itself.
        try requireFolder(temporaryFolder(environment))
        let sources = ModelSources.files.map { (name: $0.path, text: $0.text) }
        let library = try ModelLibrary.prepare(sources: sources, compiler: compiler, cacheFolder: cacheFolder)
        return ExampleRunner(
            library: library, compiler: compiler, options: options, environment: environment,
            swiftUI: SwiftUISource(apis: apis, fallback: fallback, cacheFolder: cacheFolder))
    }

    /// Makes an interrupted run (SIGINT, SIGTERM, SIGHUP) kill every example program and compiler
    /// it started and remove its temporary folders before the process exits. For command-line tools.
    public static func cleanUpOnTerminationSignals() {
        ProcessGroupRegistry.shared.cleanUpOnTerminationSignals()
    }

    /// Runs `examples`; `displayPath` turns a content-relative path into the path to report.
    /// Outcomes come back in the order of `examples`, after one failed outcome per documented
    /// SwiftUI declaration that did not compile (when a sample is type-checked against them).
    public func run(_ examples: [CodeExample], displayPath: @escaping @Sendable (String) -> String) throws -> [ExampleOutcome] {
        try Self.requireFolder(temporaryFolder)
        ScratchFolder.removeAbandoned(in: temporaryFolder, prefix: "panes-test")
        let workFolder = try ScratchFolder.make(in: temporaryFolder, prefix: "panes-test", advice: "; point TMPDIR at a writable folder")
        ProcessGroupRegistry.shared.register(folder: workFolder)
        defer {
            ScratchFolder.remove(workFolder)
            ProcessGroupRegistry.shared.unregister(folder: workFolder)
        }
        let counter = ProgramBuilder.Counter()
        let builder = ProgramBuilder(
            compiler: compiler, library: library, workFolder: workFolder, counter: counter, displayPath: displayPath)
        var declarationOutcomes: [ExampleOutcome] = []
        var checker = builder
        if examples.contains(where: { $0.isTypeChecked && !$0.isIgnored }) {
            var library = library
            if let swiftUI {
                let declarations = try DeclarationsLibrary.prepare(
                    apis: swiftUI.apis, fallback: swiftUI.fallback, compiler: compiler, cacheFolder: swiftUI.cacheFolder,
                    displayPath: displayPath)
                library = declarations.library
                declarationOutcomes = declarations.failures.map { ExampleOutcome(declarationFailure: $0, displayPath: displayPath) }
            }
            checker = ProgramBuilder(
                compiler: compiler, library: library, workFolder: workFolder, purpose: .typeCheck, counter: counter,
                displayPath: displayPath)
        }
        var outcomes: [String: ExampleOutcome] = [:]
        var runs: [ProgramBuilder.BuiltExample] = []
        var mergeable: [CodeExample] = []
        var typeChecked: [CodeExample] = []
        for example in examples {
            if example.isIgnored {
                outcomes[example.id] = ExampleOutcome(example: example, displayPath: displayPath(example.file), status: .skipped)
            } else if example.mustFailToCompile {
                outcomes[example.id] = try builder.checkCompileFailure(example)
            } else if example.isStandalone {
                let built = try (example.isTypeChecked ? checker : builder).build([example])
                built.failures.forEach { outcomes[$0.example.id] = $0 }
                runs += built.programs
            } else if example.isTypeChecked {
                typeChecked.append(example)
            } else {
                mergeable.append(example)
            }
        }
        for (examples, builder) in [(mergeable, builder), (typeChecked, checker)] {
            for group in ExampleProgram.groups(examples, displayPath: displayPath) {
                let built = try builder.build(group)
                built.failures.forEach { outcomes[$0.example.id] = $0 }
                runs += built.programs
            }
        }
        let options = options
        let runsFolder = workFolder.appendingPathComponent("runs", isDirectory: true)
        for outcome in ParallelMap.map(runs, { Self.execute($0, options: options, in: runsFolder, displayPath: displayPath) }) {
            outcomes[outcome.example.id] = outcome
        }
        return declarationOutcomes + examples.compactMap { outcomes[$0.id] }
    }

    /// Runs one built example in a process of its own and judges what happened.
    /// Runs one built example in a process of its own and judges what happened; a contained
    /// example starts in a folder of its own below `runsFolder`.
    private static func execute(
        _ built: ProgramBuilder.BuiltExample, options: Options, in runsFolder: URL, displayPath: (String) -> String
    ) -> ExampleOutcome {
        let example = built.example
        let location = "\(displayPath(example.file)):\(example.line)"
        func outcome(_ status: ExampleOutcome.Status, _ details: [String]) -> ExampleOutcome {
            ExampleOutcome(example: example, displayPath: displayPath(example.file), status: status, details: details)
        }
        if example.testMode == .compileOnly || example.testMode == .typeCheck { return outcome(.passed, []) }
        let key = String(UInt64.random(in: .min ... .max), radix: 16) + String(UInt64.random(in: .min ... .max), radix: 16)
        let containment = options.containment
        var process = ChildProcess(
            executable: built.program, arguments: [String(built.index)] + containment.limitArguments(timeout: options.timeout))
        process.executableBytes = built.programBytes
        process.resultDescriptor = HarnessSource.resultDescriptor
        process.secretDescriptor = HarnessSource.keyDescriptor
        process.secret = key
        process.timeout = options.timeout
        if containment.isContained {
            let folder = runsFolder.appendingPathComponent(StableHash.hex(example.id), isDirectory: true)
            do {
                for scratch in ["home", "tmp"] { try ScratchFolder.ensureFolder(folder.appendingPathComponent(scratch)) }
            } catch {
                return outcome(.failed, ["\(location): \(error)"])
            }
            process.workingFolder = folder
            process.replacedEnvironment = containment.environment(in: folder)
            process.wrapper = containment.wrapper
        } else {
            process.environment = ["SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1"]
        }
        let result: ChildProcess.Result
        do {
            result = try process.run()
        } catch {
            return outcome(.failed, ["\(location): \(error)"])
        }
        let records = TestRecords(data: result.results, key: key)
        let output = ExampleOutput(result.output)
        if result.resultsOverflowed {
            return outcome(
                .failed,
                ["\(location): the example wrote more than \(process.resultLimit >> 20) MB to panes' result channel, and was stopped"])
        }
        if result.leftProcessesBehind {
            return outcome(
                .failed,
                records.failures + [
                    "\(location): a process the example started kept running after it ended (it held the output open); an example must not leave processes behind"
                ])
        }
        if result.timedOut {
            return outcome(
                .failed, records.failures + ["\(location): timed out after \(Self.seconds(options.timeout)) s"] + output.lastLines)
        }
        if result.wasSignalled {
            if example.testMode == .crash { return outcome(.passed, []) }
            let when = records.ended ? "finished, then its process crashed (a thread it started?)" : "crashed"
            return outcome(
                .failed,
                records.failures + ["\(location): the example \(when): \(Self.signalName(result.status))"] + output.trapMessages)
        }
        guard records.ended else {
            let why =
                records.started
                ? "the example stopped the program (exit \(result.status)) before it finished"
                : "the example program reported nothing (exit \(result.status))"
            return outcome(.failed, records.failures + ["\(location): \(why)"] + output.lastLines)
        }
        if example.testMode == .crash {
            return outcome(.failed, records.failures + ["\(location): marked crashes, but it finished without trapping"])
        }
        return outcome(records.failures.isEmpty ? .passed : .failed, records.failures)
    }

    /// A number of seconds as people write it: `2` for 2.0, `0.5` for 0.5.
    public static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `signal 4 (SIGILL, a Swift trap)`.
    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL, a Swift trap", SIGTRAP: "SIGTRAP, a Swift trap", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
        ]
        return "signal \(number)" + (names[number].map { " (\($0))" } ?? "")
    }
}

/// What an example printed, read for the lines worth showing when it fails.
struct ExampleOutput {
    /// The printed lines, without Swift Testing's own console report of the run.
    let lines: [String]

    init(_ output: CappedOutput) {
        // Swift Testing prints its console report too; its lines start with these symbols.
        let reportSymbols: Set<Character> = ["◇", "↳", "✘", "✔", "􀟈", "􀢄", "􀄵", "􀙟", "⚠"]
        lines = output.text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { line in line.first.map { !reportSymbols.contains($0) } ?? false }
    }

    /// The runtime's own words for a trap (`…: Fatal error: …`).
    var trapMessages: [String] {
        lines.filter { line in
            ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"].contains { line.contains($0) }
        }
    }

    /// The last few lines, indented, for a hang or an early exit.
    var lastLines: [String] {
        let tail = lines.suffix(10)
        return tail.isEmpty ? [] : ["last output:"] + tail.map { "  " + $0 }
    }
}

extension ExampleRunner {
    /// What `panes check` proves of a reference's SwiftUI samples, in seconds: its documented
    /// declarations compile, and every `typecheck` sample type-checks against them. Nothing is
    /// run and the model is not built. Each failure is a warning at its Markdown line, as every
    /// problem in the content is; nil when there is no compiler to ask (say so instead).
    public static func typeCheckDiagnostics(
        of base: KnowledgeBase, fallback: [APIEntry] = [], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> [Diagnostic]? {
        let samples = base.examples.filter { $0.isTypeChecked && !$0.isIgnored }
        guard !samples.isEmpty else { return [] }
        guard var compiler = SwiftCompiler(environment: environment) else { return nil }
        guard let cacheFolder = CacheLocation.folder(environment) else {
            throw ExampleRunnerError("neither XDG_CACHE_HOME nor HOME is set; set one so the SwiftUI declarations can be cached")
        }
        compiler.moduleCache = SwiftCompiler.moduleCache(in: cacheFolder)
        let runner = ExampleRunner(
            library: ExampleLibrary(compilerFlags: [], implicitImports: []), compiler: compiler, options: Options(),
            environment: environment, swiftUI: SwiftUISource(apis: base.apis, fallback: fallback, cacheFolder: cacheFolder))
        var diagnostics: [Diagnostic] = []
        for outcome in try runner.run(samples, displayPath: { $0 }) where outcome.status == .failed {
            let isDeclaration = outcome.example.code.isEmpty
            let errors = outcome.details.compactMap(SwiftCompiler.parseError)
            guard !errors.isEmpty else {
                diagnostics.append(
                    .warning(
                        "this SwiftUI sample does not type-check: \(outcome.details.joined(separator: " "))", file: outcome.example.file,
                        line: outcome.example.line))
                continue
            }
            for error in errors {
                let what =
                    isDeclaration
                    ? "this declaration does not compile" : "this SwiftUI sample does not type-check against SwiftUI's declarations"
                diagnostics.append(.warning("\(what): \(error.message)", file: error.file, line: error.line, column: error.column))
            }
        }
        return diagnostics
    }
}
