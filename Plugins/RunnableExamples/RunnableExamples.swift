import Foundation
import PackagePlugin

/// Generates one Swift Testing test per ```swift runnable block in the package's `content/`
/// folder, so `swift test` runs the documentation's examples. Nothing generated is committed:
/// the file lives in the plugin's work folder and is rebuilt whenever a Markdown file changes.
@main
struct RunnableExamples: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let contentFolder = context.package.directoryURL.appendingPathComponent("content")
        let markdownFiles = Self.markdownFiles(below: contentFolder)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RunnableExamples.swift")
        return [
            .buildCommand(
                displayName: "Generating tests for the runnable examples in content/",
                executable: try context.tool(named: "panes-examples").url,
                arguments: [contentFolder.path, output.path],
                inputFiles: markdownFiles,
                outputFiles: [output])
        ]
    }

    /// Every Markdown file below `folder`, so SwiftPM reruns the generator when one changes.
    static func markdownFiles(below folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
            .sorted { $0.path < $1.path }
    }
}
