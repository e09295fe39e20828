/// Connects mentions to APIs: resolves each spelling, infers APIs for unresolved API-looking
/// spellings, and fills in aliases, "mentioned in" sections and example links.
///
/// Mentions are by far the most numerous values of a build, so they are kept once, here, and
/// everything else refers to them by index.
struct MentionLinker {
    private var entries: [APIEntry]
    private let resolver: SymbolResolver
    private let mentions: [Mention]
    private var resolved: [(mention: Int, id: String)] = []
    private var unresolved: [(mention: Int, name: SymbolName)] = []

    /// Prepares to link `mentions` to `authored` entries (and to APIs inferred from the mentions).
    init(authored: [APIEntry], mentions: [Mention]) {
        entries = authored
        resolver = SymbolResolver(entries: authored)
        self.mentions = mentions
    }

    /// Resolves every mention against the authored entries; demanded links that fail are errors.
    /// - Parameter declaredNames: types and functions the content's code declares for itself.
    mutating func link(declaredNames: Set<String>, diagnostics: inout [Diagnostic]) {
        let typesNamedInProse = Self.typesNamedInProse(mentions)
        // Each mention is looked up on its own, so the lookups run on every core, in slices
        // large enough that handing them out costs little.
        let mentions = mentions
        let resolver = resolver
        let slices = stride(from: 0, to: mentions.count, by: 4096).map { $0..<min($0 + 4096, mentions.count) }
        let lookups = ParallelMap.map(slices) { slice in
            slice.map { index in
                Self.lookUp(mentions[index], resolver: resolver, declaredNames: declaredNames, typesNamedInProse: typesNamedInProse)
            }
        }
        var demandedButMissing: [Int] = []
        for (index, lookup) in zip(mentions.indices, lookups.joined()) {
            switch lookup {
            case .resolved(let id): resolved.append((index, id))
            case .demandedButMissing: demandedButMissing.append(index)
            case .inferable(let name): unresolved.append((index, name))
            case .ignored: break
            }
        }
        let inferredResolver = SymbolResolver(entries: inferFamilies())
        for index in demandedButMissing {
            let mention = mentions[index]
            if let name = mention.name, let id = inferredResolver.resolve(name, contextEntryID: mention.contextEntryID) {
                resolved.append((index, id))
                continue
            }
            diagnostics.append(
                .error(
                    "unresolved link ``\(mention.spelling)``: no API has that name; fix the spelling, add an entry for it, or use single backticks",
                    file: mention.file, line: mention.line, column: mention.column))
        }
    }

    /// What the first pass makes of one mention.
    private enum Lookup: Sendable {
        /// It names an authored API.
        case resolved(String)
        /// A double-backtick link that no authored API answers; inferred APIs get a second try.
        case demandedButMissing
        /// An API-looking spelling that becomes (part of) an inferred API.
        case inferable(SymbolName)
        /// Not a symbol, or one the content declares itself.
        case ignored
    }

    private static func lookUp(
        _ mention: Mention, resolver: SymbolResolver, declaredNames: Set<String>, typesNamedInProse: Set<String>
    ) -> Lookup {
        guard let mentionName = mention.name else { return .ignored }
        if let id = resolver.resolve(mentionName, contextEntryID: mention.contextEntryID) { return .resolved(id) }
        // A demanded link may point at an API that other mentions establish, never at itself.
        if case .demandedLink = mention.origin { return .demandedButMissing }
        if let name = SymbolName.apiCandidate(mentionName, spelling: mention.spelling),
            mayInfer(name, from: mention, declaredNames: declaredNames, typesNamedInProse: typesNamedInProse)
        {
            return .inferable(name)
        }
        return .ignored
    }

    /// Whether an unresolved spelling should become an inferred API.
    ///
    /// Code blocks are full of the example's own types and of model code, so a use in a block
    /// counts only when it is not declared by any block, is not in a runnable (model) example,
    /// is a modifier or initializer call (implicit members are too often the example's own enum
    /// cases), and, for initializers, the prose also names the type.
    private static func mayInfer(
        _ name: SymbolName, from mention: Mention, declaredNames: Set<String>, typesNamedInProse: Set<String>
    ) -> Bool {
        let typeName = name.owner?.split(separator: ".").first.map(String.init) ?? name.base
        if declaredNames.contains(typeName) || declaredNames.contains(name.base) { return false }
        guard case .swiftBlock(_, let isRunnable, let form) = mention.origin else { return true }
        if isRunnable || form == .implicitMember { return false }
        let isTypeLevel = typeName.first?.isUppercase == true
        return !isTypeLevel || typesNamedInProse.contains(typeName)
    }

