import KnowledgeBase

/// How one runnable example fared.
public struct ExampleOutcome: Sendable, Equatable {
    /// The result of one example.
    public enum Status: String, Sendable {
        case passed, failed, skipped
    }

    /// The example.
    public var example: CodeExample
    /// The Markdown file as the user named it (`content/sheets.md`).
    public var displayPath: String
    /// Passed, failed or skipped.
    public var status: Status
    /// Why it failed: compiler errors or expectation failures, each with `file:line`.
    public var details: [String]

    /// Creates an outcome.
    public init(example: CodeExample, displayPath: String, status: Status, details: [String] = []) {
        self.example = example
        self.displayPath = displayPath
        self.status = status
        self.details = details
    }

    /// The failed outcome of a documented declaration that did not compile into the SwiftUI
    /// declarations module. A declaration is Swift the content asks panes to compile, so it is
    /// reported like a block: at its `Declaration:` line, titled by its entry.
    public init(declarationFailure failure: DeclarationsLibrary.Failure, displayPath: (String) -> String) {
        let declaration = CodeExample(
            id: CodeExample.id(file: failure.location.file, line: failure.location.line), file: failure.location.file,
            line: failure.location.line,
            language: "swift", attributes: [], code: "", visibleCode: "", sectionTitle: "Declaration of \(failure.id)",
            sectionAnchor: "", entryID: failure.id, apiIDs: [])
        self.init(example: declaration, displayPath: displayPath(failure.location.file), status: .failed, details: failure.errors)
    }

    /// `content/sheets.md:42` — the fence's location, on one line whatever the file's name.
    public var location: String { "\(displayPath.singleLine):\(example.line)" }
}

extension [ExampleOutcome] {
    /// The closing line: `N passed, N failed` and `, N skipped` when any were skipped.
    public var summaryLine: String {
        let passed = filter { $0.status == .passed }.count
        let failed = filter { $0.status == .failed }.count
        let skipped = filter { $0.status == .skipped }.count
        return "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }

    /// Whether every example that ran passed.
    public var allPassed: Bool { !contains { $0.status == .failed } }
}
