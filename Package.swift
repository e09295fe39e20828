// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The toolchain's prebuilt SwiftSyntax libraries live in `usr/lib/swift/host` beside `swiftc`.
/// `PANES_SWIFT_TOOLCHAIN` (the folder holding `usr/`) overrides the `swiftc` found on `PATH`.
let hostLibraries: String = {
    let environment = ProcessInfo.processInfo.environment
    if let toolchain = environment["PANES_SWIFT_TOOLCHAIN"], !toolchain.isEmpty {
        return toolchain + "/usr/lib/swift/host"
    }
    let searchPath = (environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for folder in searchPath {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let binFolder = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
        return binFolder.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
    }
    return "/usr/lib/swift/host"
}()

/// Flags that let a target import SwiftSyntax, SwiftParser and SwiftIDEUtils from the toolchain.
/// Every target that depends on `SwiftCode`, even indirectly, needs them to load its module.
let toolchainSyntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
let toolchainSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags([
        "-L", hostLibraries,
        "-Xlinker", "-rpath", "-Xlinker", hostLibraries,
        "-lSwiftSyntax", "-lSwiftParser", "-lSwiftIDEUtils", "-lSwiftDiagnostics",
        "-lSwiftParserDiagnostics", "-lSwiftBasicFormat",
    ])
]

/// `PANES_FUZZ=1` (set by scripts/fuzz): every library is instrumented for libFuzzer and
/// AddressSanitizer, and `panes-fuzz` links libFuzzer's `main`. The build tools (panes-embed,
/// panes-toolchain-names) are left alone: they have a `main` of their own.
let isFuzzing = ProcessInfo.processInfo.environment["PANES_FUZZ"] == "1"
let fuzzing: [SwiftSetting] = isFuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address"]), .define("PANES_FUZZING")] : []

