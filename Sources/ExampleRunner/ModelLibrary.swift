import Files
import Foundation
import KnowledgeBase

#if canImport(Glibc)
    import Glibc
#endif

/// The `PanesModel` library compiled for example programs, cached by the hash of its sources.
///
/// `panes test` builds examples outside SwiftPM, so it compiles the model from the sources the
/// binary embeds (the ones it was built with) once, into `<cache>/model-<hash>/`, and reuses it.
/// Any number of threads and processes may ask at once: an exclusive `flock` on
/// `model-<hash>.lock` lets one compile while the others wait; the compile happens in a staging
/// folder of its own and is published with one `rename`; a `complete` marker, written last,
/// lists every file with its size, and a folder whose marker is missing or wrong is rebuilt.
enum ModelLibrary {
    /// The files a complete library folder holds.
    static let products = ["libPanesModel.so", "PanesModel.swiftmodule"]
    /// Written last into a library folder: each product's name and size.
    static let markerName = "complete"

    /// The library of `sources` (file name and text), compiled first when the cache lacks it.
    static func prepare(sources: [(name: String, text: String)], compiler: SwiftCompiler, cacheFolder: URL) throws -> ExampleLibrary {
        guard !sources.isEmpty else { throw ExampleRunnerError("no model sources were given; the binary was built without them") }
        var hash = StableHash()
        hash.add(compiler.executable.path)
        for source in sources {
            hash.add(source.name)
            hash.add(source.text)
        }
        let folder = cacheFolder.appendingPathComponent("model-\(hash.hexDigest)", isDirectory: true)
        let advice = "; point XDG_CACHE_HOME at a writable folder"
        try ScratchFolder.ensureFolder(cacheFolder, advice: advice)
        try withExclusiveLock(on: cacheFolder.appendingPathComponent("model-\(hash.hexDigest).lock")) {
            ScratchFolder.removeAbandoned(in: cacheFolder, prefix: ".staging")
            ScratchFolder.removeAbandoned(in: cacheFolder, prefix: ".discarded")
            if isComplete(folder) { return }
            let staging = try ScratchFolder.make(in: cacheFolder, prefix: ".staging", advice: advice)
            ProcessGroupRegistry.shared.register(folder: staging)
            defer {
                try? FileManager.default.removeItem(at: staging)
                ProcessGroupRegistry.shared.unregister(folder: staging)
            }
            try compile(sources, with: compiler, into: staging)
            if FileManager.default.fileExists(atPath: folder.path) {
                // A damaged or partial copy (no marker, wrong sizes): move it aside, then replace it.
                let discarded = try ScratchFolder.make(in: cacheFolder, prefix: ".discarded")
                try? FileManager.default.removeItem(at: discarded)
                if rename(folder.path, discarded.path) == 0 { try? FileManager.default.removeItem(at: discarded) }
            }
            guard rename(staging.path, folder.path) == 0 else {
                throw ExampleRunnerError("cannot publish the model library at \(folder.path): \(String(cString: strerror(errno)))")
            }
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
        try marker(of: staging).write(to: staging.appendingPathComponent(markerName), atomically: false, encoding: .utf8)
    }

    /// Whether `folder` holds every product with the sizes its marker records.
    static func isComplete(_ folder: URL) -> Bool {
        guard let recorded = try? String(contentsOf: folder.appendingPathComponent(markerName), encoding: .utf8),
            let current = try? marker(of: folder)
        else { return false }
        return recorded == current
    }

    /// One `name size` line per product; throws when a product is missing.
    private static func marker(of folder: URL) throws -> String {
        try products.map { name in
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size > 0 else { throw ExampleRunnerError("\(name) is empty") }
            return "\(name) \(size)"
        }.joined(separator: "\n") + "\n"
    }

    /// Runs `body` holding an exclusive `flock` on `lockFile`, which excludes other processes and
    /// other threads of this one alike (each `open` is a lock of its own).
    private static func withExclusiveLock(on lockFile: URL, _ body: () throws -> Void) throws {
        let descriptor = open(lockFile.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ExampleRunnerError("cannot open the cache lock \(lockFile.path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw ExampleRunnerError("cannot lock \(lockFile.path): \(String(cString: strerror(errno)))") }
        }
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }
}
