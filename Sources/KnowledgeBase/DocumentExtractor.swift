import PanesMarkdown
import SwiftCode

/// What one Markdown file contributes to the knowledge base, before names are resolved across files.
struct FileExtraction: Sendable {
    /// The file as an article: title, abstract, sections.
    var article: Article
    /// Entries written in the file, with names not yet resolved across files.
    var entries: [APIEntry]
    /// Every fenced code block, in order.
    var examples: [CodeExample]
    /// Every symbol spelling the file names, not yet resolved.
    var mentions: [Mention]
    /// Types and functions declared in the file's Swift blocks: the examples' own, never APIs.
    var declaredNames: Set<String>
    /// Problems found in the file alone.
    var diagnostics: [Diagnostic]
}

/// Reads one parsed Markdown file: its sections, API entries, code blocks and symbol mentions.
///
/// The walk goes over top-level blocks only; a heading opens a section, and an entry heading
/// (one code span) opens an entry that owns the blocks up to the next heading of its level or higher.
struct DocumentExtractor {
    /// The file being read.
    let file: ContentFile
    /// Its parsed Markdown.
    let document: MarkdownNode
    /// What the build keeps (sources, highlighting).
    let options: BuildOptions

    private var title: String?
    private var abstract: String?
    private var anchors = AnchorMaker()
    private var sections: [Section] = []
    private var entries: [APIEntry] = []
    private var examples: [CodeExample] = []
    private var mentions: [Mention] = []
    private var declaredNames: Set<String> = []
    private var diagnostics: [Diagnostic] = []
    /// Open entries (index into `entries`) with their heading levels, innermost last.
    private var openEntries: [(level: Int, index: Int)] = []
    private var entryStage = EntryStage.discussion
    private var currentSection: SectionReference

    private enum EntryStage {
        case summary, fields, discussion
    }

    /// Parses `file` and prepares the walk.
    init(file: ContentFile, options: BuildOptions = .indexOnly) {
        self.file = file
        self.options = options
        let parsed = MarkdownParser.parseDocument(file.text)
        self.document = parsed.root
        if let position = parsed.flattenedAt {
            diagnostics.append(
                .warning(
                    "more than \(MarkdownParser.maximumDepth) levels of nesting (quotes, lists, emphasis); deeper levels are flattened from here",
                    file: file.path, line: position.line, column: position.column))
        }
        self.currentSection = SectionReference(file: file.path, anchor: "", title: file.path, line: 1)
    }

    /// Walks the document once and returns what it found.
    static func extract(_ file: ContentFile, options: BuildOptions = .indexOnly) -> FileExtraction {
        var extractor = DocumentExtractor(file: file, options: options)
        return extractor.run()
    }

    private mutating func run() -> FileExtraction {
        for block in document.children {
            if case .heading(let level) = block.kind {
                enterHeading(block, level: level)
            } else {
                addBlock(block)
            }
        }
        let demandedLinks = demandedLinkMentions()
        if !demandedLinks.isEmpty {
            // cmark also reads ``Symbol`` as a code span; without this, that span would establish the
            // very API its demanded link asks for, and the link could never fail.
            let demandedSpots = Set(demandedLinks.map { "\($0.line):\($0.spelling)" })
            mentions.removeAll { $0.origin == .codeSpan && demandedSpots.contains("\($0.line):\($0.spelling)") }
            mentions += demandedLinks
        }
        let resolvedTitle = title ?? Self.titleFromPath(file.path)
        let article = Article(
            path: file.path,
            title: resolvedTitle,
            abstract: abstract ?? "",
            kind: file.path.hasPrefix("guides/") ? .guide : .topic,
            sections: sections,
            entryIDs: entries.map(\.id),
            source: options.keepsSource ? file.text : ""
        )
        return FileExtraction(
            article: article, entries: entries, examples: examples, mentions: mentions, declaredNames: declaredNames,
            diagnostics: diagnostics)
    }

    // MARK: Headings

