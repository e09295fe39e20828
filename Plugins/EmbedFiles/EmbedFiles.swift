import Foundation
import PackagePlugin

/// Embeds the built-in knowledge base (`content/`) and the model library's sources
/// (`Sources/PanesModel/`) into the `BuiltIn` target, so an installed `panes` needs neither the
/// checkout nor any file beside it. The generated file lives in the plugin's work folder only.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let content = package.appendingPathComponent("content")
        let model = package.appendingPathComponent("Sources/PanesModel")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedFiles.swift")
        let inputs = Self.files(below: content, extension: "md") + Self.files(below: model, extension: "swift")
        return [
            .buildCommand(
                displayName: "Embedding content/ and the PanesModel sources",
                executable: try context.tool(named: "panes-embed").url,
                arguments: [output.path, content.path, model.path],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// Files with `extension` below `folder`, sorted, so SwiftPM reruns the tool when one changes.
    static func files(below folder: URL, extension: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == `extension` }.sorted { $0.path < $1.path }
    }
}
