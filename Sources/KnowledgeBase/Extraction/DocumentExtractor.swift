import PanesMarkdown
import SwiftCode

/// What one Markdown file contributes to the knowledge base, before names are resolved across files.
struct FileExtraction: Sendable {
    /// The file as an article: title, abstract, sections, block roles, links.
    var article: Article
    /// Entries written in the file, with names not yet resolved across files.
    var entries: [APIEntry]
    /// Every fenced code block, at any depth, in order.
    var examples: [CodeExample]
    /// Every symbol spelling the file names, not yet resolved.
    var mentions: [Mention]
    /// Types and functions the file's Swift blocks declare: the examples' own, never APIs.
    var declaredNames: Set<String>
    /// Properties and enum cases the file's Swift blocks declare.
    var declaredValueNames: Set<String>
    /// Problems found in the file alone.
    var diagnostics: [Diagnostic]
}

/// Reads one parsed Markdown file, once: the role of every top-level block (title, abstract,
/// section and entry headings, summaries, field lists, platform tables, content), and, at any
/// depth, its code blocks, code spans, symbol links and links.
///
/// A top-level heading opens a section; an entry heading (one code span) opens an entry that
/// owns the blocks up to the next heading of its level or higher. Headings inside lists or
/// quotes are content. Everything downstream reads the roles recorded here.
struct DocumentExtractor {
    /// The file being read.
    let file: ContentFile
    /// Its parsed Markdown.
    let document: MarkdownNode
    /// What the build keeps (sources, highlighting).
    let options: BuildOptions
    /// The DocC catalog the file is in (its folder), or nil for loose Markdown.
    let catalog: String?
    /// The format the file is written in, decided by `catalog`.
    var dialect: Dialect { Dialect(catalog: catalog) }
    /// Whether the file is a `.tutorial`.
    let isTutorial: Bool
    /// How the file was parsed.
    let directiveSyntax: DirectiveSyntax
    /// The text the parse saw (front matter blanked).
    let text: String
    /// YAML front matter, if the file starts with it.
    let frontMatter: FrontMatter?

    var title: String?
    var abstract: String?
    /// Whether, in a catalog, a block other than a paragraph, HTML or a directive that shows
    /// nothing has come after the title: as in DocC, a paragraph after it (a list, a code block,
    /// a `@Row`) is no abstract. Loose Markdown takes its first paragraph, wherever it is.
    var isPastAbstract = false
    var anchors = AnchorMaker()
    var sections: [Section] = []
    var roles: [BlockRole] = []
    var links: [ContentLink] = []
    var entries: [APIEntry] = []
    var examples: [CodeExample] = []
    var mentions: [Mention] = []
    var declaredNames: Set<String> = []
    var declaredValueNames: Set<String> = []
    var diagnostics: [Diagnostic] = []
    /// Open entries (index into `entries`) with their heading levels, innermost last.
    var openEntries: [(level: Int, index: Int)] = []
    var entryStage = EntryStage.discussion
    /// For a page titled by a symbol link, the link's text.
    var titleSymbolLink: String?
    var metadata = PageMetadata()
    var topics: [TopicGroup] = []
    /// The level of the `## Topics` heading while its section is being read.
    var topicsLevel: Int?
    var directiveUses: [SourcePosition: DirectiveUse] = [:]
    var nestedHeadingAnchors: [SourcePosition: String] = [:]
    /// The top-level directive of a `.tutorial` file, which decides its role.
    var tutorialRole: Article.Role?
    var currentSection: SectionReference
    /// The file's bytes, for what cmark does not keep (how many backticks opened a code span).
    let bytes: [UInt8]
    /// Where each line starts in `bytes`.
    let lineStarts: [Int]

    enum EntryStage {
        case summary, fields, discussion
    }

