/// Finds which API a spelling names, preferring exact names, then members of the surrounding
/// entry, then the shortest signature, so the same spelling always resolves the same way.
///
/// A bare member that several types have (`.automatic`: a column visibility, a split-view
/// style, a presentation sizing, …) names the one its surroundings are about: the entry it is
/// written in, then the types the other code spans of its sentence, then of its block, name or
/// take (`presentationSizing(_:)` takes a `PresentationSizing`), and a kind word after it ("the
/// `.sheet` modifier"). Where nothing decides, it is ambiguous: never the alphabetically first.
struct SymbolResolver: Sendable {
    /// What resolution reads of an API; the cached API reference keeps just this for every API.
    struct Candidate: Sendable, Codable, Equatable {
        var id: String
        var name: String
        var symbol: SymbolName
        var parentID: String?
        var isDocumented: Bool
        var kind: APIKind = .member
        /// The type names its declaration uses (`PresentationSizing` in `presentationSizing(_ sizing: some PresentationSizing)`).
        var declaredTypes: [String] = []

        /// The type whose member it is, "" for a top-level API.
        var ownerKey: String { symbol.owner ?? "" }
        /// Whether it is a type or protocol (a name like `PresentationSizing`, with no labels).
        var isType: Bool {
            [.type, .protocol].contains(kind) || (symbol.labels == nil && symbol.owner == nil && symbol.base.first?.isUppercase == true)
        }
    }

    /// What a spelling names.
    enum Resolution: Sendable, Equatable {
        /// One API.
        case api(String)
        /// Several APIs of different types, which nothing around the spelling tells apart.
        case ambiguous([String])
        /// A member of a type the surroundings name but the index does not document (`.automatic`
        /// beside `Visibility`): none of the candidates, and nothing to infer.
        case undocumentedType
        /// Nothing.
        case none

        /// The API, when there is exactly one.
        var id: String? {
            if case .api(let id) = self { return id }
            return nil
        }
    }

    private let entriesByBase: [String: [Candidate]]
    /// The same entries keyed by `Owner.base`, so `Type(label:)` looks only at that type's initializers.
    private let entriesByOwnerAndBase: [String: [Candidate]]
    private let entriesByID: [String: Candidate]
    /// Types by their id lowercased, as Apple's addresses spell them.
    private let typesByLowercasedID: [String: Candidate]

    /// Indexes `entries` by base name, and by owner and base name.
    init(entries: [APIEntry]) {
        self.init(candidates: entries.map(Candidate.init))
    }

