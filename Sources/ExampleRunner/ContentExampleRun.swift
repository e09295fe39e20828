import Foundation
import KnowledgeBase

/// Every tested block of a knowledge base, run once by `ExampleRunner` (compiled together,
/// each in a process of its own, under a time limit) with each block's result kept, so
/// `swift test` reports one test case per block exactly as `panes test` judges it.
public final class ContentExampleRun: Sendable {
    private let outcomes: Result<[String: ExampleOutcome], ExampleRunnerError>
    /// The failures of documented declarations that did not compile into the SwiftUI that
    /// samples type-check against (`file:line: …` lines), which belong to no block.
    public let declarationFailures: [String]

    /// Runs every runnable example of `knowledgeBase`, reporting paths with `displayPrefix`.
    public init(_ knowledgeBase: KnowledgeBase, displayPrefix: String) {
        do {
            let runner = try ExampleRunner.forModel(declaringSwiftUIFrom: knowledgeBase.apis)
            let results = try runner.run(knowledgeBase.runnableExamples) { displayPrefix + $0 }
            let blockIDs = Set(knowledgeBase.runnableExamples.map(\.id))
            outcomes = .success(
                Dictionary(
                    results.filter { blockIDs.contains($0.example.id) }.map { ($0.example.id, $0) }, uniquingKeysWith: { first, _ in first }
                ))
            declarationFailures = results.filter { !blockIDs.contains($0.example.id) }.flatMap {
                [$0.location + " " + $0.example.sectionTitle] + $0.details
            }
        } catch let error as ExampleRunnerError {
            outcomes = .failure(error)
            declarationFailures = []
        } catch {
            outcomes = .failure(ExampleRunnerError("\(error)"))
            declarationFailures = []
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