    /// Parses `file` and prepares the walk. In a DocC catalog every `@Name` line is a
    /// directive, as DocC reads it; in loose Markdown only the directives DocC documents are,
    /// so a prose line starting `@State` stays prose.
    init(file: ContentFile, catalog: String? = nil, options: BuildOptions = .indexOnly) {
        self.file = file
        self.options = options
        self.catalog = catalog
        self.isTutorial = file.path.lowercased().hasSuffix(".tutorial")
        let split = FrontMatter.split(file.text)
        self.frontMatter = split?.0
        self.text = split?.1 ?? file.text
        self.directiveSyntax = Dialect(catalog: catalog).directiveSyntax
        self.anchors = AnchorMaker(style: Dialect(catalog: catalog).anchorStyle)
        let parsed = MarkdownParser.parseDocument(text, directives: directiveSyntax)
        self.document = parsed.root
        let bytes = Array(text.utf8)
        self.bytes = bytes
        self.lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        self.currentSection = SectionReference(file: file.path, anchor: "", title: file.path, line: 1)
        if let position = parsed.flattenedAt {
            diagnostics.append(
                .warning(
                    "more than \(MarkdownParser.maximumDepth) levels of nesting (directives, quotes, lists, emphasis); deeper levels are flattened from here",
                    file: file.path, line: position.line, column: position.column))
        }
    }

    /// Walks the document once and returns what it found.
    static func extract(_ file: ContentFile, catalog: String? = nil, options: BuildOptions = .indexOnly) -> FileExtraction {
        var extractor = DocumentExtractor(file: file, catalog: catalog, options: options)
        return extractor.run()
    }

    private mutating func run() -> FileExtraction {
        for block in document.children {
            let kind: BlockRole.Kind
            if case .heading(let level) = block.kind {
                kind = enterHeading(block, level: level)
            } else if topicsLevel != nil, case .list = block.kind {
                readTopicList(block)
                kind = .topics
            } else if topicsLevel != nil, case .directive(let directive) = block.kind, directive.name == "Links" {
                // An `@Links` grid in a Topics group is that group's links, in its place.
                readTopicLinks(block, visualStyle: directive.argument("visualStyle"))
                kind = .topics
            } else {
                kind = addBlock(block)
            }
            roles.append(BlockRole(kind, entryID: openEntries.last.map { entries[$0.index].id }))
        }
        reportMissingTitle()
        var article = Article(
            path: file.path,
            title: title ?? frontMatter?.value("title") ?? tutorialTitle ?? Self.titleFromPath(file.path),
            abstract: abstract ?? "",
            kind: dialect.articleKind(path: file.path),
            sections: sections,
            entryIDs: entries.map(\.id),
            blockRoles: roles,
            links: links,
            source: options.keepsSource ? text : ""
        )
        article.catalog = catalog
        article.role = tutorialRole ?? (metadata.isTechnologyRoot ? .root : .page)
        article.linkName = DocCNames.linkName(ofFile: file.path)
        article.titleSymbolLink = titleSymbolLink
        article.metadata = metadata
        article.topics = topics
        article.directiveUses = directiveUses
        article.nestedHeadingAnchors = nestedHeadingAnchors
        article.directiveSyntax = directiveSyntax
        article.frontMatter = Dictionary(frontMatter?.fields.map { ($0.key, $0.value) } ?? [], uniquingKeysWith: { first, _ in first })
        return FileExtraction(
            article: article, entries: entries, examples: examples, mentions: mentions, declaredNames: declaredNames,
            declaredValueNames: declaredValueNames, diagnostics: diagnostics)
    }

    // MARK: Headings

    private mutating func enterHeading(_ heading: MarkdownNode, level: Int) -> BlockRole.Kind {
        let text = heading.plainText.trimmingWhitespace()
        if level == 1, title == nil {
            title = text
            if dialect == .docC, let first = heading.children.first, case .symbolLink(let link) = first.kind {
                // The page documents a symbol: the link names it; the index decides the title.
                // As in DocC, only the first child counts (`# ``NIO`` <!-- SwiftNIO -->`).
                titleSymbolLink = link.trimmingWhitespace()
            } else {
                readInline(of: heading)
            }
            currentSection = SectionReference(file: file.path, anchor: "", title: text, line: heading.position.line)
            return .title
        }
        let anchor = anchors.makeAnchor(for: text)
        while let last = openEntries.last, last.level >= level { openEntries.removeLast() }
        currentSection = SectionReference(file: file.path, anchor: anchor, title: text, line: heading.position.line)
        var section = Section(heading: text, level: level, anchor: anchor, text: "", line: heading.position.line, apiID: nil)
        defer { sections.append(section) }
        if let role = enterTopics(heading, text: text, level: level, anchor: anchor) { return role }
        if dialect.headingsOpenEntries, let spelling = Self.entrySpelling(of: heading) {
            if let symbol = SymbolName(parsing: spelling) {
                section.apiID = openEntry(symbol: symbol, heading: heading, level: level, anchor: anchor)
                return .entryHeading(anchor: anchor)
            }
            diagnostics.append(
                .warning(
                    "heading code span `\(spelling)` is not a symbol name (like `Type`, `Type.member` or `modifier(label:)`); it is indexed as a plain section",
                    file: file.path, line: heading.position.line, column: heading.position.column))
        } else if let innermost = openEntries.last {
            entries[innermost.index].discussion.append(heading)
        }
        readInline(of: heading)
        return .sectionHeading(anchor: anchor)
    }

