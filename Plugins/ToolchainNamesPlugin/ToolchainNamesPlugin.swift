import Foundation
import PackagePlugin

/// Generates the `ToolchainNames` sets from the toolchain's symbol graphs, once per build
/// folder: the generated file lives in the plugin's work folder only, and has no inputs, so
/// SwiftPM runs the tool again only when the file is missing.
@main
struct ToolchainNamesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ToolchainNames+Generated.swift")
        return [
            .buildCommand(
                displayName: "Reading the toolchain's standard-library and Foundation names",
                executable: try context.tool(named: "panes-toolchain-names").url,
                arguments: [output.path],
                inputFiles: [],
                outputFiles: [output])
        ]
    }
}
