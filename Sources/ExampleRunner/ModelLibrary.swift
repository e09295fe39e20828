import Files
import Foundation
import KnowledgeBase

#if canImport(Glibc)
    import Glibc
#endif

/// The `PanesModel` library compiled for example programs, cached by the hash of its sources.
///
/// `panes test` builds examples outside SwiftPM, so it compiles the model from the sources the
/// binary embeds (the ones it was built with) once, into `<cache>/model-<hash>/`
/// (`CachedLibrary`), and reuses it.
enum ModelLibrary {
    /// The files a complete library folder holds.
    static let products = ["libPanesModel.so", "PanesModel.swiftmodule"]

    /// The library of `sources` (file name and text), compiled first when the cache lacks it.
    static func prepare(sources: [(name: String, text: String)], compiler: SwiftCompiler, cacheFolder: URL) throws -> ExampleLibrary {
        guard !sources.isEmpty else { throw ExampleRunnerError("no model sources were given; the binary was built without them") }
        var hash = StableHash()
        hash.add(compiler.executable.path)
        for source in sources {
            hash.add(source.name)
            hash.add(source.text)
        }
        let folder = try CachedLibrary.prepare(name: "model", key: hash.hexDigest, products: products, cacheFolder: cacheFolder) {
            try compile(sources, with: compiler, into: $0)
        }
        return ExampleLibrary(
            compilerFlags: ["-I", folder.path, "-L", folder.path, "-lPanesModel", "-Xlinker", "-rpath", "-Xlinker", folder.path],
            implicitImports: ["Foundation", "PanesModel"])
    }

    private static func compile(_ sources: [(name: String, text: String)], with compiler: SwiftCompiler, into staging: URL) throws {
        let sourceFolder = staging.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
        var sourceFiles: [URL] = []
        for source in sources {
            let file = sourceFolder.appendingPathComponent(source.name)
            try ScratchFolder.ensureFolder(file.deletingLastPathComponent())
            try FileWriter.write(source.text, to: file.path)
            sourceFiles.append(file)
        }
        let arguments =
            [
                "-emit-library", "-emit-module", "-module-name", "PanesModel", "-parse-as-library", "-swift-version", "6",
                "-Onone", "-o", staging.appendingPathComponent(products[0]).path,
                "-emit-module-path", staging.appendingPathComponent(products[1]).path,
            ] + sourceFiles.map(\.path)
        let result = try compiler.compile(arguments)
        guard result.succeeded else { throw ExampleRunnerError("the model library did not compile:\n\(result.output)") }
        try FileManager.default.removeItem(at: sourceFolder)
    }
}
