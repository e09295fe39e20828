import Foundation

/// Runs the toolchain's `swiftc` and reads its diagnostics.
struct SwiftCompiler {
    /// A compiler error, located where `#sourceLocation` says (the Markdown) when it can.
    struct CompileError: Sendable, Equatable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    /// The `swiftc` to run: `PANES_SWIFTC`, else the first on `PATH`.
    let executable: URL

    /// Finds `swiftc`; nil when there is none.
    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
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

    /// Runs swiftc with `arguments`; returns whether it succeeded and the errors it printed.
    func compile(_ arguments: [String]) throws -> (succeeded: Bool, errors: [CompileError], output: String) {
        let result = try ProcessRunner.run(executable, arguments: arguments)
        let errors = result.output.split(separator: "\n").compactMap { Self.parseError(String($0)) }
        return (result.status == 0, errors, result.output)
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

/// Runs a program to completion and collects its merged output.
enum ProcessRunner {
    /// How a program ended and what it printed (standard output and error together).
    struct Result {
        var status: Int32
        var output: String
        var wasSignalled: Bool
    }

    /// Runs `executable`; `environment` is added to this process's environment.
    static func run(_ executable: URL, arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
            wasSignalled: process.terminationReason == .uncaughtSignal)
    }
}
