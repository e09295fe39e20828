import Foundation
import PackagePlugin

/// Embeds files into a target as Swift string literals, so an installed `panes` needs neither
/// the checkout nor any file beside it: the built-in knowledge base (`content/`) into `BuiltIn`,
/// the model library's sources (`Sources/PanesModel/`) into `ModelSources`, and the hand-written
/// base of the SwiftUI declarations module into `SwiftUIInterface`, and the site's stylesheets and
/// scripts (`Sources/Site/Assets`) into `Site`. Separate targets, so an edit
/// of the content recompiles only what embeds it. The generated file lives in the
/// plugin's work folder only.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let (kind, folder, suffixes, what): (String, String, [String], String) =
            switch target.name {
            case "ModelSources": ("model", "Sources/PanesModel", ["swift"], "the PanesModel sources")
            case "SwiftUIInterface": ("interface", "Sources/SwiftUIInterface/Base", ["swiftinterface"], "the SwiftUI declarations' base")
            case "Site": ("assets", "Sources/Site/Assets", ["css", "js"], "the site's stylesheets and scripts")
            default: ("content", "content", ["md", "json"], "content/")
            }
        let folderURL = package.appendingPathComponent(folder)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Embedded\(target.name).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(what)",
                executable: try context.tool(named: "panes-embed").url,
                arguments: [output.path, kind, folderURL.path],
                inputFiles: suffixes.flatMap { Self.files(below: folderURL, extension: $0) },
                outputFiles: [output])
        ]
    }

    /// Files with `extension` below `folder`, sorted, so SwiftPM reruns the tool when one changes.
    static func files(below folder: URL, extension: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == `extension` }.sorted { $0.path < $1.path }
    }
}
