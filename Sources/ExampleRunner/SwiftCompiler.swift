import Foundation
import KnowledgeBase

/// Runs the toolchain's `swiftc` and reads its diagnostics.
public struct SwiftCompiler: Sendable {
    /// A compiler error, located where `#sourceLocation` says (the Markdown) when it can.
    struct CompileError: Sendable, Equatable {
        var file: String
        var line: Int
        var column: Int
        var message: String

        /// `file:line:column: error: message`, as the compiler printed it.
        var formatted: String { "\(file):\(line):\(column): error: \(message)" }
    }

    /// The `swiftc` to run: `PANES_SWIFTC`, else the first on `PATH`.
    public let executable: URL
    /// Where the compiler keeps its module cache (`-module-cache-path`); nil for its default.
    /// panes keeps it under its own cache, in a folder named after that folder's path, because
    /// clang's cache records absolute paths: a cache restored at another path (a CI cache) then
    /// starts a fresh one instead of failing with "missing required module 'SwiftShims'".
    public var moduleCache: URL?

    /// Finds `swiftc`; nil when there is none.
    public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let override = environment["PANES_SWIFTC"], !override.isEmpty {
            executable = URL(fileURLWithPath: override)
            return
        }
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard
            let found = folders.map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        executable = found
    }

    /// The module cache panes uses below `cacheFolder`.
    public static func moduleCache(in cacheFolder: URL) -> URL {
        cacheFolder.appendingPathComponent("module-cache-" + StableHash.hex(cacheFolder.standardizedFileURL.path), isDirectory: true)
    }

    /// Runs swiftc with `arguments` in its own process group (so an interrupted run kills the
    /// compiler's frontend jobs too); returns whether it succeeded and the errors it printed.
    func compile(_ arguments: [String]) throws -> (succeeded: Bool, errors: [CompileError], output: String) {
        let cacheArguments = moduleCache.map { ["-module-cache-path", $0.path] } ?? []
        var process = ChildProcess(executable: executable, arguments: arguments + cacheArguments)
        // A compiler's output is the user's diagnostics; keep far more of it than of an example's.
        process.outputLimit = 4 * CappedOutput.defaultLimit
        let result = try process.run()
        let output = result.output.text
        return (!result.wasSignalled && result.status == 0, Self.errors(in: output), output)
    }

    /// The errors the compiler printed, each once: a syntax error in one of several files is
    /// printed by every frontend job that parses that file, the same line each time.
    static func errors(in output: String) -> [CompileError] {
        var seen: Set<String> = []
        return output.split(separator: "\n").compactMap { Self.parseError(String($0)) }.filter { seen.insert($0.formatted).inserted }
    }

    /// Parses `file:line:column: error: message`.
    static func parseError(_ line: String) -> CompileError? {
        guard let range = line.range(of: ": error: ") else { return nil }
        let location = line[..<range.lowerBound].split(separator: ":")
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
            let column = Int(location[location.count - 1])
        else { return nil }
        let file = location.dropLast(2).joined(separator: ":")
        return CompileError(file: file, line: lineNumber, column: column, message: String(line[range.upperBound...]))
    }
}

/// What runnable examples are compiled against: the flags that let them import and link a
/// library (the panes model, or a package's own modules), and the modules every example
/// imports without writing it.
public struct ExampleLibrary: Sendable {
    /// Extra `swiftc` flags (`-I`, `-L`, `-l`, rpath).
    public var compilerFlags: [String]
    /// Modules imported at the top of every example file.
    public var implicitImports: [String]

    /// Creates a library description.
    public init(compilerFlags: [String], implicitImports: [String]) {
        self.compilerFlags = compilerFlags
        self.implicitImports = implicitImports
    }
}
