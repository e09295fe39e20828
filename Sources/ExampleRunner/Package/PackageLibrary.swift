import Files
import Foundation
import SwiftCode

/// A package's library products built by SwiftPM into one shared library that example
/// programs link, with the flags that let them `import` every module of those products.
///
/// SwiftPM builds an automatic library product as object files and modules only, and what
/// linking them takes (C targets, system libraries, linker settings, resources, dependencies)
/// is SwiftPM's own knowledge. So panes writes a small package of its own under the package's
/// `.build/panes-doc-tests/` that depends on the package by path and declares a dynamic library
/// of every library product; `swift build` links it the way SwiftPM links any product, and
/// rebuilds only what changed. The package's modules land in the same build folder, and the
/// clang flags its C modules need are the ones SwiftPM gave the wrapper's own module.
enum PackageLibrary {
    /// The wrapper's module and the library examples link.
    static let moduleName = "PanesDocTestLibrary"
    /// Where the wrapper package lives, inside the package's build folder.
    static let folderName = ".build/panes-doc-tests"

    /// Builds the library products of the package in `folder` (manifest `manifest`) and returns
    /// how examples compile against them. Throws one error, with SwiftPM's diagnostics, when
    /// the package does not build.
    static func build(package folder: URL, manifest: PackageManifest, swift: SwiftPackageManager) throws -> ExampleLibrary {
        let products = manifest.libraryProducts
        guard !products.isEmpty else {
            throw ExampleRunnerError(
                "\(manifest.name) has no library product, and examples compile against library products: add .library(name:targets:) to its Package.swift"
            )
        }
        let wrapper = folder.appendingPathComponent(folderName, isDirectory: true)
        try writeWrapper(at: wrapper, for: folder, manifest: manifest)
        let build = try swift.run(["build", "--package-path", wrapper.path, "--product", moduleName])
        guard build.succeeded else {
            throw ExampleRunnerError(
                "\(manifest.name) does not build (swift build failed); SwiftPM said:\n"
                    + SwiftPackageManager.diagnostics(in: build.messages))
        }
        let binPath = try swift.run(["build", "--package-path", wrapper.path, "--show-bin-path"], keepsStandardOutputApart: true)
        let bin = String(decoding: binPath.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard binPath.succeeded, !bin.isEmpty else {
            throw ExampleRunnerError("swift build --show-bin-path failed for \(wrapper.path):\n\(binPath.messages)")
        }
        return library(in: URL(fileURLWithPath: bin, isDirectory: true), manifest: manifest)
    }

    /// The wrapper package's manifest: a dynamic library that depends on every library product.
    static func wrapperManifest(for package: URL, manifest: PackageManifest) -> String {
        let identity = package.standardizedFileURL.lastPathComponent
        let dependencies = manifest.libraryProducts.map {
            ".product(name: \(SwiftLiteral.string($0.name)), package: \(SwiftLiteral.string(identity)))"
        }
        let platforms = manifest.platforms.compactMap { platform -> String? in
            guard let name = platformNames[platform.platformName] else { return nil }
            return ".\(name)(\(SwiftLiteral.string(platform.version)))"
        }
        // The package's platforms, so its dependency on them is satisfied (SwiftPM rejects an empty list).
        let platformsLine = platforms.isEmpty ? "" : "\n    platforms: [\(platforms.joined(separator: ", "))],"
        return """
            // swift-tools-version: 5.9
            // Written by `panes test --package`: links the library products of \(manifest.name) into one
            // shared library that the examples link. Rewritten on every run; safe to delete.
            import PackageDescription

            let package = Package(
                name: "panes-doc-tests",\(platformsLine)
                products: [.library(name: "\(moduleName)", type: .dynamic, targets: ["\(moduleName)"])],
                dependencies: [.package(path: \(SwiftLiteral.string(package.standardizedFileURL.path)))],
                targets: [
                    .target(
                        name: "\(moduleName)",
                        dependencies: [
                            \(dependencies.joined(separator: ",\n                ")),
                        ])
                ]
            )

            """
    }

    /// PackageDescription's spellings of dump-package's platform names.
    private static let platformNames = [
        "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
        "maccatalyst": "macCatalyst", "driverkit": "driverKit",
    ]

    /// Writes the wrapper's files, each only when it changed (SwiftPM re-reads a manifest whose
    /// file is newer) and atomically (another run may be reading it), and gives it the
    /// package's resolved versions, so its dependencies build at the versions the package pins.
    private static func writeWrapper(at wrapper: URL, for package: URL, manifest: PackageManifest) throws {
        let resolved = try? String(contentsOf: package.appendingPathComponent("Package.resolved"), encoding: .utf8)
        let files =
            [
                ("Package.swift", wrapperManifest(for: package, manifest: manifest)),
                ("Sources/\(moduleName)/\(moduleName).swift", "// The library products are linked in by Package.swift; nothing to add.\n"),
            ] + (resolved.map { [("Package.resolved", $0)] } ?? [])
        for (name, text) in files {
            let file = wrapper.appendingPathComponent(name)
            guard (try? String(contentsOf: file, encoding: .utf8)) != text else { continue }
            do {
                try ScratchFolder.ensureFolder(
                    file.deletingLastPathComponent(), advice: "; panes test --package writes in the package's .build folder")
                try Data(text.utf8).write(to: file, options: .atomic)
            } catch {
                throw ExampleRunnerError("cannot write \(file.path): \(error)")
            }
        }
    }

    /// The flags for examples against the wrapper built into `bin`.
    static func library(in bin: URL, manifest: PackageManifest) -> ExampleLibrary {
        let modules = bin.appendingPathComponent("Modules", isDirectory: true)
        let modulesFolder = FileManager.default.fileExists(atPath: modules.path) ? modules : bin
        // Every shared library in the folder: the wrapper, and the package's dynamic products,
        // whose symbols an example uses directly and so must link by name.
        let sharedLibraries = ((try? FileManager.default.contentsOfDirectory(atPath: bin.path)) ?? [])
            .filter { $0.hasPrefix("lib") && $0.hasSuffix(".so") }.sorted()
            .map { "-l" + $0.dropFirst(3).dropLast(3) }
        let linking = ["-L", bin.path] + sharedLibraries + ["-Xlinker", "-rpath", "-Xlinker", bin.path]
        let imports = manifest.libraryTargets.map(\.name).filter {
            FileManager.default.fileExists(atPath: modulesFolder.appendingPathComponent("\($0).swiftmodule").path)
        }
        return ExampleLibrary(
            compilerFlags: ["-I", modulesFolder.path] + clangFlags(in: bin) + linking, implicitImports: ["Foundation"] + imports)
    }

    /// The clang importer flags SwiftPM compiled the wrapper's module with (`-Xcc
    /// -fmodule-map-file=…` and `-Xcc -I` for every C module the products import), read from
    /// the build description SwiftPM leaves in the build folder. A package of Swift targets
    /// alone needs none; should a SwiftPM without that file come along, such packages still work.
    static func clangFlags(in bin: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: bin.appendingPathComponent("description.json").path),
            let description = try? JSONDecoder().decode(BuildDescription.self, from: data),
            let command = description.swiftCommands.values.first(where: { $0.moduleName == moduleName })
        else { return [] }
        var flags: [String] = []
        var arguments = command.otherArguments[...]
        while let argument = arguments.popFirst() {
            guard ["-Xcc", "-I", "-F"].contains(argument), let value = arguments.popFirst() else { continue }
            flags += [argument, value]
        }
        return flags
    }

    /// The part of SwiftPM's `description.json` read here.
    private struct BuildDescription: Decodable {
        struct SwiftCommand: Decodable {
            var moduleName: String
            var otherArguments: [String]
        }

        var swiftCommands: [String: SwiftCommand]
    }
}
