import Foundation
import KnowledgeBase

/// A SwiftPM package whose documentation examples `panes test --package` compiles against its
/// own library products: read once through `swift package dump-package`, then asked for its
/// examples (`examples(content:plainSwiftBlocks:)`) and built for them (`ExampleRunner.forPackage`).
public struct SwiftPackage: Sendable {
    /// The package's folder.
    public let folder: URL
    /// How paths inside the package are shown: the package path as the user gave it, with a
    /// trailing `/`, or empty for the current folder (`Sources/…`, `docs/…`).
    public let displayPrefix: String
    let manifest: PackageManifest
    let compiler: SwiftCompiler
    let swift: SwiftPackageManager

    /// The package's name, from its manifest.
    public var name: String { manifest.name }

    /// Reads the manifest of the package in `path` (as the user typed it). Throws, saying what
    /// to do, when there is no toolchain, no `Package.swift`, or SwiftPM cannot read it.
    public static func load(_ path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SwiftPackage {
        let folder = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        let manifestFile = folder.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifestFile.path) else {
            throw ExampleRunnerError(
                "\(path): no Package.swift here; run panes in a package's folder or pass --package PATH")
        }
        guard let compiler = SwiftCompiler(environment: environment) else {
            throw ExampleRunnerError("swiftc not found on PATH; install the Swift toolchain or set PANES_SWIFTC")
        }
        guard let swift = SwiftPackageManager(beside: compiler, environment: environment) else {
            throw ExampleRunnerError("swift (SwiftPM) not found beside \(compiler.executable.path) or on PATH; install the Swift toolchain")
        }
        // A scratch folder of panes' own: inside `swift package test-docs`, SwiftPM holds the
        // lock on the package's .build, and dump-package would wait for it forever.
        let scratch = folder.appendingPathComponent(PackageLibrary.folderName).appendingPathComponent("manifest-scratch")
        let dump = try swift.run(
            ["package", "--package-path", folder.path, "--scratch-path", scratch.path, "dump-package"], keepsStandardOutputApart: true)
        guard dump.succeeded else {
            throw ExampleRunnerError(
                "\(manifestFile.path): SwiftPM cannot read the manifest:\n" + SwiftPackageManager.diagnostics(in: dump.messages))
        }
        let manifest: PackageManifest
        do {
            manifest = try JSONDecoder().decode(PackageManifest.self, from: dump.standardOutput)
        } catch {
            throw ExampleRunnerError(
                "swift package dump-package printed a manifest panes cannot read (\(error)); is the toolchain older than Swift 5.9?")
        }
        let prefix = path == "." || path == "./" || path.isEmpty ? "" : (path.hasSuffix("/") ? path : path + "/")
        return SwiftPackage(folder: folder, displayPrefix: prefix, manifest: manifest, compiler: compiler, swift: swift)
    }
}

extension ExampleRunner {
    /// A runner for the examples of `package`: builds its library products with SwiftPM (its
    /// own incremental build, under `.build/panes-doc-tests/`) and compiles examples against them.
    public static func forPackage(_ package: SwiftPackage, options: Options = Options(), environment: [String: String]) throws
        -> ExampleRunner
    {
        let library = try PackageLibrary.build(package: package.folder, manifest: package.manifest, swift: package.swift)
        var compiler = package.compiler
        compiler.moduleCache = CacheLocation.folder(environment).map(SwiftCompiler.moduleCache(in:))
        return ExampleRunner(library: library, compiler: compiler, options: options, environment: environment)
    }
}
