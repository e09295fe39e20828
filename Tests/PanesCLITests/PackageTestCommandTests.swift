import Foundation
import GoldenSupport
import Testing

@testable import PanesCLI

/// `panes test --package` on the Thermostat fixture (Fixtures/Thermostat: a library with a C
/// target, a docs folder, a DocC catalog and doc comments), run both ways a team would: the
/// command, and `swift package test-docs` through the command plugin. Each run works on a copy
/// of its own, so the fixture's folder never gets a .build.
@Suite struct PackageTestCommandTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Thermostat")
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every outcome at its file and line, the failures' reasons at theirs, and the summary: a
    /// golden file among the other features' (`PANES_UPDATE_GOLDEN=1` rewrites it).
    static let expectedReport = checkout.appendingPathComponent("Tests/GoldenTests/Fixtures/package/expected/test-report.txt")

    @Test func theFixtureGivesTheExpectedReport() throws {
        let copy = try PackageCopy(of: Self.fixture)
        let run = CommandRun(["test", "--package", copy.url.path], variables: ProcessInfo.processInfo.environment)
        #expect(run.exitCode == .failure)
        let difference = try GoldenFile.difference(
            run.output.replacingOccurrences(of: copy.url.path + "/", with: ""), from: Self.expectedReport)
        #expect(difference == nil, "\(difference ?? "")")
        // The catalog's ``Thermostat`` links resolve only in DocC; they are not a test's business.
        #expect(!run.errors.contains("unresolved link"), "\(run.errors)")
    }

    /// `swift package test-docs` in a package that depends on panes by path (the fixture does
    /// when PANES_CHECKOUT is set), offline. The plugin's build of panes lives in the cache, so
    /// only the first run pays for it.
    @Test(.timeLimit(.minutes(20))) func theCommandPluginGivesTheSameReport() throws {
        let copy = try PackageCopy(of: Self.fixture)
        let environment = ProcessInfo.processInfo.environment
        let cache =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let scratch = cache.appendingPathComponent("panes-tests/test-docs-plugin")
        let swift = try #require(Self.executable(named: "swift", in: environment), "swift is not on PATH")
        let result = try Self.run(
            swift, ["package", "--package-path", copy.url.path, "--scratch-path", scratch.path, "test-docs"],
            environment: environment.merging(["PANES_CHECKOUT": Self.checkout.path, "NO_COLOR": "1"]) { $1 })
        #expect(result.status != 0)
        // SwiftPM prints its own build of the plugin's tool before the report, and panes' stderr with it.
        let report = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("PASS") && !$0.hasPrefix("FAIL") && !$0.hasPrefix("SKIP") }
            .prefix { !$0.hasPrefix("error: ") }
        let expected = try String(contentsOf: Self.expectedReport, encoding: .utf8)
        #expect(report.joined(separator: "\n") == expected, "\(result.output)")
    }

    @Test func aPackageThatDoesNotBuildIsOneErrorWithSwiftPMsMessage() throws {
        let copy = try PackageCopy(files: [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Broken", products: [.library(name: "Broken", targets: ["Broken"])], targets: [.target(name: "Broken")])
            """,
            "Sources/Broken/Broken.swift": "/// ```swift\n/// #expect(answer == 42)\n/// ```\npublic let answer: Int = \"forty-two\"\n",
        ])
        let run = CommandRun(["test", "--package", copy.url.path], variables: ProcessInfo.processInfo.environment)
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("panes test: Broken does not build (swift build failed); SwiftPM said:"))
        #expect(run.errors.contains("Sources/Broken/Broken.swift:4:26: error: cannot convert value of type 'String'"))
        #expect(!run.errors.contains("Compiling"), "progress lines are left out: \(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func aManifestSwiftPMCannotReadIsOneErrorWithItsMessage() throws {
        let copy = try PackageCopy(files: [
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: 42)\n"
        ])
        let run = CommandRun(["test", "--package", copy.url.path], variables: ProcessInfo.processInfo.environment)
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("\(copy.url.path)/Package.swift: SwiftPM cannot read the manifest:"))
        #expect(run.errors.contains("Package.swift:3:"), "SwiftPM's own message, at the manifest's line: \(run.errors)")
    }

    @Test func aFolderWithoutAManifestSaysWhatToDo() throws {
        let copy = try PackageCopy(files: ["docs/guide.md": "# Guide\n"])
        let run = CommandRun(["test", "--package", copy.url.path], variables: ProcessInfo.processInfo.environment)
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("no Package.swift here; run panes in a package's folder or pass --package PATH"))
    }

    @Test func aPackageWithNothingToTestSaysWhereItLooked() throws {
        let copy = try PackageCopy(files: [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Quiet", products: [.library(name: "Quiet", targets: ["Quiet"])], targets: [.target(name: "Quiet")])
            """,
            "Sources/Quiet/Quiet.swift": "/// No examples here.\npublic let quiet = true\n",
            "docs/notes.md": "# Notes\n\n```swift\nlet a = 1\n```\n",
        ])
        let run = CommandRun(["test", "--package", copy.url.path], variables: ProcessInfo.processInfo.environment)
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("nothing was tested: Quiet (\(copy.url.path)/docs/, and the doc comments of its library sources)"))
        #expect(run.errors.contains("its 1 plain ```swift block is illustrative and not run"))
    }

    @Test(arguments: [
        (["--package"], "."), (["--package", "Pkg"], "Pkg"), (["--package=Pkg"], "Pkg"), (["--package", "--filter", "x"], "."),
    ])
    func thePackagePathDefaultsToTheCurrentFolder(arguments: [String], path: String) throws {
        var list = ArgumentList(arguments)
        #expect(try list.optionalValue(TestCommand.package, valueWhenAlone: ".") == path)
    }

    @Test func anUnknownSwiftBlocksModeIsAUsageError() {
        let run = CommandRun(["test", "--swift-blocks", "always"])
        #expect(run.exitCode == .usage)
        #expect(run.errors.contains("--swift-blocks takes one of illustrative, runnable, no_run, typecheck, not 'always'"))
    }

    /// The first executable `name` on the `PATH` of `environment`.
    static func executable(named name: String, in environment: [String: String]) -> URL? {
        (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs a program to its end; its standard output and error together, through a file (no pipe to fill up).
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("panes-plugin-test-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}

/// A package folder under the temporary directory (a copy of a fixture, or files given),
/// removed when the test is done with it.
final class PackageCopy {
    /// The folder.
    let url: URL

    /// A copy of `folder`.
    init(of folder: URL) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("panes-package-tests-" + UUID().uuidString)
            .appendingPathComponent(folder.lastPathComponent)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder, to: url)
    }

    /// A folder holding `files` (relative path → text).
    init(files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("panes-package-tests-" + UUID().uuidString)
            .appendingPathComponent("Package")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
}