let package = Package(
    name: "panes",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "panes", targets: ["panes"]),
        .library(name: "PanesModel", targets: ["PanesModel"]),
        // `swift package test-docs` in a package that depends on panes: see README.
        .plugin(name: "TestDocs", targets: ["TestDocs"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "PanesMarkdown", dependencies: ["CCmarkGFM"], swiftSettings: fuzzing),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "Files", swiftSettings: fuzzing),
        .executableTarget(name: "panes-toolchain-names"),
        .plugin(name: "ToolchainNamesPlugin", capability: .buildTool(), dependencies: ["panes-toolchain-names"]),
        .target(name: "ToolchainNames", swiftSettings: fuzzing, plugins: ["ToolchainNamesPlugin"]),
        .target(
            name: "SwiftCode",
            swiftSettings: toolchainSyntaxSettings + fuzzing,
            linkerSettings: toolchainSyntaxLinking
        ),
        .target(
            name: "KnowledgeBase", dependencies: ["PanesMarkdown", "SwiftCode", "Files", "ToolchainNames", "ModelSources"],
            swiftSettings: toolchainSyntaxSettings + fuzzing),
        .target(name: "PanesModel", swiftSettings: fuzzing),
        .executableTarget(name: "panes-embed"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["panes-embed"]),
        .target(name: "ModelSources", swiftSettings: fuzzing, plugins: ["EmbedFiles"]),
        .target(name: "BuiltIn", dependencies: ["ModelSources"], swiftSettings: fuzzing, plugins: ["EmbedFiles"]),
        // The declarations-only SwiftUI that samples type-check against: a hand-written base
        // (Base/*.swiftinterface, embedded) and what the content's Declaration fields add.
        .target(
            name: "SwiftUIInterface", dependencies: ["KnowledgeBase", "SwiftCode", "ModelSources"], exclude: ["Base"],
            swiftSettings: toolchainSyntaxSettings + fuzzing, plugins: ["EmbedFiles"]),
        .target(
            name: "ExampleRunner", dependencies: ["KnowledgeBase", "SwiftCode", "Files", "ModelSources", "SwiftUIInterface"],
            swiftSettings: toolchainSyntaxSettings + fuzzing),
        .target(
            name: "Site", dependencies: ["KnowledgeBase", "SwiftCode", "PanesModel", "Search", "Files", "ModelSources"],
            exclude: ["Assets"], swiftSettings: toolchainSyntaxSettings + fuzzing, plugins: ["EmbedFiles"]),
        // The ranking rules and the index format, with no Foundation: the CLI links it and
        // scripts/build-search-engine compiles it to WebAssembly for the page.
        .target(name: "SearchCore", swiftSettings: fuzzing),
        .target(name: "Search", dependencies: ["KnowledgeBase", "SearchCore"], swiftSettings: toolchainSyntaxSettings + fuzzing),
        .target(name: "Docset", dependencies: ["Site", "KnowledgeBase", "Files", "CSQLite"], swiftSettings: toolchainSyntaxSettings),
        .target(name: "Preview", dependencies: ["Site", "KnowledgeBase", "Files"], swiftSettings: toolchainSyntaxSettings),
        .target(name: "TerminalOutput", dependencies: ["KnowledgeBase", "Search"], swiftSettings: toolchainSyntaxSettings + fuzzing),
        .target(
            name: "PanesCLI",
            dependencies: ["BuiltIn", "KnowledgeBase", "ExampleRunner", "Site", "Search", "TerminalOutput", "Docset", "Preview", "Files"],
            swiftSettings: toolchainSyntaxSettings),
        .executableTarget(name: "panes", dependencies: ["PanesCLI"], swiftSettings: toolchainSyntaxSettings),
        .plugin(
            name: "TestDocs",
            capability: .command(
                intent: .custom(verb: "test-docs", description: "compile and run the examples in the package's docs and doc comments")),
            dependencies: ["panes"]),
        // Run by scripts/fuzz, where libFuzzer supplies `main`.
        .executableTarget(
            name: "panes-fuzz", dependencies: ["KnowledgeBase", "Search", "SearchCore", "Site", "TerminalOutput"],
            swiftSettings: toolchainSyntaxSettings + fuzzing + [.unsafeFlags(["-parse-as-library"])],
            // gold fails on this link (an internal error in its DWARF reader); the toolchain's lld does not.
            linkerSettings: isFuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])] : []),
        .testTarget(
            name: "ExampleRunnerTests", dependencies: ["ExampleRunner", "KnowledgeBase", "SwiftCode", "Files"],
            swiftSettings: toolchainSyntaxSettings),
        .testTarget(
            name: "SwiftUIInterfaceTests", dependencies: ["SwiftUIInterface", "SwiftCode", "KnowledgeBase"],
            swiftSettings: toolchainSyntaxSettings),
        .testTarget(
            name: "ContentExamples", dependencies: ["ExampleRunner", "KnowledgeBase"], swiftSettings: toolchainSyntaxSettings),
        .testTarget(name: "PanesMarkdownTests", dependencies: ["PanesMarkdown"]),
        .testTarget(name: "FilesTests", dependencies: ["Files"]),
        .testTarget(
            name: "KnowledgeBaseTests", dependencies: ["KnowledgeBase", "PanesMarkdown"], exclude: ["Fixtures"],
            swiftSettings: toolchainSyntaxSettings),
        .testTarget(name: "PanesModelTests", dependencies: ["PanesModel"]),
        .testTarget(
            name: "SiteTests", dependencies: ["Site", "KnowledgeBase", "PanesModel", "Files"], exclude: ["browser"],
            swiftSettings: toolchainSyntaxSettings),
        .testTarget(
            name: "SearchTests", dependencies: ["Search", "SearchCore", "PanesCLI", "KnowledgeBase"], exclude: ["Fixtures"],
            swiftSettings: toolchainSyntaxSettings),
        .testTarget(
            name: "PanesCLITests", dependencies: ["PanesCLI", "Files", "GoldenSupport", "Preview", "Site"], exclude: ["Fixtures"],
            swiftSettings: toolchainSyntaxSettings),
        .testTarget(name: "DocsetTests", dependencies: ["Docset", "KnowledgeBase", "Site"], swiftSettings: toolchainSyntaxSettings),
        .testTarget(
            name: "GoldenTests", dependencies: ["PanesCLI", "Site", "KnowledgeBase", "Docset", "GoldenSupport"], exclude: ["Fixtures"],
            swiftSettings: toolchainSyntaxSettings),
        // Comparing and rewriting golden files, for every test target that records output.
        .target(name: "GoldenSupport", path: "Tests/GoldenSupport"),
    ]
)
