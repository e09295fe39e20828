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
        let hasFence = { (text: String) in text.contains("```") || text.contains("~~~") }
        guard options.indentedCodeIsSwift || hasFence(file.text) else { return ([], []) }
        var examples: [CodeExample] = []
        var diagnostics: [Diagnostic] = []
        for comment in DocComment.all(in: file.text) where options.indentedCodeIsSwift || hasFence(comment.text) {
            let lines = comment.text.split(separator: "\n", omittingEmptySubsequences: false)
            let section = SectionReference(
                file: file.path, anchor: "", title: comment.declarationName ?? file.path, line: comment.line)
            MarkdownParser.parse(comment.text).forEachDescendant { node in
                guard case .codeBlock(var info, let code) = node.kind else { return }
                let lineIndex = node.position.line - 1
                let line = lines.indices.contains(lineIndex) ? ArraySlice(lines[lineIndex].utf8) : []
                var location: FencedBlock.Location
                if Self.isFence(line) {
                    let columns = FencedBlock.fenceColumns(line: line, fenceColumn: node.position.column)
                    location = FencedBlock.Location(
                        file: file.path, line: comment.line + lineIndex, columnOffset: comment.textColumn - 1 + columns.codeOffset,
                        infoColumn: columns.info + comment.textColumn - 1)
                } else {
                    // An indented block (four spaces, which cmark takes off its code) has no
                    // fence line: its code starts on the block's own line, so the block is
                    // placed as if a fence stood on the line above, where its id points.
                    guard options.indentedCodeIsSwift else { return }
                    info = "swift"
                    location = FencedBlock.Location(
                        file: file.path, line: comment.line + lineIndex - 1, columnOffset: comment.textColumn - 1 + 4,
                        infoColumn: comment.textColumn)
                }
                let block = FencedBlock(info: info, code: code, at: location, section: section, entryID: nil, options: options)
                examples.append(block.example)
                diagnostics += block.diagnostics
            }
        }
        return (examples, diagnostics)
    }

    /// Whether a block's first line is a fence (```` ``` ```` or `~~~` after up to three
    /// spaces), not indented code.
    private static func isFence(_ line: ArraySlice<UInt8>) -> Bool {
        let text = line.drop { $0 == UInt8(ascii: " ") }
        return line.count - text.count < 4 && (text.starts(with: "```".utf8) || text.starts(with: "~~~".utf8))
    }
}
