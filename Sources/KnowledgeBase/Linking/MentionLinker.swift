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
    /// - Parameter excluded: names the content's code, the model library and the toolchain
    ///   declare, which are never inferred as APIs.
    mutating func link(excluded: ExcludedNames, diagnostics: inout [Diagnostic]) {
        let typesNamedInProse = Self.typesNamedInProse(mentions)
        // Each mention is looked up on its own, so the lookups run on every core, in slices
        // large enough that handing them out costs little.
        let mentions = mentions
        let resolver = resolver
        let slices = stride(from: 0, to: mentions.count, by: 4096).map { $0..<min($0 + 4096, mentions.count) }
        let lookups = ParallelMap.map(slices) { slice in
            slice.map { index in
                Self.lookUp(mentions[index], resolver: resolver, excluded: excluded, typesNamedInProse: typesNamedInProse)
            }
        }
        var demandedButMissing: [Int] = []
        for (index, lookup) in zip(mentions.indices, lookups.joined()) {
            switch lookup {
            case .resolved(let id): resolved.append((index, id))
            case .demandedButMissing: demandedButMissing.append(index)
            case .inferable(let name): unresolved.append((index, name))
            case .ambiguous(let ids):
                let mention = mentions[index]
                // Only a reference's code spans link; DocC's code voice is only code.
                guard mention.origin.isProse, mention.dialect == .reference else { continue }
                diagnostics.append(
                    .warning(
                        "`\(mention.spelling)` could name \(ids.joined(separator: ", ")); nothing around it says which, so it is not linked: write the type (`\(ids[0])`) or name it in the sentence",
                        file: mention.file, line: mention.line, column: mention.column))
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
                .warning(
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
        /// Members of several types that nothing around the spelling tells apart.
        case ambiguous([String])
        /// Not a symbol, or one the content, the model or the toolchain declares.
        case ignored
    }

    private static func lookUp(
        _ mention: Mention, resolver: SymbolResolver, excluded: ExcludedNames, typesNamedInProse: Set<String>
    ) -> Lookup {
        if case .resolvedLink(let id) = mention.origin { return .resolved(id) }
        guard let mentionName = mention.name else { return .ignored }
        switch resolver.resolution(mentionName, contextEntryID: mention.contextEntryID, surroundings: mention.context) {
        case .api(let id): return .resolved(id)
        case .ambiguous(let ids): return .ambiguous(ids)
        case .undocumentedType: return .ignored
        case .none: break
        }
        // A demanded link may point at an API that other mentions establish, never at itself.
        if case .demandedLink = mention.origin { return .demandedButMissing }
        guard mention.dialect == .reference,
            let candidate = SymbolName.apiCandidate(mentionName, spelling: mention.spelling, isProse: mention.origin.isProse),
            let name = qualified(candidate, contextEntryID: mention.contextEntryID),
            !excluded.excludes(name, chainRoot: mention.origin.chainRoot),
            isEvidence(mention, for: name, typesNamedInProse: typesNamedInProse)
        else { return .ignored }
        return .inferable(name)
    }

    /// An unqualified initializer (`init(destination:label:)`) belongs to the type of the entry
    /// it is written in; with no entry around it names nothing.
    private static func qualified(_ name: SymbolName, contextEntryID: String?) -> SymbolName? {
        guard name.base == "init", name.owner == nil else { return name }
        guard let context = contextEntryID.flatMap(SymbolName.init(parsing:)) else { return nil }
        var qualified = name
        qualified.owner = context.labels == nil && context.base.first?.isUppercase == true ? context.spelling : context.owner
        return qualified.owner == nil ? nil : qualified
    }

    /// Whether a mention is evidence that the references treat `name` as an API: prose always is
    /// (a code span, a heading); in a SwiftUI sample (illustrative or type-checked), a modifier
    /// applied to a view is, and an initializer call is when the prose names its type too. Model
    /// code (runnable blocks) and implicit members (too often the example's own enum cases) are not.
    private static func isEvidence(_ mention: Mention, for name: SymbolName, typesNamedInProse: Set<String>) -> Bool {
        guard case .swiftBlock(_, let isModelCode, let form, _) = mention.origin else { return true }
        switch form {
        case _ where isModelCode: return false
        case .implicitMember: return false
        case .modifierCall: return true
        case .initializerCall: return name.owner.map(typesNamedInProse.contains) ?? false
        }
    }

    /// Type names that some code span in prose mentions (`NavigationSplitView`, `List(selection:)`).
    private static func typesNamedInProse(_ mentions: [Mention]) -> Set<String> {
        var names: Set<String> = []
        // Indexing reads single fields; `for mention in` copied every field of every mention.
        for index in mentions.indices where mentions[index].origin.isProse {
            guard let name = mentions[index].name else { continue }
            if let owner = name.owner?.split(separator: ".").first { names.insert(String(owner)) }
            if name.base.first?.isUppercase == true { names.insert(name.base) }
        }
        return names
    }

    /// Turns unresolved API-looking spellings into inferred entries, one per family, each with
    /// the evidence it was inferred from and the kind that evidence suggests, and returns them.
    private mutating func inferFamilies() -> [APIEntry] {
        let families = FamilyBuilder.families(of: unresolved.map(\.name))
        let mentions = mentions
        let place = { (index: Int) in (mentions[index].file, mentions[index].line) }
        var mentionsOf: [SymbolName: [Int]] = [:]
        for (index, name) in unresolved { mentionsOf[name, default: []].append(index) }
        var familyOf: [SymbolName: String] = [:]
        var inferred: [APIEntry] = []
        for family in families {
            let indices = family.members.flatMap { mentionsOf[$0] ?? [] }
            let (file, line) = indices.map(place).min { $0 < $1 }!
            var entry = APIEntry(
                symbol: family.canonical, name: DocumentExtractor.displayName(family.canonical),
                kind: inferredKind(family.canonical, spellings: indices.map { mentions[$0] }), isDocumented: false,
                source: SourceLocation(file: file, line: line), anchor: nil, parentID: nil)
            entry.evidence = Array(Set(indices.map { mentions[$0].origin.evidence })).sorted()
            inferred.append(entry)
            for member in family.members { familyOf[member] = entry.id }
        }
        entries += inferred
        resolved += unresolved.compactMap { item in familyOf[item.name].map { (item.mention, $0) } }
        return inferred
    }

    /// The kind the references' use suggests: a modifier when some block applies it to a view,
    /// the prose writes `.name(label:)`, or a documented modifier has the same name (another
    /// overload); a method or property when written with its type; a function when called alone
    /// (`easeIn(duration:)`); an initializer, a type or a member.
    func inferredKind(_ name: SymbolName, spellings mentions: [Mention]) -> APIKind {
        if name.base == "init" { return .initializer }
        let appliedToView = mentions.contains { mention in
            if case .swiftBlock(_, _, .modifierCall, _) = mention.origin { return true }
            return mention.origin.isProse && mention.spelling.hasPrefix(".") && mention.name?.labels != nil
        }
        let overloadsAModifier =
            name.owner == nil && name.labels != nil
            && entries.contains { $0.isDocumented && $0.kind == .modifier && $0.symbol.base == name.base && $0.symbol.owner == nil }
        if appliedToView || overloadsAModifier { return .modifier }
        if name.labels != nil { return name.owner == nil ? .function : .method }
        if name.base.first?.isUppercase == true { return .type }
        return name.owner == nil ? .member : .property
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
            if case .swiftBlock(let exampleID, _, _, _) = mentions[mentionIndex].origin, let exampleSlot = exampleIndex[exampleID] {
                examples[exampleSlot].apiIDs.append(id)
                entries[index].examples.append(exampleID)
            }
        }
        for example in examples {
            if let entryID = example.entryID, let index = indexByID[entryID] { entries[index].examples.append(example.id) }
        }
        for index in entries.indices {
            // The fields that name other APIs hold their ids from here on.
            let source = entries[index].source
            entries[index].fields.resolveNamedAPIs { spelling, field in
                if let id = resolver.resolve(spelling) { return id }
                diagnostics.append(
                    .warning(
                        "\(field) names `\(spelling)`, which has no entry; fix the spelling or add an entry",
                        file: source.file, line: source.line))
                return spelling
            }
            entries[index].aliases = Array(Set(entries[index].aliases)).sorted()
            entries[index].mentionedIn = Self.uniqueSections(entries[index].mentionedIn)
            entries[index].examples = Self.uniqueInOrder(entries[index].examples).sorted(by: Self.exampleOrder)
        }
        for index in examples.indices { examples[index].apiIDs = Self.uniqueInOrder(examples[index].apiIDs) }
        return entries.sorted { $0.id < $1.id }
    }

    /// The API each prose code span links to, by where the span is; "" for a span that names
    /// no API, or several that nothing tells apart (decided: no link).
    func codeSpanTargets() -> [CodeSpanKey: String] {
        var targets: [CodeSpanKey: String] = [:]
        for index in mentions.indices {
            guard let span = mentions[index].span else { continue }
            targets[CodeSpanKey(file: mentions[index].file, position: span)] = ""
        }
        for (index, id) in resolved {
            guard let span = mentions[index].span else { continue }
            targets[CodeSpanKey(file: mentions[index].file, position: span)] = id
        }
        return targets
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
