import Foundation
import KnowledgeBase

/// Compiles and runs runnable examples outside SwiftPM, the way `panes test` does.
///
/// Mergeable examples are compiled together into one program (one compiler run instead of
/// one per example); when that fails, the examples the errors point at are set aside as failed
/// and the rest are compiled again, and if an error cannot be placed each example is compiled
/// alone, as rustdoc does. `compile_fail` and `standalone` examples are always built alone.
public struct ExampleRunner {
    private let compiler: SwiftCompiler
    private let model: ModelLibrary
    private let workFolder: URL

    /// Finds `swiftc` and prepares the model library from `modelSources` (file name and text;
    /// compiled once, then cached).
    public init(modelSources: [(name: String, text: String)], environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let compiler = SwiftCompiler(environment: environment) else {
            throw ExampleRunnerError("swiftc not found on PATH; install the Swift toolchain or set PANES_SWIFTC")
        }
        self.compiler = compiler
        model = try ModelLibrary.prepare(sources: modelSources, compiler: compiler, environment: environment)
        workFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("panes-test-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
    }

    /// Runs `examples`; `displayPath` turns a content-relative path into the path to report.
    public func run(_ examples: [CodeExample], displayPath: (String) -> String) throws -> [ExampleOutcome] {
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workFolder) }
        var outcomes: [String: ExampleOutcome] = [:]
        var mergeable: [CodeExample] = []
        for example in examples {
            let path = displayPath(example.file)
            if example.isIgnored {
                outcomes[example.id] = ExampleOutcome(example: example, displayPath: path, status: .skipped, details: [])
            } else if example.mustFailToCompile || example.isStandalone {
                outcomes[example.id] = try runAlone(example, displayPath: path)
            } else {
                mergeable.append(example)
            }
        }
        for outcome in try runMerged(mergeable, displayPath: displayPath) { outcomes[outcome.example.id] = outcome }
        return examples.compactMap { outcomes[$0.id] }
    }

    /// Builds one example in a program of its own; a `compile_fail` example passes when it does not compile.
    /// Call it inside `run`, which creates and removes the work folder.
    private func runAlone(_ example: CodeExample, displayPath: String) throws -> ExampleOutcome {
        let build = try buildProgram([example], displayPath: { _ in displayPath }, name: "alone")
        if example.mustFailToCompile {
            return ExampleOutcome(
                example: example, displayPath: displayPath, status: build.program == nil ? .passed : .failed,
                details: build.program == nil ? [] : ["\(displayPath):\(example.line): compiled, but it is marked compile_fail"])
        }
        guard let program = build.program else {
            return ExampleOutcome(example: example, displayPath: displayPath, status: .failed, details: build.errorLines)
        }
        return try execute(program, examples: [example], displayPath: { _ in displayPath })[0]
    }

    private func runMerged(_ examples: [CodeExample], displayPath: (String) -> String) throws -> [ExampleOutcome] {
        var remaining = examples
        var failed: [ExampleOutcome] = []
        while !remaining.isEmpty {
            let build = try buildProgram(remaining, displayPath: displayPath, name: "merged")
            if let program = build.program {
                return failed + (try execute(program, examples: remaining, displayPath: displayPath))
            }
            let blamed = remaining.filter { example in build.errors.contains { Self.error($0, isIn: example, displayPath: displayPath) } }
            if blamed.isEmpty {
                // The errors point at no example (generated code): build each alone to find the culprits.
                return failed + (try remaining.map { try runAlone($0, displayPath: displayPath($0.file)) })
            }
            for example in blamed {
                let lines = build.errors.filter { Self.error($0, isIn: example, displayPath: displayPath) }
                    .map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }
                failed.append(ExampleOutcome(example: example, displayPath: displayPath(example.file), status: .failed, details: lines))
            }
            remaining.removeAll { example in blamed.contains { $0.id == example.id } }
        }
        return failed
    }

    /// The runtime's own words for a trap (`…: Precondition failed: …`), worth showing the user.
    private static func isTrapMessage(_ line: String) -> Bool {
        ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"].contains { line.contains($0) }
    }

    private static func error(_ error: SwiftCompiler.CompileError, isIn example: CodeExample, displayPath: (String) -> String) -> Bool {
        let codeLines = example.code.split(separator: "\n", omittingEmptySubsequences: false).count
        return error.file == displayPath(example.file) && error.line > example.line && error.line <= example.line + codeLines
    }

    private struct Build {
        var program: URL?
        var errors: [SwiftCompiler.CompileError]
        var errorLines: [String]
    }

    private func buildProgram(_ examples: [CodeExample], displayPath: (String) -> String, name: String) throws -> Build {
        var namespaces: [(index: Int, namespace: String)] = []
        // The examples are spread over one file per core so the compiler's frontend jobs run
        // side by side (`-j`); the harness and `main` go in a file of their own.
        let fileCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, examples.count))
        var exampleSources = Array(repeating: "import Foundation\nimport PanesModel\n\n", count: fileCount)
        for (index, example) in examples.enumerated() {
            let wrapped = WrappedExample(
                example, namespace: "Example\(index)", displayPath: displayPath(example.file), rewritesExpectations: true)
            exampleSources[index * fileCount / max(examples.count, 1)] += wrapped.source + "\n"
            namespaces.append((index, wrapped.namespace))
        }
        var sourceFiles: [URL] = []
        for (number, text) in ([HarnessSource.support + HarnessSource.main(namespaces: namespaces)] + exampleSources).enumerated() {
            let file = workFolder.appendingPathComponent("\(name)-\(number).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            sourceFiles.append(file)
        }
        let program = workFolder.appendingPathComponent(name)
        let arguments =
            [
                "-swift-version", "6", "-Onone", "-suppress-warnings", "-module-name", "PanesExamples",
                "-parse-as-library", "-j", String(fileCount), "-o", program.path,
            ] + sourceFiles.map(\.path) + model.compilerFlags
        let result = try compiler.compile(arguments)
        let errorLines = result.output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        return Build(program: result.succeeded ? program : nil, errors: result.errors, errorLines: errorLines)
    }

    /// Runs the program; when an example crashes the process, reports it and runs the rest again.
    private func execute(_ program: URL, examples: [CodeExample], displayPath: (String) -> String) throws -> [ExampleOutcome] {
        var outcomes: [Int: ExampleOutcome] = [:]
        var pending = Array(examples.indices)
        while !pending.isEmpty {
            let result = try ProcessRunner.run(program, arguments: pending.map(String.init), environment: ["SWIFT_BACKTRACE": "enable=no"])
            let report = ProgramReport(output: result.output)
            for (index, issues) in report.finished {
                let example = examples[index]
                outcomes[index] = ExampleOutcome(
                    example: example, displayPath: displayPath(example.file), status: issues.isEmpty ? .passed : .failed, details: issues)
            }
            pending.removeAll { outcomes[$0] != nil }
            guard let crashed = report.unfinished ?? pending.first else { break }
            let example = examples[crashed]
            let why = result.wasSignalled ? "crashed (signal \(result.status))" : "stopped the program (exit \(result.status))"
            outcomes[crashed] = ExampleOutcome(
                example: example, displayPath: displayPath(example.file), status: .failed,
                details: report.issues(of: crashed) + ["\(displayPath(example.file)):\(example.line): the example \(why)"]
                    + report.strayOutput.filter(Self.isTrapMessage))
            pending.removeAll { $0 == crashed }
        }
        return examples.indices.compactMap { outcomes[$0] }
    }
}

