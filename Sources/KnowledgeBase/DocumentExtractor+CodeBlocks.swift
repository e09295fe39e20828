import PanesMarkdown
import SwiftCode

extension DocumentExtractor {
    /// Records a fenced block at any depth as an example: its fence words read once
    /// (`SwiftFence`), Swift syntax-checked and scanned for the APIs it uses.
    mutating func addCodeBlock(info: String, code rawCode: String, at position: SourcePosition) {
        let fence = FenceInfo(info)
        let code = rawCode.hasSuffix("\n") ? String(rawCode.dropLast()) : rawCode
        let (compiled, visible) = fence.language == "swift" ? CodeExample.splitHiddenLines(code) : (code, code)
        var example = CodeExample(
            id: "\(file.path):\(position.line)", file: file.path, line: position.line, language: fence.language,
            attributes: fence.words.map(\.spelling), code: compiled, visibleCode: visible,
            sectionTitle: currentSection.title, sectionAnchor: currentSection.anchor,
            entryID: openEntries.last.map { entries[$0.index].id }, apiIDs: [])
        if fence.language == "swift" {
            let reading = SwiftFence(fence)
            example.testMode = reading.testMode
            example.expectedCompileError = reading.expectedCompileError
            example.isIgnored = reading.isIgnored
            example.isStandalone = reading.isStandalone
            example.isFragment = reading.isFragment
            if !reading.problems.isEmpty {
                let infoColumn = infoStartColumn(fenceAt: position)
                for problem in reading.problems {
                    var message = problem.message
                    if catalog != nil, let word = problem.unknownWord {
                        // In a catalog the word is most likely meant for DocC: say it as DocC does.
                        message = "Unknown option '\(word)' in code block."
                        if let near = SwiftFence.closestKnownWord(to: word) { message += " Replace '\(word)' with '\(near)'." }
                    }
                    diagnostics.append(.warning(message, file: file.path, line: position.line, column: infoColumn + problem.offset))
                }
            }
            analyze(&example)
        } else if let fix = SwiftFence.fusedLanguage(fence.language) {
            diagnostics.append(
                .warning(
                    "fence language '\(fence.language)' is not swift, so this block is neither checked nor run; write ```\(fix)",
                    file: file.path, line: position.line, column: infoStartColumn(fenceAt: position) + fence.languageOffset))
        }
        examples.append(example)
    }

    /// The 1-based byte column where a fence's info string starts on its line: after the
    /// indentation cmark reports in the position, the run of backticks or tildes, and spaces.
    private func infoStartColumn(fenceAt position: SourcePosition) -> Int {
        guard let line = lineBytes(position.line), position.column >= 1 else { return position.column }
        var index = min(position.column - 1, line.count)
        while index < line.count, line[line.startIndex + index] == UInt8(ascii: " ") { index += 1 }
        let fenceCharacter = index < line.count ? line[line.startIndex + index] : 0
        while index < line.count, line[line.startIndex + index] == fenceCharacter { index += 1 }
        while index < line.count, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(line[line.startIndex + index]) { index += 1 }
        return index + 1
    }

    /// The bytes of a 1-based line of the file, without its line break (line breaks are `\n`,
    /// see `ContentFile`).
    func lineBytes(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        let end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        return bytes[start..<max(start, end)]
    }

    /// Syntax-checks a Swift block and records the APIs it uses and the names it declares.
    private mutating func analyze(_ example: inout CodeExample) {
        let snippet = SwiftSnippet(example.code, highlights: options.highlightsSwift)
        example.highlightedTokens = snippet.highlightedTokens
        let problems = SwiftFragments.outsidePlaceholders(snippet.syntaxErrors, code: example.code)
        if !example.isRunnable, SwiftFragments.isDeclarationOnly(problems) { example.isFragment = true }
        if !example.mustFailToCompile, !example.isFragment {
            for problem in problems {
                let advice =
                    example.isRunnable
                    ? "fix the example (or mark it `compile_fail` if it must not compile)"
                    : "illustrative Swift blocks must be valid Swift syntax (mark a deliberate excerpt ```swift fragment)"
                diagnostics.append(
                    .warning(
                        "Swift syntax error: \(problem.message); \(advice)",
                        file: file.path, line: example.line + problem.line, column: problem.column))
            }
        }
        declaredNames.formUnion(snippet.declaredNames)
        declaredValueNames.formUnion(snippet.declaredValueNames)
        for use in snippet.symbolUses {
            let origin = Mention.Origin.swiftBlock(
                exampleID: example.id, isRunnable: example.isRunnable, form: use.form, chainRoot: use.chainRoot)
            mentions.append(mention(use.spelling, origin: origin, line: example.line + use.line, column: 0))
        }
    }
}
