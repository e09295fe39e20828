import Foundation

/// The `PanesModel` library compiled for example programs, cached by the hash of its sources.
///
/// `panes test` builds examples outside SwiftPM, so it compiles the model from the sources the
/// binary embeds (the ones it was built with) once, into `$XDG_CACHE_HOME/panes/model-<hash>/`
/// (or `~/.cache/panes/…`), and reuses it after that.
struct ModelLibrary {
    /// The folder with `libPanesModel.so` and `PanesModel.swiftmodule`.
    let folder: URL

    /// The flags that let an example program import and link the model.
    var compilerFlags: [String] {
        ["-I", folder.path, "-L", folder.path, "-lPanesModel", "-Xlinker", "-rpath", "-Xlinker", folder.path]
    }

    /// Returns the cached library, compiling `sources` (file name and text) first when they changed.
    static func prepare(sources: [(name: String, text: String)], compiler: SwiftCompiler, environment: [String: String]) throws
        -> ModelLibrary
    {
        guard !sources.isEmpty else { throw ExampleRunnerError("no model sources were given; the binary was built without them") }
        var hasher = StableHasher()
        hasher.add(compiler.executable.path)
        for source in sources { hasher.add(source.name); hasher.add(source.text) }
        let cacheRoot =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let folder = cacheRoot.appendingPathComponent("panes/model-\(hasher.hexDigest)")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("libPanesModel.so").path) {
            return ModelLibrary(folder: folder)
        }
        let staging = cacheRoot.appendingPathComponent("panes/.staging-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        let sourceFolder = staging.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
        var sourceFiles: [URL] = []
        for source in sources {
            let file = sourceFolder.appendingPathComponent(source.name)
            try source.text.write(to: file, atomically: false, encoding: .utf8)
            sourceFiles.append(file)
        }
        let arguments =
            [
                "-emit-library", "-emit-module", "-module-name", "PanesModel", "-parse-as-library", "-swift-version", "6",
                "-Onone", "-o", staging.appendingPathComponent("libPanesModel.so").path,
                "-emit-module-path", staging.appendingPathComponent("PanesModel.swiftmodule").path,
            ] + sourceFiles.map(\.path)
        let result = try compiler.compile(arguments)
        guard result.succeeded else { throw ExampleRunnerError("the model library did not compile:\n\(result.output)") }
        try FileManager.default.removeItem(at: sourceFolder)
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

    /// Mixes in a string's UTF-8 bytes.
    mutating func add(_ text: String) { add(Data(text.utf8)) }

    /// Mixes in bytes, then a separator so `ab`+`c` and `a`+`bc` differ.
    mutating func add(_ data: Data) {
        for byte in data {
            state ^= UInt64(byte)
            state = state &* 0x100_0000_01b3
        }
        state ^= 0xff
    }

    /// The hash in hexadecimal, for file names.
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
