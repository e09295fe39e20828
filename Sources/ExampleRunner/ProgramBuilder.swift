import Foundation
import KnowledgeBase

/// Compiles example programs in the runner's work folder, and finds which examples a failed
/// compile is about.
struct ProgramBuilder {
    /// An example compiled into a program, ready to run by its index.
    struct BuiltExample: Sendable {
        var example: CodeExample
        var program: URL
        /// The program's bytes as the compiler wrote them, read before any example ran: what
        /// every run executes (`ChildProcess.executableBytes`), whatever happens to the file.
        var programBytes: Data?
        var index: Int
    }

    /// What a compile is for.
    enum Purpose {
        /// A program to run: the harness, the test function and the examples, linked.
        case program
        /// Type-checking only (`swiftc -typecheck`): nothing is emitted, nothing runs.
        case typeCheck
    }

    let compiler: SwiftCompiler
    let library: ExampleLibrary
    let workFolder: URL
    let displayPath: (String) -> String
    let purpose: Purpose
    /// Compiles so far; each gets files of its own (shared by every builder of one run, so
    /// their files never collide).
    private let counter: Counter

    init(
        compiler: SwiftCompiler, library: ExampleLibrary, workFolder: URL, purpose: Purpose = .program, counter: Counter,
        displayPath: @escaping (String) -> String
    ) {
        self.compiler = compiler
        self.library = library
        self.workFolder = workFolder
        self.purpose = purpose
        self.counter = counter
        self.displayPath = displayPath
    }

    /// Numbers the compiles of one run.
    final class Counter: @unchecked Sendable {
        private var count = 0
        private let lock = NSLock()
        init() {}
        /// The next number, from 1.
        func next() -> Int {
            lock.withLock {
                count += 1; return count
            }
        }
    }

    /// Compiles `examples` into one program, setting aside those whose code the errors point
    /// at and compiling the rest again; when an error points at no example, each is compiled alone.
    func build(_ examples: [CodeExample]) throws -> (programs: [BuiltExample], failures: [ExampleOutcome]) {
        var remaining = examples
        var failures: [ExampleOutcome] = []
        while !remaining.isEmpty {
            let attempt = try compile(remaining)
            if let program = attempt.program {
                let bytes = purpose == .program ? try Data(contentsOf: program) : nil
                return (
                    remaining.enumerated().map { BuiltExample(example: $1, program: program, programBytes: bytes, index: $0) }, failures
                )
            }
            let blamed = remaining.filter { example in attempt.errors.contains { isError($0, in: example) } }
            if blamed.isEmpty {
                guard remaining.count > 1 else {
                    return (
                        [], failures + [outcome(remaining[0], .failed, attempt.errorLines.isEmpty ? [attempt.output] : attempt.errorLines)]
                    )
                }
                // The errors point at no example (generated code, a clash between examples): build each alone.
                var programs: [BuiltExample] = []
                for example in remaining {
                    let alone = try build([example])
                    programs += alone.programs
                    failures += alone.failures
                }
                return (programs, failures)
            }
            for example in blamed {
                failures.append(outcome(example, .failed, errors(attempt.errors, in: example).map(\.formatted)))
            }
            remaining.removeAll { example in blamed.contains { $0.id == example.id } }
        }
        return ([], failures)
    }

    /// A `compile_fail` example passes when it does not compile, the error lies inside the
    /// block, and (with `compile_fail="text"`) the error says what the block expects.
    func checkCompileFailure(_ example: CodeExample) throws -> ExampleOutcome {
        let attempt = try compile([example])
        let location = "\(displayPath(example.file)):\(example.line)"
        guard attempt.program == nil else {
            return outcome(example, .failed, ["\(location): compiled, but it is marked compile_fail"])
        }
        let inside = errors(attempt.errors, in: example)
        guard !inside.isEmpty else {
            return outcome(
                example, .failed,
                ["\(location): marked compile_fail, but the compile failed outside this block:"] + Array(attempt.errorLines.prefix(5)))
        }
        if let expected = example.expectedCompileError, !inside.contains(where: { $0.message.contains(expected) }) {
            return outcome(
                example, .failed,
                ["\(location): expected an error containing \"\(expected)\"; the compiler said:"] + inside.map(\.formatted))
        }
        return outcome(example, .passed, [])
    }

    private func outcome(_ example: CodeExample, _ status: ExampleOutcome.Status, _ details: [String]) -> ExampleOutcome {
        ExampleOutcome(example: example, displayPath: displayPath(example.file), status: status, details: details)
    }

    /// The errors inside `example`, their columns moved to where its code sits in its file.
    private func errors(_ errors: [SwiftCompiler.CompileError], in example: CodeExample) -> [SwiftCompiler.CompileError] {
        errors.filter { isError($0, in: example) }.map { error in
            var located = error
            located.column += example.codeColumnOffset
            located.message = WrappedExample.withoutNamespaces(located.message)
            return located
        }
    }

    private func isError(_ error: SwiftCompiler.CompileError, in example: CodeExample) -> Bool {
        let codeLines = example.code.split(separator: "\n", omittingEmptySubsequences: false).count
        return error.file == displayPath(example.file) && error.line > example.line && error.line <= example.line + codeLines
    }

    private struct Attempt {
        var program: URL?
        var errors: [SwiftCompiler.CompileError]
        var errorLines: [String]
        var output: String
    }

    private func compile(_ examples: [CodeExample]) throws -> Attempt {
        let name = "program-\(counter.next())"
        let fileCount = ProcessInfo.processInfo.activeProcessorCount
        let program = ExampleProgram(
            examples, library: library, fileCount: fileCount, withHarness: purpose == .program, displayPath: displayPath)
        var sourceFiles: [URL] = []
        for (number, text) in program.files.enumerated() {
            let file = workFolder.appendingPathComponent("\(name)-\(number).swift")
            try Data(text.utf8).write(to: file)
            sourceFiles.append(file)
        }
        let executable = workFolder.appendingPathComponent(name)
        let output = purpose == .program ? ["-o", executable.path] : ["-typecheck"]
        let arguments =
            [
                "-swift-version", "6", "-Onone", "-suppress-warnings", "-module-name", HarnessSource.moduleName,
                "-parse-as-library", "-j", String(max(1, min(fileCount, examples.count))),
            ] + output + sourceFiles.map(\.path) + library.compilerFlags
        let result = try compiler.compile(arguments)
        let errorLines = result.output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        return Attempt(program: result.succeeded ? executable : nil, errors: result.errors, errorLines: errorLines, output: result.output)
    }
}
