/// Finds which API a spelling names, preferring exact names, then members of the surrounding
/// entry, then the shortest signature, so the same spelling always resolves the same way.
struct SymbolResolver: Sendable {
    /// What resolution reads of an API; the cached API reference keeps just this for every API.
    struct Candidate: Sendable, Codable, Equatable {
        var id: String
        var name: String
        var symbol: SymbolName
        var parentID: String?
        var isDocumented: Bool
    }

    private let entriesByBase: [String: [Candidate]]
    /// The same entries keyed by `Owner.base`, so `Type(label:)` looks only at that type's initializers.
    private let entriesByOwnerAndBase: [String: [Candidate]]

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
    }

    /// The id of the API `spelling` names, or nil when none matches.
    /// - Parameter contextEntryID: the entry whose section holds the spelling, if any.
    func resolve(_ spelling: String, contextEntryID: String? = nil) -> String? {
        SymbolName(parsing: spelling).flatMap { resolve($0, contextEntryID: contextEntryID) }
    }

    /// The id of the API an already-parsed name names, or nil when none matches.
    func resolve(_ name: SymbolName, contextEntryID: String? = nil) -> String? {
        let sameName = name.owner.map { entriesByOwnerAndBase[$0 + "." + name.base] ?? [] } ?? entriesByBase[name.base] ?? []
        let candidates = sameName.filter { name.canName($0.symbol) }
        guard !candidates.isEmpty else { return nil }
        let context = contextEntryID.flatMap { id in candidates.first { $0.id == id }?.id ?? id }
        return candidates.min { rank($0, name, context) < rank($1, name, context) }?.id
    }

    /// Lower is better: exact spelling, then same owner as the context, then documented, then fewer labels.
    private func rank(_ entry: Candidate, _ name: SymbolName, _ context: String?) -> (Int, Int, Int, Int, String) {
        let isExact = entry.symbol == name || entry.name == name.spelling
        let sharesContext =
            context.map { entry.id == $0 || entry.symbol.owner == $0 || entry.parentID == $0 || isSibling(entry, of: $0) } ?? false
        return (isExact ? 0 : 1, sharesContext ? 0 : 1, entry.isDocumented ? 0 : 1, entry.symbol.labels?.count ?? 0, entry.id)
    }

    private func isSibling(_ entry: Candidate, of contextID: String) -> Bool {
        guard let owner = entry.symbol.owner else { return false }
        return contextID.hasPrefix(owner + ".")
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
        self.init(id: entry.id, name: entry.name, symbol: entry.symbol, parentID: entry.parentID, isDocumented: entry.isDocumented)
    }
}