    /// The code span's text when a heading consists of exactly one code span.
    static func entrySpelling(of heading: MarkdownNode) -> String? {
        guard heading.children.count == 1 else { return nil }
        switch heading.children[0].kind {
        case .code(let spelling), .symbolLink(let spelling): return spelling
        default: return nil
        }
    }

    private mutating func openEntry(symbol: SymbolName, heading: MarkdownNode, level: Int, anchor: String) -> String {
        var symbol = symbol
        let parent = openEntries.last.map { entries[$0.index] }
        if let parent, symbol.owner == nil {
            symbol.owner = parent.symbol.labels == nil ? parent.id : parent.symbol.owner
        }
        let entry = APIEntry(
            symbol: symbol, name: symbol.owner == parent?.id && parent != nil ? symbol.memberSpelling : Self.displayName(symbol),
            kind: symbol.inferredKind, isDocumented: true, source: SourceLocation(file: file.path, line: heading.position.line),
            anchor: anchor, parentID: parent?.id)
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

    /// The directives DocC removes from a page's content, which therefore leave the abstract
    /// to the paragraph after them (DocC's `BlockDirective.directivesRemovedFromContent`).
    static let directivesShowingNothing: Set<String> = ["Comment", "Metadata", "Options", "Redirect"]

    /// A title for a file with no `# Title`: its name without extension, hyphens as spaces.
    static func titleFromPath(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        return stem.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
    }

    // MARK: Blocks

    /// Decides a top-level block's role, gives it to the open entry, and reads what it holds.
    private mutating func addBlock(_ block: MarkdownNode) -> BlockRole.Kind {
        var role = BlockRole.Kind.content
        if title != nil, abstract == nil, sections.isEmpty, !isPastAbstract {
            switch block.kind {
            case .paragraph:
                abstract = block.readerText.trimmingWhitespace()
                role = .abstract
            case .htmlBlock:
                break
            case .directive(let directive) where Self.directivesShowingNothing.contains(directive.name):
                break
            default:
                isPastAbstract = dialect == .docC
            }
        }
        var parameterTypes: [Int: [String]] = [:]
        if let innermost = openEntries.last {
            role = entryRole(of: block, index: innermost.index) ?? role
            if case .fieldList = role, let declaration = entries[innermost.index].declaration {
                parameterTypes = Self.parameterTypes(in: block, declaration: declaration)
            }
        }
        readContent(of: block, parameterTypes: parameterTypes)
        if case .fieldList = role {
        } else {
            appendSectionText(block.readerText)
            if !sections.isEmpty { sections[sections.count - 1].sources += block.citedSources }
        }
        return role
    }

    /// The block's role in the open entry, recording it there: summary, fields, platform
    /// behaviour, or discussion (nil: plain content).
    private mutating func entryRole(of block: MarkdownNode, index: Int) -> BlockRole.Kind? {
        switch (entryStage, block.kind) {
        case (.summary, .paragraph):
            entries[index].summary = block.plainText.trimmingWhitespace()
            entries[index].summaryNodes = [block]
            entryStage = .fields
            return .summary
        case (.summary, _), (.fields, _):
            entryStage = .discussion
            if case .list = block.kind, EntryFields.isFieldList(block) {
                applyFields(block, index: index)
                return .fieldList
            }
        case (.discussion, _):
            break
        }
        if let table = Self.platformTable(block) {
            entries[index].platformBehaviour.append(table)
            entries[index].platformTableNodes.append(block)
            return .platformTable
        }
        entries[index].discussion.append(block)
        return nil
    }

    private mutating func applyFields(_ list: MarkdownNode, index: Int) {
        let (fields, problems) = EntryFields.parse(list, file: file.path)
        diagnostics += problems
        if let kind = fields.kind { entries[index].kind = kind }
        entries[index].fields = fields
        for spelling in fields.namedAPIs {
            mentions.append(mention(spelling, origin: .codeSpan, line: list.position.line, column: list.position.column))
        }
        checkParameters(fields.parameters, of: entries[index], list: list)
    }

    /// A documented parameter must be one of the signature's labels (or, for `_`, an unlabeled one).
    private mutating func checkParameters(_ parameters: [Parameter], of entry: APIEntry, list: MarkdownNode) {
        guard let labels = entry.symbol.labels, !parameters.isEmpty else { return }
        let signature = entry.declaration.map(Self.parameterNames(inDeclaration:)) ?? []
        for parameter in parameters where !labels.contains(parameter.name) && !signature.contains(parameter.name) {
            diagnostics.append(
                .warning(
                    "parameter '\(parameter.name)' is not in the signature \(entry.symbol.memberSpelling); fix the name or the heading",
                    file: file.path, line: list.position.line, column: list.position.column))
        }
    }

    /// The types of the parameters a field list's `Parameters:` items describe, by each item's
    /// line (`Visibility` for `- titleVisibility: …` of `titleVisibility: Visibility = .automatic`),
    /// so a bare member in the item (`.automatic`) is read as that type's.
    static func parameterTypes(in list: MarkdownNode, declaration: String) -> [Int: [String]] {
        var types: [Int: [String]] = [:]
        for item in list.children {
            guard let (name, _) = EntryFields.splitField(item), name.lowercased() == "parameters",
                let nested = item.children.first(where: { if case .list = $0.kind { true } else { false } })
            else { continue }
            for parameter in nested.children {
                guard let (parameterName, _) = EntryFields.splitField(parameter), let type = parameterType(parameterName, in: declaration)
                else { continue }
                types[parameter.position.line] = SymbolResolver.Candidate.typeNames(in: type)
            }
        }
        return types
    }

    /// The type written after `name:` in a declaration, up to the next parameter or the end.
    static func parameterType(_ name: String, in declaration: String) -> String? {
        guard let range = declaration.range(of: name + ":") else { return nil }
        var depth = 0
        var type = ""
        for character in declaration[range.upperBound...] {
            if "<([".contains(character) { depth += 1 }
            if ">)]".contains(character) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, character == "," || character == "=" { break }
            type.append(character)
        }
        return type.isEmpty ? nil : type
    }

    /// The names a declaration gives its parameters: every identifier right before a `:`
    /// (`item` in `sheet(item: Binding<…>)`, `defaultItemKind` in `toolbar(removing defaultItemKind: …)`).
    static func parameterNames(inDeclaration declaration: String) -> Set<String> {
        var names: Set<String> = []
        var word = ""
        var lastWord = ""
        for character in declaration {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                lastWord = word
                word = ""
            }
            if character == ":" {
                if !lastWord.isEmpty { names.insert(lastWord) }
                lastWord = ""
            } else if character != " " {
                lastWord = ""
            }
        }
        return names
    }

    /// A GFM table whose first header cell is `Platform` (any case, any spacing) as text; nil otherwise.
    static func platformTable(_ node: MarkdownNode) -> Table? {
        guard case .table = node.kind else { return nil }
        let rows = node.children.map { row in row.children.map { $0.plainText.trimmingWhitespace() } }
        guard let header = rows.first, header.first?.lowercased() == "platform" else { return nil }
        return Table(header: header, rows: Array(rows.dropFirst()))
    }

    private mutating func appendSectionText(_ text: String) {
        guard !sections.isEmpty else { return }
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return }
        let last = sections.count - 1
        sections[last].text += sections[last].text.isEmpty ? trimmed : " " + trimmed
    }
}
