import SwiftCode

/// A fenced code block read the one way every source of examples reads it (a Markdown file, a
/// `///` comment in a package's sources): its fence words (`SwiftFence`), its hidden lines, and
/// for Swift one parse that syntax-checks it and finds what it uses.
struct FencedBlock {
    /// Where a block sits, as diagnostics and outcomes name it.
    struct Location {
        /// The file, as the example's `file`.
        var file: String
        /// 1-based line of the opening fence.
        var line: Int
        /// Added to a column within the code to get the column in the file (the fence's
        /// indentation, and in a doc comment the `/// ` before it).
        var columnOffset: Int
        /// The 1-based column in the file where the info string starts.
        var infoColumn: Int
    }

    /// The example.
    var example: CodeExample
    /// The Swift parse, for the reader's own bookkeeping (mentions, declared names); nil for other languages.
    var snippet: SwiftSnippet?
    /// Problems with the fence words and the Swift syntax.
    var diagnostics: [Diagnostic] = []

    /// Reads a block with `info` and `rawCode` (as cmark gives them) in `section`. In a DocC
    /// catalog (`isInCatalog`) an unknown fence word is most likely meant for DocC, so it is
    /// reported in DocC's words.
    init(
        info: String, code rawCode: String, at location: Location, section: SectionReference, entryID: String?, options: BuildOptions,
        isInCatalog: Bool = false
    ) {
        let fence = FenceInfo(info)
        let code = rawCode.hasSuffix("\n") ? String(rawCode.dropLast()) : rawCode
        let (compiled, visible, hidden) = fence.language == "swift" ? CodeExample.splitHiddenLines(code) : (code, code, "")
        example = CodeExample(
            id: CodeExample.id(file: location.file, line: location.line), file: location.file, line: location.line,
            language: fence.language,
            attributes: fence.words.map(\.spelling), code: compiled, visibleCode: visible,
            sectionTitle: section.title, sectionAnchor: section.anchor, entryID: entryID, apiIDs: [])
        example.codeColumnOffset = location.columnOffset
        example.hiddenCode = hidden
        guard fence.language == "swift" else {
            if let fix = SwiftFence.fusedLanguage(fence.language) {
                diagnostics.append(
                    .warning(
                        "fence language '\(fence.language)' is not swift, so this block is neither checked nor run; write ```\(fix)",
                        file: location.file, line: location.line, column: location.infoColumn + fence.languageOffset))
            }
            return
        }
        let reading = SwiftFence(fence, defaultMode: options.plainSwiftBlocks?.testMode)
        example.testMode = reading.testMode
        example.expectedCompileError = reading.expectedCompileError
        example.isIgnored = reading.isIgnored
        example.isStandalone = reading.isStandalone
        example.isFragment = reading.isFragment
        for problem in reading.problems {
            var message = problem.message
            if isInCatalog, let word = problem.unknownWord {
                message = "Unknown option '\(word)' in code block."
                if let near = SwiftFence.closestKnownWord(to: word) { message += " Replace '\(word)' with '\(near)'." }
            }
            diagnostics.append(.warning(message, file: location.file, line: location.line, column: location.infoColumn + problem.offset))
        }
        let snippet = SwiftSnippet.parsed(example.code, highlights: options.highlightsSwift)
        example.highlightedTokens = snippet.highlightedTokens
        example.expectationCount = snippet.expectationCount
        self.snippet = snippet
        let problems = SwiftFragments.outsidePlaceholders(snippet.syntaxErrors, code: example.code)
        // Apple's declaration-only style is an excerpt unless a word asked for it to be tested.
        if !reading.isModeWritten, SwiftFragments.isDeclarationOnly(problems) {
            example.isFragment = true
            example.testMode = nil
        }
        guard !example.mustFailToCompile, !example.isFragment else { return }
        for problem in problems {
            let advice =
                example.isRunnable
                ? "fix the example (or mark it `compile_fail` if it must not compile)"
                : "illustrative Swift blocks must be valid Swift syntax (mark a deliberate excerpt ```swift fragment)"
            diagnostics.append(
                .warning(
                    "Swift syntax error: \(problem.message); \(advice)",
                    file: location.file, line: location.line + problem.line, column: problem.column + location.columnOffset))
        }
    }

    /// Where a fence's info string starts on its `line`, and how far its code is indented: after
    /// the indentation cmark reports in `fenceColumn` comes the run of backticks or tildes (whose
    /// column less one is the code's indentation, as CommonMark strips it), then spaces.
    static func fenceColumns(line: ArraySlice<UInt8>, fenceColumn: Int) -> (info: Int, codeOffset: Int) {
        guard fenceColumn >= 1 else { return (fenceColumn, 0) }
        var index = min(fenceColumn - 1, line.count)
        while index < line.count, line[line.startIndex + index] == UInt8(ascii: " ") { index += 1 }
        let codeOffset = index
        let fenceCharacter = index < line.count ? line[line.startIndex + index] : 0
        while index < line.count, line[line.startIndex + index] == fenceCharacter { index += 1 }
        while index < line.count, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(line[line.startIndex + index]) { index += 1 }
        return (index + 1, codeOffset)
    }
}
