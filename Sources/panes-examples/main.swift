// The build tool behind the RunnableExamples plugin:
// `panes-examples CONTENT_FOLDER OUTPUT_FILE` writes the Swift Testing file for the folder's
// runnable examples. Content errors are printed as diagnostics and fail the build.
import ExampleRunner
import Foundation
import KnowledgeBase

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: panes-examples CONTENT_FOLDER OUTPUT_FILE\n".utf8))
    exit(2)
}
let contentFolder = URL(fileURLWithPath: arguments[1])
let base = KnowledgeBaseBuilder.build(contentFolder: contentFolder)
for diagnostic in base.diagnostics where diagnostic.severity == .error {
    // Absolute paths let the build log's diagnostics open in an editor.
    var located = diagnostic
    located.file = contentFolder.appendingPathComponent(diagnostic.file).path
    FileHandle.standardError.write(Data((located.formatted + "\n").utf8))
}
let source = SwiftTestingSuite.source(
    for: base, pathPrefix: contentFolder.lastPathComponent + "/", contentFolder: contentFolder.path)
do {
    try source.write(to: URL(fileURLWithPath: arguments[2]), atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("panes-examples: cannot write \(arguments[2]): \(error)\n".utf8))
    exit(1)
}
