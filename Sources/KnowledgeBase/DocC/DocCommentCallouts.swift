import PanesMarkdown

/// The callouts of a Swift doc comment, taken out of its discussion as DocC takes them:
/// `- Parameters:` (a nested `- name: description` list), `- Parameter name: description` and
/// `- Returns:` fill the entry's fields, read by the same rows a field list is read by
/// (`EntryFields.fields`), so a symbol page shows them as its Parameters and Return value; an
/// item naming one of DocC's aside kinds (`- Note:`, `- Precondition:`, `- Throws:`) becomes that
/// aside. Any other list item stays where it is.
enum DocCommentCallouts {
    /// `discussion` without its callouts, which go into `fields`; asides follow the list they
    /// were items of.
    static func apply(to discussion: [MarkdownNode], fields: inout EntryFields) -> [MarkdownNode] {
        var blocks: [MarkdownNode] = []
        for block in discussion {
            guard case .list(isOrdered: false, _, _) = block.kind else {
                blocks.append(block)
                continue
            }
            var kept = block
            kept.children = []
            var asides: [MarkdownNode] = []
            for item in block.children {
                guard let (name, value) = EntryFields.splitField(item) else {
                    kept.children.append(item)
                    continue
                }
                let lowered = name.lowercased()
                if lowered == "parameters" || lowered == "returns", let field = EntryFields.field(named: name) {
                    // A malformed callout is still the author's text: it stays in the discussion.
                    var read = fields
                    if field.read(EntryFields.Item(node: item, value: value), &read).isEmpty {
                        fields = read
                    } else {
                        kept.children.append(item)
                    }
                } else if lowered.hasPrefix("parameter "), !value.isEmpty {
                    let parameter = name.dropFirst("parameter ".count).trimmingWhitespace()
                    fields.parameters.append(Parameter(name: parameter, summary: value))
                } else if DocCAside.kinds.contains(where: { $0.lowercased() == lowered }) {
                    asides.append(MarkdownNode(kind: .blockQuote, children: item.children, position: item.position))
                } else {
                    kept.children.append(item)
                }
            }
            if !kept.children.isEmpty { blocks.append(kept) }
            blocks += asides
        }
        return blocks
    }
}
