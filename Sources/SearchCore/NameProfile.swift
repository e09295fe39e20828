/// What the name rules compare a query with, derived from an API's id, name and aliases (the
/// three fields the core part carries for each API).
struct NameProfile: Sendable {
    /// The lowercased id.
    var idKey: String
    /// The lowercased name.
    var nameKey: String
    /// Aliases lowercased, leading dot dropped, except those that are just the base name.
    var aliasKeys: [String]
    /// The id taken apart.
    var symbol: SymbolSpelling
    /// The base as the id writes it, case kept (`navigationSplitViewStyle`, `NavigationSplitViewStyle`).
    var caseBase: String
    /// Camel-case words of the id before its parentheses, in order (owner words, then base words).
    var camelWords: [String]
    /// Stemmed words that name the symbol: camel words, the whole base and the owner's last component.
    var nameWords: Set<String>
    /// Stemmed argument labels (not `_`) and their camel words.
    var labelWords: Set<String>
    /// The stemmed word a query uses for the API as a whole: the base of a top-level symbol
    /// (`inspector`), the type of an initializer (`navigationlink`); nil for other members.
    var wholeWord: String?

    /// Builds the profile of an API.
    init(id: String, name: String, aliases: [String]) {
        idKey = TextTokenizer.lowercased(id)
        nameKey = TextTokenizer.lowercased(name)
        let symbol = SymbolSpelling(id)
        self.symbol = symbol
        var aliasKeys = aliases.map { TextTokenizer.lowercased($0.hasPrefix(".") ? String($0.dropFirst()) : $0) }
        // `.popover` is just the implicit-member spelling of `PresentationAdaptation.popover`;
        // the bare-base rule (with its member penalty) covers it, not the exact-alias rule.
        aliasKeys.removeAll { $0 == symbol.base }
        self.aliasKeys = aliasKeys
        let beforeParentheses = id.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? id
        caseBase = beforeParentheses.split(separator: ".").last.map(String.init) ?? beforeParentheses
        camelWords = TextTokenizer.camelWords(beforeParentheses)
        var words = Set(camelWords.map(TextTokenizer.stem))
        words.insert(TextTokenizer.stem(symbol.base))
        if let owner = symbol.ownerLastComponent { words.insert(TextTokenizer.stem(owner)) }
        nameWords = words
        if symbol.owner == nil {
            wholeWord = TextTokenizer.stem(symbol.base)
        } else if symbol.base == "init" {
            wholeWord = symbol.ownerLastComponent.map(TextTokenizer.stem)
        }
        var labels = Set<String>()
        for label in symbol.labels ?? [] where label != "_" {
            labels.insert(TextTokenizer.stem(label))
        }
        // Camel words of labels need the original case, so take them from the id itself.
        if let open = id.firstIndex(of: "(") {
            for word in TextTokenizer.camelWords(String(id[open...])) { labels.insert(TextTokenizer.stem(word)) }
        }
        labelWords = labels
    }
}
