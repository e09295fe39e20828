import SwiftCode

/// The Swift that turns wrapped examples into one program for `panes test`: plain functions
/// behind the rewritten `#expect`/`#require`, and a `main` that runs the examples named on its
/// command line, announcing each on standard output so the runner can tell which one crashed.
enum HarnessSource {
    /// Lines the program prints start with this, so example output cannot be mistaken for them.
    static let marker = "@@panes"

    /// The support functions, shared by every example program.
    static let support = """
        import Foundation
        import PanesModel

        nonisolated(unsafe) var __panesIssues: [String] = []

        func __panesReport(_ message: String, file: String, line: Int) {
            __panesIssues.append("\\(file):\\(line): \\(message)")
        }

        func __panesExpect(_ condition: Bool, _ comment: String? = nil, expression: String,
                           file: String = #filePath, line: Int = #line) {
            if !condition {
                __panesReport("expectation failed: \\(expression)" + (comment.map { " — \\($0)" } ?? ""), file: file, line: line)
            }
        }

        func __panesReportComparison(_ lhs: Any, _ rhs: Any, _ operation: String, expression: String, file: String, line: Int) {
            __panesReport("expectation failed: \\(expression)\\n    got:      \\(String(reflecting: lhs))\\n    expected: \\(operation) \\(String(reflecting: rhs))", file: file, line: line)
        }

        func __panesExpectEqual<T: Equatable>(_ lhs: T, _ rhs: T, expression: String, file: String = #filePath, line: Int = #line) {
            if lhs != rhs { __panesReportComparison(lhs, rhs, "==", expression: expression, file: file, line: line) }
        }

        func __panesExpectNotEqual<T: Equatable>(_ lhs: T, _ rhs: T, expression: String, file: String = #filePath, line: Int = #line) {
            if lhs == rhs { __panesReportComparison(lhs, rhs, "!=", expression: expression, file: file, line: line) }
        }

        func __panesExpectOrdered<T: Comparable>(_ lhs: T, _ rhs: T, _ operation: String, expression: String,
                                                 file: String = #filePath, line: Int = #line) {
            let holds: Bool
            switch operation {
            case "<": holds = lhs < rhs
            case ">": holds = lhs > rhs
            case "<=": holds = lhs <= rhs
            default: holds = lhs >= rhs
            }
            if !holds { __panesReportComparison(lhs, rhs, operation, expression: expression, file: file, line: line) }
        }

        struct __PanesRequirementFailed: Error {}

        func __panesRequire<T>(_ value: T?, _ comment: String? = nil, expression: String,
                               file: String = #filePath, line: Int = #line) throws -> T {
            guard let value else {
                __panesReport("requirement failed: \\(expression) is nil", file: file, line: line)
                throw __PanesRequirementFailed()
            }
            return value
        }

        func __panesRequire(_ condition: Bool, _ comment: String? = nil, expression: String,
                            file: String = #filePath, line: Int = #line) throws {
            if !condition {
                __panesReport("requirement failed: \\(expression)", file: file, line: line)
                throw __PanesRequirementFailed()
            }
        }

        // Unbuffered, so the last line before a crash is never lost.
        func __panesAnnounce(_ words: String) {
            FileHandle.standardOutput.write(Data(("\(marker) " + words + "\\n").utf8))
        }

        func __panesRun(_ index: Int, _ body: () throws -> Void) {
            __panesIssues = []
            __panesAnnounce("begin \\(index)")
            do {
                try body()
            } catch is __PanesRequirementFailed {
            } catch {
                __panesIssues.append("error thrown: \\(error)")
            }
            for issue in __panesIssues {
                __panesAnnounce("issue \\(index) " + issue.replacingOccurrences(of: "\\n", with: "\\u{1F}"))
            }
            __panesAnnounce((__panesIssues.isEmpty ? "pass " : "fail ") + "\\(index)")
        }

        """

    /// The `main` that runs the examples whose indices are passed as arguments.
    static func main(namespaces: [(index: Int, namespace: String)]) -> String {
        let cases = namespaces.map { "        case \($0.index): __panesRun(\($0.index)) { try \($0.namespace).run() }" }
        return """
            @main enum __PanesExamples {
                static func main() {
                    for argument in CommandLine.arguments.dropFirst() {
                        switch Int(argument) ?? -1 {
            \(cases.joined(separator: "\n"))
                        default: break
                        }
                    }
                }
            }

            """
    }
}
