import Foundation
import KnowledgeBase

extension ExampleRunner {
    /// Builds (and runs) one `compile_fail` or `standalone` example from `contentFolder` on its own;
    /// `swift test` calls this for the examples it cannot merge into its test target.
    public static func checkIsolated(id: String, contentFolder: String, modelSources: [(name: String, text: String)]) throws {
        let base = KnowledgeBaseBuilder.build(contentFolder: URL(fileURLWithPath: contentFolder))
        guard let example = base.examples.first(where: { $0.id == id }) else {
            throw ExampleRunnerError("example \(id) is no longer in \(contentFolder); build again")
        }
        let folderName = URL(fileURLWithPath: contentFolder).lastPathComponent
        // `run` owns the work folder; for these attributes it builds the example alone.
        let outcomes = try ExampleRunner(modelSources: modelSources).run([example]) { folderName + "/" + $0 }
        if let outcome = outcomes.first, outcome.status == .failed {
            throw ExampleRunnerError(outcome.details.joined(separator: "\n"))
        }
    }
}