    private mutating func enterHeading(_ heading: MarkdownNode, level: Int) {
        let text = heading.plainText.trimmingWhitespace()
        if level == 1, title == nil {
            title = text
            currentSection = SectionReference(file: file.path, anchor: "", title: text, line: heading.position.line)
            return
        }
        let anchor = anchors.makeAnchor(for: text)
        while let last = openEntries.last, last.level >= level { openEntries.removeLast() }
        currentSection = SectionReference(file: file.path, anchor: anchor, title: text, line: heading.position.line)
        var section = Section(heading: text, level: level, anchor: anchor, text: "", line: heading.position.line, apiID: nil)
        if let spelling = Self.entrySpelling(of: heading) {
            if let symbol = SymbolName(parsing: spelling) {
                section.apiID = openEntry(symbol: symbol, heading: heading, level: level, anchor: anchor)
            } else {
                diagnostics.append(
                    .warning(
                        "heading code span `\(spelling)` is not a symbol name (like `Type`, `Type.member` or `modifier(label:)`); it is indexed as a plain section",
                        file: file.path, line: heading.position.line, column: heading.position.column))
            }
        } else {
            if let innermost = openEntries.last { entries[innermost.index].discussion.append(heading) }
            collectCodeSpans(in: heading)
        }
        sections.append(section)
    }

    /// The code span's text when a heading consists of exactly one code span.
    static func entrySpelling(of heading: MarkdownNode) -> String? {
        guard heading.children.count == 1, case .code(let spelling) = heading.children[0].kind else { return nil }
        return spelling
    }

    private mutating func openEntry(symbol: SymbolName, heading: MarkdownNode, level: Int, anchor: String) -> String {
        var symbol = symbol
        let parent = openEntries.last.map { entries[$0.index] }
        if let parent, symbol.owner == nil {
            symbol.owner = parent.symbol.labels == nil ? parent.id : parent.symbol.owner
        }
        let entry = APIEntry(
            id: symbol.spelling, name: symbol.owner == parent?.id && parent != nil ? symbol.memberSpelling : Self.displayName(symbol),
            symbol: symbol, aliases: [], kind: symbol.inferredKind, isDocumented: true,
            summary: "", summaryNodes: [], declaration: nil, availability: [], parameters: [], seeAlso: [],
            discussion: [], platformBehaviour: [],
            source: SourceLocation(file: file.path, line: heading.position.line), anchor: anchor,
            parentID: parent?.id, mentionedIn: [], examples: []
        )
        entries.append(entry)
        openEntries.append((level, entries.count - 1))
        entryStage = .summary
        return entry.id
    }

    /// How a top-level entry's name reads: initializers keep their type (`NavigationLink(value:label:)`).
    static func displayName(_ symbol: SymbolName) -> String {
        if symbol.base == "init", let owner = symbol.owner {
            return owner + SymbolName(base: "", labels: symbol.labels).spelling
        }
        return symbol.spelling
    }

    /// A title for a file with no `# Title`: its name without extension, hyphens as spaces.
    static func titleFromPath(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        return stem.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
    }

    // MARK: Blocks

    private mutating func addBlock(_ block: MarkdownNode) {
        if title != nil, abstract == nil, sections.isEmpty, case .paragraph = block.kind {
            abstract = block.plainText.trimmingWhitespace()
        }
        if let innermost = openEntries.last {
            if addToEntry(block, index: innermost.index) { return }
        }
        if case .codeBlock(let info, let code) = block.kind {
            addCodeBlock(info: info, code: code, at: block.position)
        } else {
            collectCodeSpans(in: block)
            appendSectionText(block.plainText)
        }
    }

    /// Gives the block to the open entry; returns true when it was consumed as summary or fields.
    private mutating func addToEntry(_ block: MarkdownNode, index: Int) -> Bool {
        switch (entryStage, block.kind) {
        case (.summary, .paragraph):
            entries[index].summary = block.plainText.trimmingWhitespace()
            entries[index].summaryNodes = [block]
            entryStage = .fields
            collectCodeSpans(in: block)
            appendSectionText(block.plainText)
            return true
        case (.summary, _), (.fields, _):
            entryStage = .discussion
            if case .list = block.kind, FieldList.isFieldList(block) {
                applyFields(block, index: index)
                return true
            }
        case (.discussion, _):
            break
        }
        entries[index].discussion.append(block)
        if case .table = block.kind, let table = Self.table(from: block), table.header.first?.lowercased() == "platform" {
            entries[index].platformBehaviour.append(table)
        }
        return false
    }

    private mutating func applyFields(_ list: MarkdownNode, index: Int) {
        let (fields, problems) = FieldList.parse(list, file: file.path)
        diagnostics += problems
        if let kind = fields.kind { entries[index].kind = kind }
        entries[index].declaration = fields.declaration
        entries[index].availability = fields.availability
        entries[index].parameters = fields.parameters
        entries[index].seeAlso = fields.seeAlso
        for spelling in fields.seeAlso {
            mentions.append(mention(spelling, origin: .codeSpan, line: list.position.line, column: list.position.column))
        }
    }