    /// Indexes `candidates` by base name, and by owner and base name.
    init(candidates: [Candidate]) {
        entriesByBase = Dictionary(grouping: candidates, by: \.symbol.base)
        entriesByOwnerAndBase = Dictionary(grouping: candidates.filter { $0.symbol.owner != nil }) {
            $0.symbol.owner! + "." + $0.symbol.base
        }
        entriesByID = Dictionary(candidates.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        typesByLowercasedID = Dictionary(
            candidates.filter(\.isType).map { ($0.id.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The id of the API `spelling` names, or nil when none (or several) match.
    /// - Parameter contextEntryID: the entry whose section holds the spelling, if any.
    func resolve(_ spelling: String, contextEntryID: String? = nil) -> String? {
        SymbolName(parsing: spelling).flatMap { resolve($0, contextEntryID: contextEntryID) }
    }

    /// The id of the API an already-parsed name names, or nil when none (or several) match.
    func resolve(_ name: SymbolName, contextEntryID: String? = nil) -> String? {
        resolution(name, contextEntryID: contextEntryID).id
    }

    /// What `name` names, written in the section of `contextEntryID` amid `surroundings`.
    func resolution(_ name: SymbolName, contextEntryID: String?, surroundings: SpanContext = SpanContext()) -> Resolution {
        let sameName = name.owner.map { entriesByOwnerAndBase[$0 + "." + name.base] ?? [] } ?? entriesByBase[name.base] ?? []
        // `NavigationPath()` passes no argument, so it cannot be `init(_:)`, which takes one.
        let isEmptyInitializerCall = name.base == "init" && name.labels == []
        var candidates = sameName.filter { name.canName($0.symbol) && !(isEmptyInitializerCall && $0.symbol.labels?.isEmpty == false) }
        guard !candidates.isEmpty else { return .none }
        // "the `.sheet` modifier": the word after the span names the kind meant.
        if let kind = surroundings.nextWord.flatMap(Self.kind(named:)) {
            let ofKind = candidates.filter { $0.kind == kind }
            if !ofKind.isEmpty { candidates = ofKind }
        }
        let context = contextEntryID.flatMap { id in candidates.first { $0.id == id }?.id ?? id }
        let contextOwners = contextEntryID.map(owners(suggestedBy:)) ?? []
        let ranks = candidates.map { rank($0, name, context, contextOwners) }
        let best = ranks.min()!
        let tied = zip(candidates, ranks).filter { $0.1 == best }.map(\.0)
        if Set(tied.map(\.ownerKey)).count == 1 { return .api(tied.map(\.id).min()!) }
        let tiedOwners = Set(tied.map { $0.ownerKey.lowercased() })
        // Members of several types: the sentence decides, then the block.
        for (level, hints) in [surroundings.sentence, surroundings.block].enumerated() where !hints.isEmpty {
            let owners = hints.reduce(into: Set<String>()) { $0.formUnion(self.owners(suggestedBy: $1)) }
            let kept = tied.filter { owners.contains($0.ownerKey) }
            if !kept.isEmpty, Set(kept.map(\.ownerKey)).count == 1 { return .api(kept.map(\.id).min()!) }
            // Members listed with it (`.automatic`, `.sidebarAdaptable` and `.tabBarOnly`) are
            // members of one type: when that type is none of the candidates', the span names its
            // undocumented member, whatever type a later clause or the block mentions.
            let listedWith = Set(hints.filter { $0.hasPrefix(".") }.compactMap(memberOwner(of:)).map { $0.lowercased() })
            if level == 0, !listedWith.isEmpty, listedWith.isDisjoint(with: tiedOwners) { return .undocumentedType }
        }
        // The sentence is about a type none of them belongs to (`Visibility`, whose `.automatic`
        // the reference does not document): the span names that type's member, so nothing here.
        let namedTypes = surroundings.sentence.compactMap(Self.typeNamed(by:))
        if namedTypes.contains(where: { !tiedOwners.contains($0.lowercased()) }) { return .undocumentedType }
        return .ambiguous(tied.map(\.id).sorted())
    }

    /// Lower is better: exact spelling, then belonging with the context, then documented, then
    /// fewer labels. Candidates that tie on all four are told apart by their surroundings.
    private func rank(_ entry: Candidate, _ name: SymbolName, _ context: String?, _ contextOwners: Set<String>) -> Int {
        let isExact = entry.symbol == name || entry.name == name.spelling
        let sharesContext =
            context.map { entry.id == $0 || entry.symbol.owner == $0 || entry.parentID == $0 || isSibling(entry, of: $0) } ?? false
        let takenByContext = entry.symbol.owner.map(contextOwners.contains) ?? false
        // One number, most significant first: exact, context (own, then a type it takes), documented, labels.
        return (isExact ? 0 : 1) * 1_000_000 + (sharesContext ? 0 : (takenByContext ? 1 : 2)) * 100_000
            + (entry.isDocumented ? 0 : 1) * 10_000 + min(entry.symbol.labels?.count ?? 0, 9_999)
    }

    private func isSibling(_ entry: Candidate, of contextID: String) -> Bool {
        guard let owner = entry.symbol.owner else { return false }
        return contextID.hasPrefix(owner + ".")
    }

    /// The type a hint names outright: a type's name (`Visibility`), or the type of an Apple address.
    private static func typeNamed(by hint: String) -> String? {
        if hint.hasPrefix(SpanContext.appleTypePrefix) { return String(hint.dropFirst(SpanContext.appleTypePrefix.count)) }
        guard let name = SymbolName(parsing: hint), name.labels == nil, name.owner == nil, name.base.first?.isUppercase == true
        else { return nil }
        return name.base
    }

    /// The types a spelling or an id points to: itself when it is a type, its owner when it is a
    /// member, and the types its declaration uses. A spelling that is itself ambiguous suggests none.
    private func owners(suggestedBy spellingOrID: String) -> Set<String> {
        if spellingOrID.hasPrefix(SpanContext.appleTypePrefix) {
            let type = typesByLowercasedID[String(spellingOrID.dropFirst(SpanContext.appleTypePrefix.count))]
            return type.map { [$0.id] } ?? []
        }
        let found =
            entriesByID[spellingOrID]
            ?? SymbolName(parsing: spellingOrID).flatMap { name in
                let matches = (name.owner.map { entriesByOwnerAndBase[$0 + "." + name.base] ?? [] } ?? entriesByBase[name.base] ?? [])
                    .filter { name.canName($0.symbol) }
                return Set(matches.map(\.ownerKey)).count == 1 ? matches.first : nil
            }
        guard let found else { return [] }
        var owners = Set(found.declaredTypes)
        if found.isType { owners.insert(found.id) }
        if let owner = found.symbol.owner { owners.insert(owner) }
        return owners
    }

    /// The one type whose member an implicit-member spelling (`.sidebarAdaptable`) names, if
    /// it names members of one type only.
    private func memberOwner(of spelling: String) -> String? {
        guard let name = SymbolName(parsing: spelling) else { return nil }
        let owners = Set((entriesByBase[name.base] ?? []).filter { name.canName($0.symbol) }.compactMap(\.symbol.owner))
        return owners.count == 1 ? owners.first : nil
    }

    /// The kind a word after a span names ("modifier", "initializer", "type", …).
    static func kind(named word: String) -> APIKind? {
        switch word {
        case "modifier", "modifiers": .modifier
        case "initializer", "initializers": .initializer
        case "type", "types", "structure", "enumeration": .type
        case "protocol": .protocol
        case "property", "properties": .property
        case "case", "cases": .case
        case "method": .method
        default: nil
        }
    }
}

/// Groups inferred spellings into families: `.sheet(item:)` and `sheet(item:content:)` are one API,
/// named by the longest signature.
enum FamilyBuilder {
    /// Families keyed by canonical name, each with the spellings that joined it.
    static func families(of names: [SymbolName]) -> [(canonical: SymbolName, members: [SymbolName])] {
        let ordered = Set(names).sorted { lhs, rhs in
            let left = (-(lhs.labels?.count ?? -1), lhs.owner == nil ? 1 : 0, lhs.spelling)
            let right = (-(rhs.labels?.count ?? -1), rhs.owner == nil ? 1 : 0, rhs.spelling)
            return left < right
        }
        var families: [(canonical: SymbolName, members: [SymbolName])] = []
        // Only families with the same base name can take a spelling; looking only there keeps this linear.
        var familiesByBase: [String: [Int]] = [:]
        for name in ordered {
            let sameBase = familiesByBase[name.base] ?? []
            if let index = sameBase.first(where: { name.canName(families[$0].canonical) }) {
                families[index].members.append(name)
            } else {
                familiesByBase[name.base, default: []].append(families.count)
                families.append((name, [name]))
            }
        }
        return families
    }
}

extension SymbolResolver.Candidate {
    /// What resolution reads of `entry` (an extension, so the memberwise initializer stays).
    init(_ entry: APIEntry) {
        self.init(
            id: entry.id, name: entry.name, symbol: entry.symbol, parentID: entry.parentID, isDocumented: entry.isDocumented,
            kind: entry.kind, declaredTypes: entry.declaration.map(Self.typeNames(in:)) ?? [])
    }

    /// The capitalised identifiers of a declaration (its types and generic parameters).
    static func typeNames(in declaration: String) -> [String] {
        var names: [String] = []
        var word = ""
        for character in declaration + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if word.first?.isUppercase == true, !names.contains(word) { names.append(word) }
            word = ""
        }
        return names
    }
}