    /// Type names that some code span in prose mentions (`NavigationSplitView`, `List(selection:)`).
    private static func typesNamedInProse(_ mentions: [Mention]) -> Set<String> {
        var names: Set<String> = []
        // Indexing reads single fields; `for mention in` copied every field of every mention.
        for index in mentions.indices where mentions[index].origin == .codeSpan || mentions[index].origin == .demandedLink {
            guard let name = mentions[index].name else { continue }
            if let owner = name.owner?.split(separator: ".").first { names.insert(String(owner)) }
            if name.base.first?.isUppercase == true { names.insert(name.base) }
        }
        return names
    }

    /// Turns unresolved API-looking spellings into inferred entries, one per family, and returns them.
    private mutating func inferFamilies() -> [APIEntry] {
        let families = FamilyBuilder.families(of: unresolved.map(\.name))
        let mentions = mentions
        let place = { (index: Int) in (mentions[index].file, mentions[index].line) }
        var firstMentionOf: [SymbolName: Int] = [:]
        for (index, name) in unresolved where firstMentionOf[name].map({ place($0) > place(index) }) ?? true {
            firstMentionOf[name] = index
        }
        var familyOf: [SymbolName: String] = [:]
        var inferred: [APIEntry] = []
        for family in families {
            let (file, line) = family.members.compactMap { firstMentionOf[$0] }.map(place).min { $0 < $1 }!
            let entry = APIEntry(
                id: family.canonical.spelling, name: DocumentExtractor.displayName(family.canonical),
                symbol: family.canonical, aliases: [], kind: family.canonical.inferredKind, isDocumented: false,
                summary: "", summaryNodes: [], declaration: nil, availability: [], parameters: [], seeAlso: [],
                discussion: [], platformBehaviour: [],
                source: SourceLocation(file: file, line: line), anchor: nil,
                parentID: nil, mentionedIn: [], examples: [])
            inferred.append(entry)
            for member in family.members { familyOf[member] = entry.id }
        }
        entries += inferred
        resolved += unresolved.compactMap { item in familyOf[item.name].map { (item.mention, $0) } }
        return inferred
    }

    /// The entries with mentions, aliases, see-also ids and examples filled in, sorted by id.
    mutating func finishedEntries(examples: inout [CodeExample], diagnostics: inout [Diagnostic]) -> [APIEntry] {
        let indexByID = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.id, $0) })
        let exampleIndex = Dictionary(uniqueKeysWithValues: examples.enumerated().map { ($1.id, $0) })
        for (mentionIndex, id) in resolved {
            guard let index = indexByID[id] else { continue }
            // Single fields, not `let mention = mentions[i]`: copying whole mentions was measurable.
            let spelling = mentions[mentionIndex].spelling.trimmingWhitespace()
            if spelling != entries[index].id, spelling != entries[index].name { entries[index].aliases.append(spelling) }
            let section = mentions[mentionIndex].section
            let isOwnSection = section.file == entries[index].source.file && section.anchor == entries[index].anchor
            if !isOwnSection { entries[index].mentionedIn.append(section) }
            if case .swiftBlock(let exampleID, _, _) = mentions[mentionIndex].origin, let exampleSlot = exampleIndex[exampleID] {
                examples[exampleSlot].apiIDs.append(id)
                entries[index].examples.append(exampleID)
            }
        }
        for example in examples {
            if let entryID = example.entryID, let index = indexByID[entryID] { entries[index].examples.append(example.id) }
        }
        for index in entries.indices {
            entries[index].seeAlso = entries[index].seeAlso.map { spelling in
                if let id = resolver.resolve(spelling) { return id }
                diagnostics.append(
                    .warning(
                        "See also names `\(spelling)`, which has no entry; fix the spelling or add an entry",
                        file: entries[index].source.file, line: entries[index].source.line))
                return spelling
            }
            entries[index].aliases = Array(Set(entries[index].aliases)).sorted()
            entries[index].mentionedIn = Self.uniqueSections(entries[index].mentionedIn)
            entries[index].examples = Self.uniqueInOrder(entries[index].examples).sorted(by: Self.exampleOrder)
        }
        for index in examples.indices { examples[index].apiIDs = Self.uniqueInOrder(examples[index].apiIDs) }
        return entries.sorted { $0.id < $1.id }
    }

    private static func uniqueSections(_ sections: [SectionReference]) -> [SectionReference] {
        var seen: Set<String> = []
        return sections.sorted().filter { seen.insert($0.file + "#" + $0.anchor).inserted }
    }

    private static func uniqueInOrder(_ ids: [String]) -> [String] {
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    /// Example ids are `file:line`; order by file, then numerically by line.
    private static func exampleOrder(_ lhs: String, _ rhs: String) -> Bool {
        func parts(_ id: String) -> (String, Int) {
            guard let colon = id.lastIndex(of: ":") else { return (id, 0) }
            return (String(id[..<colon]), Int(id[id.index(after: colon)...]) ?? 0)
        }
        return parts(lhs) < parts(rhs)
    }
}
