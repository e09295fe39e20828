// `swift test` runs every tested block in content/ (runnable examples against the model, SwiftUI
// samples type-checked against SwiftUI's declarations): one test case per block, judged by
// the same runner as `panes test` (compiled together, each in a process of its own, under a
// time limit), with each failure recorded at the example's line in the Markdown.
import ExampleRunner
import Foundation
import KnowledgeBase
import Testing

/// The package's content folder, found from this file's path.
let contentFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content")

/// The index of content/, read once.
let contentIndex = KnowledgeBaseBuilder.build(contentFolder: contentFolder)

/// Every runnable example of content/, run once, when the first test case asks.
let contentRun = ContentExampleRun(contentIndex, displayPrefix: "content/")

/// One runnable example, named in test output by its file, line and section.
struct ContentExample: CustomTestStringConvertible, Sendable {
    let example: CodeExample
    var testDescription: String { "\(example.file):\(example.line) — \(example.sectionTitle)" }
}

@Test("content/ has runnable examples and no problems (it is checked with --warnings-as-errors)")
func contentIsRunnable() {
    #expect(contentIndex.runnableExamples.count >= 100)
    #expect(contentIndex.diagnostics.isEmpty, "\(contentIndex.diagnostics.map(\.formatted))")
}

@Test("every documented declaration of content/ compiles into the SwiftUI its samples type-check against")
func declarationsCompile() {
    #expect(contentRun.declarationFailures.isEmpty, "\(contentRun.declarationFailures.joined(separator: "\n"))")
}

@Test("a tested block of content/", arguments: contentIndex.runnableExamples.map(ContentExample.init))
func runnableExample(_ item: ContentExample) {
    let example = item.example
    for failure in contentRun.failures(of: example.id) {
        Issue.record(
            Comment(rawValue: failure),
            sourceLocation: SourceLocation(
                fileID: "content/" + example.file, filePath: contentFolder.appendingPathComponent(example.file).path,
                line: example.line, column: 1))
    }
}
