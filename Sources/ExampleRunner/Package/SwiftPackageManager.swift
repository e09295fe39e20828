import Foundation

/// Runs SwiftPM (`swift package`, `swift build`) from the toolchain whose `swiftc` compiles the
/// examples, so the package's modules and the examples always come from the same compiler.
struct SwiftPackageManager: Sendable {
    /// What one SwiftPM command printed.
    struct Result {
        /// Whether it exited 0.
        var succeeded: Bool
        /// Its standard output, whole (the JSON of `dump-package`).
        var standardOutput: Data
        /// Its standard error, capped (progress and diagnostics).
        var standardError: String
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
    /// and everything it started).
    func run(_ arguments: [String]) throws -> Result {
        var process = ChildProcess(executable: executable, arguments: arguments)
        // The result descriptor is put on 1, so standard output arrives whole and apart from
        // standard error, which stays on the capped output pipe.
        process.resultDescriptor = 1
        process.outputLimit = 4 * CappedOutput.defaultLimit
        let result = try process.run()
        return Result(
            succeeded: !result.wasSignalled && result.status == 0, standardOutput: result.results, standardError: result.output.text)
    }

    /// SwiftPM's diagnostics in `output`, without its progress lines (`[3/12] Compiling …`,
    /// `Building for debugging...`), so a failed build reads as the errors alone.
    static func diagnostics(in output: String) -> String {
        let progressPrefixes = [
            "Building for ", "Build complete", "Planning build", "Fetching ", "Computing version", "Creating working copy",
        ]
        return output.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { line in
                let isStep = line.first == "[" && line.dropFirst().prefix { $0.isNumber || $0 == "/" }.contains("/")
                return !isStep && !progressPrefixes.contains { line.hasPrefix($0) }
            }
            .joined(separator: "\n")
    }
}
