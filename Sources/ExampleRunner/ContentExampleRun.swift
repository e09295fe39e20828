import Foundation
import KnowledgeBase

/// Every runnable example of a knowledge base, run once by `ExampleRunner` (compiled together,
/// each in a process of its own, under a time limit) with each example's result kept, so
/// `swift test` reports one test case per example exactly as `panes test` judges it.
public final class ContentExampleRun: Sendable {
    private let outcomes: Result<[String: ExampleOutcome], ExampleRunnerError>

    /// Runs every runnable example of `knowledgeBase`, reporting paths with `displayPrefix`.
    public init(_ knowledgeBase: KnowledgeBase, displayPrefix: String) {
        do {
            let runner = try ExampleRunner.forModel()
            let results = try runner.run(knowledgeBase.runnableExamples) { displayPrefix + $0 }
            outcomes = .success(Dictionary(results.map { ($0.example.id, $0) }, uniquingKeysWith: { first, _ in first }))
        } catch let error as ExampleRunnerError {
            outcomes = .failure(error)
        } catch {
            outcomes = .failure(ExampleRunnerError("\(error)"))
        }
    }

    /// The failures of example `id` (empty when it passed or was skipped); when the runner
    /// itself failed (no compiler, a model that does not compile), that is every example's failure.
    public func failures(of id: String) -> [String] {
        switch outcomes {
        case .failure(let error): return ["panes could not run the examples: \(error)"]
        case .success(let outcomes):
            guard let outcome = outcomes[id] else { return ["example \(id) did not run"] }
            return outcome.status == .failed ? (outcome.details.isEmpty ? ["\(outcome.location): failed"] : outcome.details) : []
        }
    }
}
