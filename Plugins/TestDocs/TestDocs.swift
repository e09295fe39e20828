import Foundation
import PackagePlugin

/// `swift package test-docs [panes test options]`: runs `panes test --package` on the package
/// that depends on panes, from its folder, so CI can test the examples in its docs and doc
/// comments with one command. The output and exit status are panes' own.
@main
struct TestDocs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "panes").url
        process.arguments = ["test", "--package"] + arguments
        // From the package's folder, paths read as they do there: Sources/…/File.swift:12.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus)
        }
    }

    /// How SwiftPM is told the examples failed, so `swift package test-docs` exits non-zero.
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "panes test ended with status \(status); see its report above" }
    }
}
