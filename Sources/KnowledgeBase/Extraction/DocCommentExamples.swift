import PanesMarkdown
import SwiftCode

/// The code blocks in the `///` comments of Swift source files (a package's library sources),
/// read exactly as the blocks of a Markdown file are (`FencedBlock`) and located in the Swift
/// file: `Sources/Thermostat/Thermostat.swift:12`. Each is titled by the declaration it documents.
public enum DocCommentExamples {
    /// The blocks of every doc comment in `file` (its path as outcomes should show it, its Swift
    /// text), and the problems with their fences and syntax.
    public static func extract(from file: ContentFile, options: BuildOptions) -> (examples: [CodeExample], diagnostics: [Diagnostic]) {
        // Most files have no fenced block in any comment; they need no parse at all.
        guard file.text.contains("```") || file.text.contains("~~~") else { return ([], []) }
        var examples: [CodeExample] = []
        var diagnostics: [Diagnostic] = []
        for comment in DocComment.all(in: file.text) where comment.text.contains("```") || comment.text.contains("~~~") {
            let lines = comment.text.split(separator: "\n", omittingEmptySubsequences: false)
            let section = SectionReference(
                file: file.path, anchor: "", title: comment.declarationName ?? file.path, line: comment.line)
            MarkdownParser.parse(comment.text).forEachDescendant { node in
                guard case .codeBlock(let info, let code) = node.kind else { return }
                let lineIndex = node.position.line - 1
                let columns =
                    lines.indices.contains(lineIndex)
                    ? FencedBlock.fenceColumns(line: ArraySlice(lines[lineIndex].utf8), fenceColumn: node.position.column)
                    : (info: node.position.column, codeOffset: 0)
                let location = FencedBlock.Location(
                    file: file.path, line: comment.line + lineIndex, columnOffset: comment.textColumn - 1 + columns.codeOffset,
                    infoColumn: columns.info + comment.textColumn - 1)
                let block = FencedBlock(info: info, code: code, at: location, section: section, entryID: nil, options: options)
                examples.append(block.example)
                diagnostics += block.diagnostics
            }
        }
        return (examples, diagnostics)
    }
}
