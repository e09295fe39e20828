import Foundation
import Testing

@testable import ExampleRunner

/// The pieces of `panes test --package` that need no SwiftPM run: the manifest panes reads, the
/// wrapper package it writes, the flags it takes from SwiftPM's build description.
/// (Fixtures/Thermostat in PanesCLITests builds a real package both ways.)
struct PackageLibraryTests {
    static let manifest = """
        {"name": "Shapes", "platforms": [{"platformName": "macos", "version": "14.0", "options": []}],
         "products": [
           {"name": "Shapes", "targets": ["Shapes", "Geometry"], "type": {"library": ["automatic"]}},
           {"name": "shapes-tool", "targets": ["Tool"], "type": {"executable": null}},
           {"name": "Plot", "targets": ["Geometry", "Plot"], "type": {"library": ["dynamic"]}}],
         "targets": [
           {"name": "Shapes", "type": "regular", "exclude": ["Drafts"]},
           {"name": "Geometry", "type": "regular", "path": "Sources/Geo"},
           {"name": "Plot", "type": "regular"},
           {"name": "Tool", "type": "executable"}]}
        """

    @Test func theManifestNamesTheLibraryTargetsOnce() throws {
        let manifest = try JSONDecoder().decode(PackageManifest.self, from: Data(Self.manifest.utf8))
        #expect(manifest.libraryProducts.map(\.name) == ["Shapes", "Plot"])
        #expect(manifest.libraryTargets.map(\.name) == ["Shapes", "Geometry", "Plot"])
        #expect(manifest.libraryTargets.first?.exclude == ["Drafts"])
        #expect(manifest.sourceFolder(of: manifest.targets[1], in: URL(fileURLWithPath: "/nowhere")) == "Sources/Geo")
    }

    @Test func theWrapperDependsOnEveryLibraryProductAsADynamicLibrary() throws {
        let manifest = try JSONDecoder().decode(PackageManifest.self, from: Data(Self.manifest.utf8))
        let text = PackageLibrary.wrapperManifest(for: URL(fileURLWithPath: "/work/my shapes"), manifest: manifest)
        #expect(text.contains(#".library(name: "PanesDocTestLibrary", type: .dynamic, targets: ["PanesDocTestLibrary"])"#))
        #expect(text.contains(#".package(path: "/work/my shapes")"#))
        #expect(text.contains(#".product(name: "Shapes", package: "my shapes")"#))
        #expect(text.contains(#".product(name: "Plot", package: "my shapes")"#))
        #expect(!text.contains("shapes-tool"))
        #expect(text.contains(#"platforms: [.macOS("14.0")],"#))
    }

    @Test func clangFlagsComeFromTheWrappersOwnCompileCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-description-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let description = """
            {"swiftCommands": {
              "C.Shapes-debug.module": {"moduleName": "Shapes", "otherArguments": ["-Xcc", "-fmodule-map-file=/elsewhere"]},
              "C.PanesDocTestLibrary-debug.module": {"moduleName": "PanesDocTestLibrary", "otherArguments":
                ["-target", "x86_64-unknown-linux-gnu", "-Onone", "-Xcc", "-fmodule-map-file=/b/CGeo.build/module.modulemap",
                 "-Xcc", "-I", "-Xcc", "/p/Sources/CGeo/include", "-module-cache-path", "/b/ModuleCache", "-I", "/b/sys"]}},
             "otherKeys": []}
            """
        try Data(description.utf8).write(to: folder.appendingPathComponent("description.json"))
        #expect(
            PackageLibrary.clangFlags(in: folder) == [
                "-Xcc", "-fmodule-map-file=/b/CGeo.build/module.modulemap", "-Xcc", "-I", "-Xcc", "/p/Sources/CGeo/include", "-I", "/b/sys",
            ])
        #expect(PackageLibrary.clangFlags(in: folder.appendingPathComponent("missing")).isEmpty)
    }

    @Test func aFailedBuildReadsAsItsDiagnosticsEachOnce() {
        let error = """
            /p/Sources/Shapes/Square.swift:3:18: error: cannot find 'sid' in scope
            3 |     var side = sid
              |                `- error: cannot find 'sid' in scope
            """
        let output = """
            Building for debugging...
            [0/4] Write sources
            [3/9] Compiling Shapes Square.swift
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            \(error)
            [5/9] Emitting module Shapes
            \(error)
            """
        #expect(SwiftPackageManager.diagnostics(in: output) == error)
    }
}
