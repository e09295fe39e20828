import Foundation

/// Runs SwiftPM (`swift package`, `swift build`) from the toolchain whose `swiftc` compiles the
/// examples, so the package's modules and the examples always come from the same compiler.
struct SwiftPackageManager: Sendable {
    /// What one SwiftPM command printed.
    struct Result {
        /// Whether it exited 0.
        var succeeded: Bool
        /// Its standard output, whole, when it was kept apart (the JSON of `dump-package`).
        var standardOutput: Data
        /// Everything else it printed, capped: progress and diagnostics (`swift build` prints
        /// its compiler errors on standard output, so a build keeps both here).
        var messages: String
    }

    /// The `swift` driver.
    let executable: URL

    /// `swift` beside `compiler` (symbolic links resolved), else the first on `PATH`; nil when neither exists.
    init?(beside compiler: SwiftCompiler, environment: [String: String]) {
        let beside = compiler.executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift")
        if FileManager.default.isExecutableFile(atPath: beside.path) {
            executable = beside
            return
        }
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard
            let found = folders.map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swift") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        executable = found
    }

    /// Runs `swift` with `arguments` in a process group of its own (an interrupted run kills it
    /// and everything it started); `keepsStandardOutputApart` for a command whose output is data.
    func run(_ arguments: [String], keepsStandardOutputApart: Bool = false) throws -> Result {
        var process = ChildProcess(executable: executable, arguments: arguments)
        if keepsStandardOutputApart {
            // The result descriptor is put on 1, so standard output arrives whole and apart
            // from standard error, which stays on the capped output pipe.
            process.resultDescriptor = 1
        }
        process.outputLimit = 4 * CappedOutput.defaultLimit
        let result = try process.run()
        return Result(succeeded: !result.wasSignalled && result.status == 0, standardOutput: result.results, messages: result.output.text)
    }

    /// SwiftPM's diagnostics in `output`, without its progress lines (`[3/12] Compiling …`,
    /// `Building for debugging...`) and each only once (it reports a compile error from both
    /// the module and the object job), so a failed build reads as the errors alone.
    static func diagnostics(in output: String) -> String {
        let noise = [
            "Building for ", "Build complete", "Planning build", "Fetching ", "Computing version", "Creating working copy",
        ]
        var blocks: [[Substring]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let isStep = line.first == "[" && line.dropFirst().prefix { $0.isNumber || $0 == "/" }.contains("/")
            if isStep || noise.contains(where: { line.hasPrefix($0) }) || line.contains("command failed with exit code") { continue }
            // A compiler diagnostic's source excerpt (`3 | let x`, `  |  `- error`) belongs to the line above it.
            let isExcerpt = line.first?.isWhitespace == true || (line.first?.isNumber == true && line.drop { $0.isNumber }.hasPrefix(" |"))
            if isExcerpt, !blocks.isEmpty {
                blocks[blocks.count - 1].append(line)
            } else {
                blocks.append([line])
            }
        }
        var seen: Set<[Substring]> = []
        return blocks.filter { seen.insert($0).inserted }.map { $0.joined(separator: "\n") }.joined(separator: "\n")
    }
}