    /// A GFM table node as header and rows of plain text.
    static func table(from node: MarkdownNode) -> Table? {
        let rows = node.children.map { row in row.children.map { $0.plainText.trimmingWhitespace() } }
        guard let header = rows.first else { return nil }
        return Table(header: header, rows: Array(rows.dropFirst()))
    }

    private mutating func appendSectionText(_ text: String) {
        guard !sections.isEmpty else { return }
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return }
        let last = sections.count - 1
        sections[last].text += sections[last].text.isEmpty ? trimmed : " " + trimmed
    }

    // MARK: Mentions

    private mutating func collectCodeSpans(in block: MarkdownNode) {
        var found: [MarkdownNode] = []
        block.forEachDescendant { node in
            if case .code = node.kind { found.append(node) }
        }
        for node in found {
            guard case .code(let spelling) = node.kind else { continue }
            let position = node.position.line > 0 ? node.position : block.position
            mentions.append(mention(spelling, origin: .codeSpan, line: position.line, column: position.column))
        }
    }

    private func mention(_ spelling: String, origin: Mention.Origin, line: Int, column: Int) -> Mention {
        Mention(
            spelling: spelling, name: SymbolName(parsing: spelling), origin: origin, file: file.path, line: line, column: column,
            section: SectionReference(file: file.path, anchor: currentSection.anchor, title: currentSection.title, line: line),
            contextEntryID: openEntries.last.map { entries[$0.index].id })
    }

    /// DocC-style ``Symbol`` links, found in the raw text so their exact column is known.
    private func demandedLinkMentions() -> [Mention] {
        DemandedLinkScanner.links(in: file.text).map { link in
            let section = sections.last(where: { $0.line <= link.line })
            var found = mention(link.spelling, origin: .demandedLink, line: link.line, column: link.column)
            found.section = SectionReference(
                file: file.path, anchor: section?.anchor ?? "", title: section?.heading ?? (title ?? file.path), line: link.line)
            found.contextEntryID = section?.apiID
            return found
        }
    }

    // MARK: Code blocks

    private mutating func addCodeBlock(info: String, code rawCode: String, at position: SourcePosition) {
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
                    diagnostics.append(.error(problem.message, file: file.path, line: position.line, column: infoColumn + problem.offset))
                }
            }
            analyze(&example)
        } else if let fix = SwiftFence.fusedLanguage(fence.language) {
            diagnostics.append(
                .error(
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
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        let fenceCharacter = index < line.count ? line[index] : 0
        while index < line.count, line[index] == fenceCharacter { index += 1 }
        while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") { index += 1 }
        return index + 1
    }

    /// The bytes of a 1-based line of the file, without its line break (line breaks are `\n`,
    /// see `ContentFile`).
    private func lineBytes(_ number: Int) -> ArraySlice<UInt8>? {
        var current = 1
        let bytes = file.text.utf8
        var start = bytes.startIndex
        while current < number {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = bytes.index(after: newline)
            current += 1
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        return ArraySlice(bytes[start..<end])
    }

    /// Syntax-checks a Swift block and records the APIs it uses.
    private mutating func analyze(_ example: inout CodeExample) {
        let snippet = SwiftSnippet(example.code, highlights: options.highlightsSwift)
        example.highlightedTokens = snippet.highlightedTokens
        if !example.mustFailToCompile, !example.isFragment {
            for problem in snippet.syntaxErrors {
                let advice =
                    example.isRunnable
                    ? "fix the example (or mark it `compile_fail` if it must not compile)"
                    : "illustrative Swift blocks must be valid Swift syntax (mark a deliberate excerpt ```swift fragment)"
                diagnostics.append(
                    .error(
                        "Swift syntax error: \(problem.message); \(advice)",
                        file: file.path, line: example.line + problem.line, column: problem.column))
            }
        }
        declaredNames.formUnion(snippet.declaredNames)
        for use in snippet.symbolUses {
            let origin = Mention.Origin.swiftBlock(exampleID: example.id, isRunnable: example.isRunnable, form: use.form)
            mentions.append(mention(use.spelling, origin: origin, line: example.line + use.line, column: 0))
        }
    }
}