/// What an example program printed, read back from its `@@panes` lines.
struct ProgramReport {
    /// Examples that finished, with their issues (empty when they passed).
    var finished: [(Int, [String])] = []
    /// The example that began and never finished, if the program died.
    var unfinished: Int?
    /// Lines that were not the harness's (the examples' own output or a crash message).
    var strayOutput: [String] = []
    private var issuesByIndex: [Int: [String]] = [:]

    /// Reads the program's merged output.
    init(output: String) {
        let marker = HarnessSource.marker + " "
        for line in output.split(separator: "\n").map(String.init) {
            guard line.hasPrefix(marker) else {
                strayOutput.append(line)
                continue
            }
            let words = line.dropFirst(marker.count).split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count >= 2, let index = Int(words[1]) else { continue }
            switch words[0] {
            case "begin": unfinished = index
            case "issue":
                issuesByIndex[index, default: []].append((words.count > 2 ? words[2] : "").replacingOccurrences(of: "\u{1F}", with: "\n"))
            case "pass", "fail":
                finished.append((index, issuesByIndex[index] ?? []))
                unfinished = nil
            default: continue
            }
        }
    }

    /// The expectation failures an example reported before the program ended.
    func issues(of index: Int) -> [String] { issuesByIndex[index] ?? [] }
}
