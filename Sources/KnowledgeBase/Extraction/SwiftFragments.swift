import SwiftCode

/// Swift blocks that are deliberately not a whole program, recognised without a fence word:
/// Apple's declaration-only style (`struct NavigationSplitView<…> where …`, `protocol View`, a
/// list of member declarations with no bodies), and Xcode's editor placeholders (`<#name#>`),
/// which stand for code the reader fills in. Both stay highlighted; their syntax is not held
/// against them. Anything else that does not parse is still reported.
enum SwiftFragments {
    /// Parser messages that only say a type's declaration has no body.
    private static let missingBodyPrefixes = ["expected member block in ", "expected '{' in ", "expected '}' to end "]
    private static let typeKeywords = ["struct", "class", "enum", "protocol", "extension", "actor"]

    /// Whether every problem is a type declaration's missing body, so the block is declarations only.
    static func isDeclarationOnly(_ problems: [SnippetProblem]) -> Bool {
        !problems.isEmpty
            && problems.allSatisfy { problem in
                missingBodyPrefixes.contains { prefix in
                    problem.message.hasPrefix(prefix) && typeKeywords.contains(String(problem.message.dropFirst(prefix.count)))
                }
            }
    }

    /// The problems left once lines holding an editor placeholder are set aside (1-based lines
    /// within the block).
    static func outsidePlaceholders(_ problems: [SnippetProblem], code: String) -> [SnippetProblem] {
        guard code.contains("<#") else { return problems }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let placeholderLines = Set(lines.indices.filter { lines[$0].contains("<#") }.map { $0 + 1 })
        return problems.filter { !placeholderLines.contains($0.line) }
    }
}
