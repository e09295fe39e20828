import Foundation

/// The `PanesModel` library compiled for example programs, cached by the hash of its sources.
///
/// `panes test` builds examples outside SwiftPM, so it compiles the model from the sources this
/// binary was built from (found beside this file) once, into
/// `$XDG_CACHE_HOME/panes/model-<hash>/` (or `~/.cache/panes/…`), and reuses it after that.
struct ModelLibrary {
    /// The folder with `libPanesModel.so` and `PanesModel.swiftmodule`.
    let folder: URL

    /// The flags that let an example program import and link the model.
    var compilerFlags: [String] {
        ["-I", folder.path, "-L", folder.path, "-lPanesModel", "-Xlinker", "-rpath", "-Xlinker", folder.path]
    }

    /// The model's source folder in the package this binary was built from.
    static var sourceFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PanesModel")
    }

    /// Returns the cached library, compiling it first when the sources changed.
    static func prepare(compiler: SwiftCompiler, environment: [String: String]) throws -> ModelLibrary {
        let sources = try FileManager.default.contentsOfDirectory(atPath: sourceFolder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { sourceFolder.appendingPathComponent($0) }
        guard !sources.isEmpty else { throw ExampleRunnerError("the model sources are missing at \(sourceFolder.path)") }
        var hasher = StableHasher()
        hasher.add(compiler.executable.path)
        for source in sources { hasher.add(source.lastPathComponent); hasher.add(try Data(contentsOf: source)) }
        let cacheRoot = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let folder = cacheRoot.appendingPathComponent("panes/model-\(hasher.hexDigest)")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("libPanesModel.so").path) {
            return ModelLibrary(folder: folder)
        }
        let staging = cacheRoot.appendingPathComponent("panes/.staging-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        let arguments = ["-emit-library", "-emit-module", "-module-name", "PanesModel", "-parse-as-library", "-swift-version", "6",
            "-Onone", "-o", staging.appendingPathComponent("libPanesModel.so").path,
            "-emit-module-path", staging.appendingPathComponent("PanesModel.swiftmodule").path] + sources.map(\.path)
        let result = try compiler.compile(arguments)
        guard result.succeeded else { throw ExampleRunnerError("the model library did not compile:\n\(result.output)") }
        try? FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Another process may have finished first; either copy is the same build.
        if (try? FileManager.default.moveItem(at: staging, to: folder)) == nil,
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("libPanesModel.so").path)
        {
            throw ExampleRunnerError("cannot write the model cache at \(folder.path)")
        }
        return ModelLibrary(folder: folder)
    }
}

/// FNV-1a, 64-bit: stable across runs and platforms, unlike `Hasher`.
struct StableHasher {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    mutating func add(_ data: Data) {
        for byte in data {
            state ^= UInt64(byte)
            state = state &* 0x100_0000_01b3
        }
        state ^= 0xff
    }

    var hexDigest: String { String(state, radix: 16) }
}

/// A failure of the runner itself (no compiler, no model), as opposed to a failing example.
public struct ExampleRunnerError: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
