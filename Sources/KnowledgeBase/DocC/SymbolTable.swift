import Foundation
import PanesMarkdown

/// A catalog's symbol-graph symbols on their way to becoming APIs: each gets a node of the
/// hierarchy (by its path, under the module or the module it extends) and then an id that is
/// unique among its siblings the way DocC makes its URLs unique — the kind when kinds differ
/// (`markers-property`, `markers-type.property`), else the hash (`length(in:)-1ntpg`).
struct SymbolTable {
    private var symbols: [(symbol: SymbolGraph.Symbol, node: Int, graph: String)] = []
    /// The protocols each symbol conforms to (its graph's `conformsTo` relationships), by the
    /// symbol's precise identifier, as names: `Trail.Unit`'s `Hashable`.
    private var conformances: [String: [String]] = [:]
    /// The superclass of each class (`inheritsFrom`), by the class's precise identifier.
    private var superclasses: [String: [String]] = [:]
    /// The one extension block kept for each extended type (`Swift/String`), by its precise
    /// identifier: a package that extends `String` in six files has six blocks, and DocC shows
    /// one page for the type, with every block's members and conformances.
    private var extensionBlocks: [String: String] = [:]

    /// Adds every public symbol of one graph file to `hierarchy`, parents before members.
    /// A graph named `A@B.symbols.json` describes A's extensions of module B's types.
    mutating func add(_ file: Catalog.GraphFile, into hierarchy: inout DocCHierarchy) {
        let extendedModule = file.extendedModule
        let hidden: Set<String> = ["private", "fileprivate", "internal"]
        let defaultImplementations = Set((file.graph.relationships ?? []).filter { $0.kind == "defaultImplementationOf" }.map(\.source))
        let pathsByIdentifier = Dictionary(
            file.graph.symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) },
            uniquingKeysWith: { first, _ in first })
        for relationship in file.graph.relationships ?? [] where relationship.kind == "conformsTo" || relationship.kind == "inheritsFrom" {
            // Another module's type is named without its module, as DocC shows it.
            guard
                let name = pathsByIdentifier[relationship.target]
                    ?? relationship.targetFallback.map({ String($0.split(separator: ".").last ?? Substring($0)) }),
                !Self.implicitProtocols.contains(name)
            else { continue }
            if relationship.kind == "inheritsFrom" {
                superclasses[relationship.source, default: []].append(name)
                continue
            }
            let conditions = (relationship.swiftConstraints ?? []).filter { !Self.implicitProtocols.contains($0.rhs) }.map(\.text)
            let conformance = conditions.isEmpty ? name : name + " where " + conditions.joined(separator: ", ")
            conformances[relationship.source, default: []].append(conformance)
        }
        let ordered = file.graph.symbols.filter { !hidden.contains($0.accessLevel ?? "public") && !$0.pathComponents.isEmpty }
            .sorted { lhs, rhs in
                lhs.pathComponents.count != rhs.pathComponents.count
                    ? lhs.pathComponents.count < rhs.pathComponents.count
                    : lhs.pathComponents.lexicographicallyPrecedes(rhs.pathComponents)
            }
        for symbol in ordered {
            if symbol.kindName == "extension" {
                let key = (extendedModule ?? "") + "/" + symbol.pathComponents.joined(separator: "/")
                if let kept = extensionBlocks[key] {
                    conformances[kept, default: []] += conformances[symbol.identifier.precise, default: []]
                    continue
                }
                extensionBlocks[key] = symbol.identifier.precise
            }
            var facts = DocCHierarchy.SymbolFacts(
                kind: symbol.kindName, hash: DocCNames.hash(ofIdentifier: symbol.identifier.precise),
                parameterTypes: symbol.functionSignature?.parameters.map { $0.map(Self.typeName) },
                returnTypes: symbol.functionSignature?.returns.map { Self.returnTypes($0) }, declaration: symbol.declaration)
            facts.isDisfavored =
                defaultImplementations.contains(symbol.identifier.precise) || symbol.identifier.precise.contains("::SYNTHESIZED::")
            let node = hierarchy.addSymbol(components: symbol.pathComponents, extendedModule: extendedModule, facts: facts, page: nil)
            symbols.append((symbol, node, file.path))
        }
    }

    /// DocC's kind for a module the catalog's graphs extend (its page lists the extended types).
    static let extendedModuleKind = "Extended Module"

    /// Protocols every type conforms to unless it opts out (`~Copyable`): a graph lists them
    /// for each type and each generic condition, and a reader learns nothing from them.
    static let implicitProtocols: Set<String> = ["Copyable", "Escapable"]

    /// The APIs, with ids made unique and pages set on their nodes.
    mutating func entries(of hierarchy: inout DocCHierarchy, catalog: String, takenIDs: inout Set<String>) -> [APIEntry] {
        var entries: [APIEntry] = []
        var idByNode: [Int: String] = [:]
        // The modules a catalog's graphs extend, and the types extended in them, get pages of
        // their own, as DocC gives them (an "Extended Modules" group): without them, every
        // member a package adds to `Swift.Bool` was a top-level symbol of its own.
        for (module, moduleNode) in hierarchy.modules.sorted(by: { $0.key < $1.key }) where moduleNode != hierarchy.root {
            guard let graph = symbols.first(where: { hierarchy.isDescendant($0.node, of: moduleNode) })?.graph else { continue }
            func extended(_ node: Int, name: String, owner: String?, parentID: String?, kind: String) {
                let id = Self.unique(owner.map { $0 + "." + name } ?? name, module: hierarchy.rootName, takenIDs: &takenIDs)
                var entry = APIEntry(
                    symbol: SymbolName(owner: owner, base: name, labels: nil), name: name, kind: .type, isDocumented: true,
                    source: SourceLocation(file: graph, line: 1), anchor: nil, parentID: parentID, id: id)
                entry.catalog = catalog
                entry.kindDisplayName = kind
                idByNode[node] = id
                hierarchy.setPage(.api(id), anchors: [], of: node)
                entries.append(entry)
            }
            extended(moduleNode, name: module, owner: nil, parentID: nil, kind: Self.extendedModuleKind)
            for (name, nodes) in hierarchy.nodes[moduleNode].children.sorted(by: { $0.key < $1.key }) {
                // A graph with extension blocks (`swift.extension`) gives the extended type a
                // symbol of its own, whose entry is made below; only a bare step needs one here.
                for node in nodes where hierarchy.nodes[node].page == nil && hierarchy.nodes[node].kind == .container {
                    extended(node, name: name, owner: module, parentID: idByNode[moduleNode], kind: "Extended Type")
                }
            }
        }
        for (symbol, node, graph) in symbols {
            var path: [String] = []
            var current: Int? = node
            while let index = current, index != hierarchy.root {
                path.insert(disambiguatedName(of: index, in: hierarchy), at: 0)
                current = hierarchy.nodes[index].parent
            }
            let name = Self.symbolName(path: symbol.pathComponents)
            let id = Self.unique(path.joined(separator: "."), module: hierarchy.rootName, takenIDs: &takenIDs)
            let parentID = hierarchy.nodes[node].parent.flatMap { idByNode[$0] }
            var entry = APIEntry(
                symbol: name, name: symbol.names.title, kind: Self.apiKind(symbol.kindName), isDocumented: true,
                source: SourceLocation(file: graph, line: 1), anchor: nil, parentID: parentID, id: id)
            entry.catalog = catalog
            entry.kindDisplayName = Self.extendedKindName(symbol.swiftExtension?.typeKind) ?? symbol.kind.displayName
            // The hierarchy's facts already say it (default implementations are disfavoured links).
            entry.isDefaultImplementation = hierarchy.nodes[node].facts.isDisfavored
            entry.declaration = symbol.declaration
            entry.fields.conformances = Set(conformances[symbol.identifier.precise, default: []]).sorted()
            entry.fields.inheritsFrom = superclasses[symbol.identifier.precise, default: []]
            entry.availability = (symbol.availability ?? []).compactMap { availability in
                guard let domain = availability.domain, domain != "*", let introduced = availability.introduced else { return nil }
                return Availability(
                    platform: domain, introduced: introduced.text, note: availability.deprecated.map { "deprecated \($0.text)" })
            }
            entry.docCommentOrigin = Self.origin(of: symbol.docComment, inGraph: graph)
            if let documentation = symbol.documentation {
                let document = MarkdownParser.parse(documentation, directives: .names(DirectiveRule.names))
                if let first = document.children.first, case .paragraph = first.kind {
                    entry.summary = first.plainText.trimmingWhitespace()
                    entry.summaryNodes = [first]
                    entry.discussion = Array(document.children.dropFirst())
                } else {
                    entry.discussion = document.children
                }
                entry.discussion = DocCommentCallouts.apply(to: entry.discussion, fields: &entry.fields)
            }
            idByNode[node] = id
            hierarchy.setPage(.api(id), anchors: [], of: node)
            entries.append(entry)
        }
        return entries
    }

    /// DocC's heading for an extension block's page, from the extended type's kind:
    /// `swift.struct` → `Extended Structure`.
    static func extendedKindName(_ typeKind: String?) -> String? {
        let names = [
            "struct": "Structure", "class": "Class", "enum": "Enumeration", "protocol": "Protocol", "actor": "Actor",
            "typealias": "Type Alias",
        ]
        guard let typeKind, let name = names[String(typeKind.split(separator: ".").last ?? "")] else { return nil }
        return "Extended " + name
    }

    /// Where `comment` is written, when its graph (at `graph`, named after its module) says: a
    /// file inside the current folder is named relative to it, as the user typed paths.
    static func origin(of comment: SymbolGraph.Symbol.DocComment?, inGraph graph: String) -> DocCommentOrigin? {
        guard let comment, let uri = comment.uri, let start = comment.lines.first?.range?.start,
            let url = URL(string: uri), url.isFileURL
        else { return nil }
        let here = FileManager.default.currentDirectoryPath + "/"
        let file = url.path.hasPrefix(here) ? String(url.path.dropFirst(here.count)) : url.path
        let own = Catalog.GraphFile.modules(inFileName: String(graph.split(separator: "/").last ?? ""))?.module
        return DocCommentOrigin(
            file: file, line: start.line + 1, column: start.character + 1, isInherited: comment.module.map { $0 != own } ?? false)
    }

    /// A node's name, with DocC's suffix when a sibling has the same name.
    private func disambiguatedName(of node: Int, in hierarchy: DocCHierarchy) -> String {
        let item = hierarchy.nodes[node]
        guard let parent = item.parent, let siblings = hierarchy.nodes[parent].children[item.name], siblings.count > 1 else {
            return item.name
        }
        let kinds = siblings.map { hierarchy.nodes[$0].facts.kind }
        if let kind = item.facts.kind, kinds.filter({ $0 == kind }).count == 1 { return item.name + "-" + kind }
        return item.name + "-" + (item.facts.hash ?? "\(node)")
    }

    /// `id` itself, or with the module in front when another catalog (or the loose Markdown)
    /// already has it; marked as taken.
    static func unique(_ id: String, module: String, takenIDs: inout Set<String>) -> String {
        var candidate = id
        if takenIDs.contains(candidate) { candidate = module + "." + id }
        var number = 2
        while takenIDs.contains(candidate) {
            candidate = module + "." + id + "-\(number)"
            number += 1
        }
        takenIDs.insert(candidate)
        return candidate
    }

    /// A DocC path as a panes symbol name: `["Trail", "length(in:)"]` → `Trail.length(in:)`.
    static func symbolName(path: [String]) -> SymbolName {
        let last = path.last ?? ""
        let owner = path.count > 1 ? path.dropLast().joined(separator: ".") : nil
        guard let open = last.firstIndex(of: "("), last.hasSuffix(")"), open != last.startIndex else {
            return SymbolName(owner: owner, base: last, labels: nil)
        }
        let inside = last[last.index(after: open)..<last.index(before: last.endIndex)]
        let labels = inside.isEmpty ? [] : inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        return SymbolName(owner: owner, base: String(last[..<open]), labels: labels)
    }

    /// The panes kind of a DocC kind.
    static func apiKind(_ kind: String) -> APIKind {
        switch kind {
        case "struct", "class", "enum", "actor", "typealias", "associatedtype", "extension": return .type
        case "protocol": return .protocol
        case "init": return .initializer
        case "method", "type.method", "func.op", "subscript", "type.subscript": return .method
        case "property", "type.property", "var", "ivar": return .property
        case "enum.case": return .case
        case "func", "macro": return .function
        default: return .member
        }
    }

    /// A parameter's type as DocC prints it: the declaration after the parameter's name.
    static func typeName(_ parameter: SymbolGraph.Symbol.FunctionSignature.Parameter) -> String {
        let fragments = parameter.declarationFragments ?? []
        guard let colon = fragments.firstIndex(where: { $0.kind == "text" && $0.spelling.contains(":") }) else {
            return fragments.map(\.spelling).joined().trimmingWhitespace()
        }
        var text = fragments[(colon + 1)...].map(\.spelling).joined()
        if let afterColon = fragments[colon].spelling.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).last {
            text = afterColon + text
        }
        return text.trimmingWhitespace()
    }

    /// The return types: one, or the elements of a tuple.
    static func returnTypes(_ fragments: [SymbolGraph.Symbol.Fragment]) -> [String] {
        let text = fragments.map(\.spelling).joined().trimmingWhitespace()
        if text.hasPrefix("("), text.hasSuffix(")"), text != "()" { return SymbolPath.splitTypes(Substring(text.dropFirst().dropLast())) }
        return [text]
    }
}
