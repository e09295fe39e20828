/// A symbol spelling taken apart for matching, lowercased: `NavigationSplitView(columnVisibility:)`
/// gives owner `navigationsplitview`, base `init`, labels `[columnvisibility]`.
///
/// Search keeps its own small parser (rather than `SymbolName`, which needs SwiftSyntax) because
/// the page's engine, built from this module, must take ids and queries apart too;
/// docs/search-ranking.md states the rules.
package struct SymbolSpelling: Sendable, Equatable {
    /// Everything before the last dot, lowercased, or nil.
    package var owner: String?
    /// The name without owner or labels, lowercased.
    package var base: String
    /// The argument labels, lowercased (`_` kept), or nil when the spelling has no parentheses.
    var labels: [String]?

    /// Parses `spelling`: a leading dot is dropped; inside the first parentheses each colon ends a
    /// label, the last word before it (spaces and commas separate words); the rest splits at
    /// dots into owner and base. A
    /// capitalised base with parentheses and no owner is an initializer of that type.
    package init(_ spelling: String) {
        var text = Substring(spelling)
        if text.hasPrefix(".") { text = text.dropFirst() }
        var labels: [String]?
        if let open = text.firstIndex(of: "(") {
            var inside = text[text.index(after: open)...]
            if let close = inside.firstIndex(of: ")") { inside = inside[..<close] }
            // A label is the last word before a colon: `item: $editing, onDismiss: reset` has
            // labels item and onDismiss; what follows the last colon is an argument.
            labels = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { segment in
                let word = segment.split(whereSeparator: { $0 == " " || $0 == "," }).last.map(String.init) ?? ""
                return TextTokenizer.lowercased(word)
            }.filter { !$0.isEmpty }
            text = text[..<open]
        }
        let path = text.split(separator: ".")
        var base = path.last.map(String.init) ?? ""
        var owner = path.count > 1 ? path.dropLast().joined(separator: ".") : nil
        if labels != nil, owner == nil, let first = base.unicodeScalars.first, ("A"..."Z").contains(first) {
            owner = base
            base = "init"
        }
        self.owner = owner.map { TextTokenizer.lowercased($0) }
        self.base = TextTokenizer.lowercased(base)
        self.labels = labels
    }

    /// Whether a query spelling (`self`) can name `other`: same base, owner equal to or ending
    /// `other`'s when given, and labels found in order among `other`'s.
    func canName(_ other: SymbolSpelling) -> Bool {
        guard base == other.base else { return false }
        if let owner {
            guard let otherOwner = other.owner, otherOwner == owner || otherOwner.hasSuffix("." + owner) else { return false }
        }
        guard let labels else { return true }
        guard let otherLabels = other.labels else { return false }
        var position = 0
        for label in labels {
            guard let found = otherLabels[position...].firstIndex(of: label) else { return false }
            position = found + 1
        }
        return true
    }

    /// The owner's last component (`navigationpath` for `navigationpath.codablerepresentation`).
    var ownerLastComponent: String? {
        owner.map { String($0.split(separator: ".").last ?? Substring($0)) }
    }
}
