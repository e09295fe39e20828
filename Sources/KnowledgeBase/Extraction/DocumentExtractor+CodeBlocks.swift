import PanesMarkdown
import SwiftCode

extension DocumentExtractor {
    /// Records a fenced block at any depth as an example (read by `FencedBlock`), with the APIs
    /// its Swift uses as mentions and the names it declares.
    mutating func addCodeBlock(info: String, code: String, at position: SourcePosition) {
        let columns = lineBytes(position.line).map { FencedBlock.fenceColumns(line: $0, fenceColumn: position.column) }
        let location = FencedBlock.Location(
            file: file.path, line: position.line, columnOffset: columns?.codeOffset ?? 0, infoColumn: columns?.info ?? position.column)
        var block = FencedBlock(
            info: info, code: code, at: location, section: currentSection, entryID: openEntries.last.map { entries[$0.index].id },
            options: options, isInCatalog: dialect == .docC)
        diagnostics += block.diagnostics
        if let snippet = block.snippet { recordUses(of: snippet, in: &block.example) }
        examples.append(block.example)
    }

    /// The bytes of a 1-based line of the file, without its line break (line breaks are `\n`,
    /// see `ContentFile`).
    func lineBytes(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        let end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        return bytes[start..<max(start, end)]
    }

    /// Records the APIs a Swift block uses and the names it declares.
    private mutating func recordUses(of snippet: SwiftSnippet, in example: inout CodeExample) {
        declaredNames.formUnion(snippet.declaredNames)
        declaredValueNames.formUnion(snippet.declaredValueNames)
        for use in snippet.symbolUses {
            let origin = Mention.Origin.swiftBlock(
                exampleID: example.id, isModelCode: example.isRunnable && !example.isTypeChecked, form: use.form,
                chainRoot: use.chainRoot)
            var found = mention(use.spelling, origin: origin, line: example.line + use.line, column: 0)
            if let call = use.argumentOf { found.context = SpanContext(sentence: [call]) }
            mentions.append(found)
        }
    }
}
