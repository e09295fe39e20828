import KnowledgeBase
import SwiftCode

/// The documented declarations arranged as an interface needs them: a documented type holds its
/// documented members in its own body (enum cases and a property wrapper's `wrappedValue` can live
/// nowhere else); a protocol's members, and members of a type the reference does not declare, go
/// in extensions; a modifier goes in an extension of the protocol its result conforms to (`View`
/// for `-> some View`), an environment value in one of `EnvironmentValues`. Declarations are not
/// indented, so a compiler's column in one is its column in the `Declaration:` code span, give or
/// take what `SwiftDeclaration.insertions` added.
struct InterfaceTree {
    /// One documented declaration.
    struct Node {
        var entry: APIEntry
        var declaration: SwiftDeclaration
        /// The `#sourceLocation` line that points the compiler at the `Declaration:` field.
        var sourceLocation: String
    }

    /// Every declaration, in the order added (the knowledge base's id order).
    private(set) var nodes: [Node] = []

    /// Adds a declaration.
    mutating func add(_ node: Node) {
        nodes.append(node)
    }

    /// The interface text of every declaration.
    func render() -> String {
        let typeIDs = Set(nodes.filter { $0.declaration.introducer.declaresType && !isProtocol($0) }.map(\.entry.id))
        var placed: Set<String> = []
        var text = ""
        // Types whose parent is not itself a documented type are the roots; the rest nest.
        for node in nodes where node.declaration.introducer.declaresType {
            if let parent = node.entry.parentID, typeIDs.contains(parent) { continue }
            text += render(node, typeIDs: typeIDs, placed: &placed, indent: "")
        }
        // A conformance that holds only when the type's parameters allow it (Apple's "Conforms
        // when …": `TabContent where Value : Hashable`) is an extension of its own.
        for node in nodes where node.declaration.introducer.declaresType {
            for conformance in node.entry.conformances where Self.isConditional(conformance) {
                text += node.sourceLocation + "\nextension \(node.entry.id) : \(conformance) {}\n#sourceLocation()\n"
            }
        }
        var extensions: [String: [Node]] = [:]
        var extensionOrder: [String] = []
        for node in nodes where !placed.contains(node.entry.id) {
            let host = extensionHost(of: node)
            if extensions[host] == nil { extensionOrder.append(host) }
            extensions[host, default: []].append(node)
        }
        for host in extensionOrder {
            let members = extensions[host] ?? []
            guard host != "" else {
                text += members.map { located($0, indent: "") }.joined()
                continue
            }
            text += "extension \(host) {\n" + members.map { located($0, indent: "") }.joined() + "}\n"
        }
        return text
    }

    /// A type's declaration with its members in its body, nested types recursively.
    private func render(_ node: Node, typeIDs: Set<String>, placed: inout Set<String>, indent: String) -> String {
        placed.insert(node.entry.id)
        guard !isProtocol(node) else {
            // Its requirements are not documented; its members go in extensions.
            return node.sourceLocation + "\n" + indent + declarationText(node) + " {}\n#sourceLocation()\n"
        }
        var body = ""
        for member in nodes where member.entry.parentID == node.entry.id {
            if member.declaration.introducer.declaresType, !isProtocol(member) {
                body += render(member, typeIDs: typeIDs, placed: &placed, indent: indent)
            } else if !isProtocol(member) {
                placed.insert(member.entry.id)
                body += located(member, indent: indent)
            }
        }
        return node.sourceLocation + "\n" + indent + declarationText(node) + " {\n#sourceLocation()\n" + body + indent + "}\n"
    }

    /// One declaration with its `#sourceLocation`, on lines of its own.
    private func located(_ node: Node, indent: String) -> String {
        node.sourceLocation + "\n" + indent + declarationText(node) + "\n#sourceLocation()\n"
    }

    /// The declaration made public, with the conformances that always hold.
    private func declarationText(_ node: Node) -> String {
        node.declaration.publicText(addingConformances: Self.addedConformances(of: node.entry))
    }

    /// The conformances added to a type's own declaration (the conditional ones are extensions).
    static func addedConformances(of entry: APIEntry) -> [String] {
        entry.conformances.filter { !isConditional($0) }
    }

    /// Whether a `Conforms to:` item holds only under a condition (`TabContent where Value : Hashable`).
    static func isConditional(_ conformance: String) -> Bool {
        conformance.contains(" where ")
    }

    private func isProtocol(_ node: Node) -> Bool {
        node.declaration.introducer == .protocol
    }

    /// What a declaration not placed in a type's body extends: its parent (a protocol's static
    /// member of a concrete type, `static var automatic: AutomaticNavigationSplitViewStyle`, in
    /// `extension P where Self == AutomaticNavigationSplitViewStyle`, as SwiftUI declares them),
    /// the protocol a modifier's result conforms to, `EnvironmentValues` for an environment value;
    /// "" for a top-level declaration.
    private func extensionHost(of node: Node) -> String {
        let declaration = node.declaration
        if let parent = node.entry.parentID {
            let isProtocolParent = nodes.contains { $0.entry.id == parent && isProtocol($0) }
            if isProtocolParent, declaration.isStatic, let type = declaration.resultType, type != "Self",
                declaration.opaqueResultProtocol == nil, declaration.introducer == .var || declaration.introducer == .let
            {
                return "\(parent) where Self == \(type)"
            }
            return parent
        }
        switch node.entry.kind {
        case .environmentValue: return "EnvironmentValues"
        case .modifier: return declaration.opaqueResultProtocol ?? "View"
        default: return ""
        }
    }
}
