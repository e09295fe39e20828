/// Why a DocC link did not resolve, worded as DocC words it (`PathHierarchy+Error.swift`), so a
/// message found in DocC's output is found in panes' too.
public struct DocCLinkProblem: Sendable, Equatable, Error {
    /// DocC's summary (`'width' doesn't exist at '/Trailmap/Trail'`).
    public var summary: String
    /// DocC's suggested fixes, if any (`Insert '-(Unit)' for 'func length(in unit: Unit) -> Double'`).
    public var solutions: [String] = []
    /// The part of the link it is about, as written (the path component that failed, or the
    /// fragment), where DocC points its column; nil for the whole link.
    public var subject: String?

    /// The summary and the fixes, as one diagnostic message.
    public var message: String {
        solutions.isEmpty ? summary : summary + ". " + solutions.joined(separator: "; ")
    }
}

extension DocCHierarchy {
    /// Resolves a symbol link (the text between double backticks) written on `page`: from that
    /// page's node outward, parent by parent, then among the modules (DocC's relative lookup).
    /// Only symbols answer; a link that names an article is a problem, as in DocC.
    public func resolveSymbolLink(_ text: String, from page: PageTarget.Page?) -> Result<Int, DocCLinkProblem> {
        guard let path = SymbolPath(text) else { return .failure(DocCLinkProblem(summary: "An empty symbol link names nothing")) }
        let context = page.flatMap { nodeByPage[$0] } ?? root
        let result = resolve(path, from: context)
        if case .failure = result, path.components.count == 1, articles[path.components[0].fullText] != nil {
            return .failure(
                DocCLinkProblem(summary: "Symbol links can only resolve symbols", solutions: ["Use a '<doc:>' style reference."]))
        }
        return result
    }

    /// Resolves a `doc:` link written on `page`: articles by name first, then tutorials, then
    /// symbols, then headings (the root's before the page's own, as DocC tries them); the
    /// fragment must be one of the target page's anchors after DocC's anchor spelling.
    public func resolveDocLink(_ link: DocLink, from page: PageTarget.Page?) -> Result<(node: Int, anchor: String?), DocCLinkProblem> {
        let context = page.flatMap { nodeByPage[$0] } ?? root
        if let identifier = link.bundleIdentifier, identifier != bundleIdentifier {
            return .failure(
                DocCLinkProblem(summary: "'doc://\(identifier)' is another documentation bundle; this catalog is '\(bundleIdentifier)'"))
        }
        var components = link.components
        let namesRoot = components.first.map { $0 == rootName || $0 == bundleName.replacingOccurrences(of: " ", with: "-") } ?? false
        if link.isAbsolute {
            // `/documentation/Module/…` and `doc://id/documentation/Module/…` start at the root.
            guard namesRoot || components.isEmpty else {
                return .failure(DocCLinkProblem(summary: "No module named '\(components[0])'"))
            }
            components.removeFirst()
            if components.isEmpty { return anchor(link.fragment, on: root).map { (root, $0) } }
        } else if components.count > 1, namesRoot {
            components.removeFirst()
        }
        guard let first = components.first else {
            return anchor(link.fragment, on: context).map { (context, $0) }
        }
        var target: Int?
        if components.count == 1 {
            let byName = link.prefersTutorial ? (tutorials[first] ?? articles[first]) : (articles[first] ?? tutorials[first])
            target = byName ?? (first == rootName && components.count == 1 ? root : nil)
        }
        if target == nil, let path = SymbolPath(components.joined(separator: "/")) {
            switch resolve(path, from: link.isAbsolute ? root : context) {
            case .success(let node): target = node
            case .failure(let problem):
                // `<doc:Heading>` with no `#` falls back to a heading of the root, then of this page.
                if components.count == 1, link.fragment == nil {
                    let wanted = DocCNames.anchor(first)
                    for candidate in [root, context] where nodes[candidate].anchors.contains(wanted) {
                        return .success((candidate, wanted))
                    }
                }
                return .failure(problem)
            }
        }
        guard let target else {
            return .failure(DocCLinkProblem(summary: "'\(first)' doesn't exist at '\(nodes[context].messagePath)'", subject: first))
        }
        return anchor(link.fragment, on: target).map { (target, $0) }
    }

    /// The fragment as an anchor of `node`'s page; nil when there is none to check.
    private func anchor(_ fragment: String?, on node: Int) -> Result<String?, DocCLinkProblem> {
        guard let fragment, !fragment.isEmpty else { return .success(nil) }
        let wanted = DocCNames.anchor(fragment)
        if nodes[node].anchors.contains(wanted) { return .success(wanted) }
        let loose = { (text: String) in text.lowercased().filter { $0 != "-" } }
        let near = nodes[node].anchors.first { loose($0) == loose(wanted) }
        return .failure(
            DocCLinkProblem(
                summary: "'\(wanted)' doesn't exist at '\(nodes[node].messagePath)'",
                solutions: near.map { ["Replace '\(wanted)' with '\($0)'"] } ?? [], subject: fragment))
    }

    /// DocC's lookup: an absolute path starts at a module; a relative one is tried among the
    /// children of the context node, the node itself, then each parent up to the root, then the
    /// modules.
    func resolve(_ path: SymbolPath, from context: Int) -> Result<Int, DocCLinkProblem> {
        let first = path.components[0]
        if path.isAbsolute {
            guard let module = modules[first.name] ?? modules[first.fullText] else {
                return .failure(DocCLinkProblem(summary: "No module named '\(first.fullText)'", subject: first.fullText))
            }
            return path.components.count == 1
                ? page(of: module, named: first.fullText) : resolveRest(path.components.dropFirst(), from: [module])
        }
        var scope: Int? = context
        var firstProblem: DocCLinkProblem?
        while let current = scope {
            switch candidates(first, among: current) {
            case .success(let found) where !found.isEmpty:
                return resolveRest(path.components.dropFirst(), from: found)
            case .failure(let problem) where firstProblem == nil:
                firstProblem = problem
            default:
                break
            }
            // The node itself (an article or tutorial never: symbol links find only symbols).
            if nodes[current].kind != .article, nodes[current].kind != .tutorial, names(current, first) {
                return path.components.count == 1
                    ? page(of: current, named: first.fullText) : resolveRest(path.components.dropFirst(), from: [current])
            }
            scope = nodes[current].parent
        }
        if let module = modules[first.name] {
            return path.components.count == 1
                ? page(of: module, named: first.fullText) : resolveRest(path.components.dropFirst(), from: [module])
        }
        return .failure(
            firstProblem
                ?? DocCLinkProblem(summary: "'\(first.fullText)' doesn't exist at '\(nodes[context].messagePath)'", subject: first.fullText)
        )
    }

    /// Whether `component` names `node` itself.
    private func names(_ node: Int, _ component: SymbolPath.Component) -> Bool {
        if nodes[node].name == component.fullText { return true }
        guard nodes[node].name == component.name else { return false }
        return component.disambiguation.map { matches($0, nodes[node].facts) } ?? true
    }

    /// Follows the remaining components from the nodes the first matched.
    private func resolveRest(_ rest: ArraySlice<SymbolPath.Component>, from matches: [Int]) -> Result<Int, DocCLinkProblem> {
        var current = matches
        var name = nodes[matches[0]].name
        for component in rest {
            // Several nodes of one name (overloads, a type and a property): the one that has the
            // next component wins, as DocC looks one step ahead.
            let parents = current.count > 1 ? current.filter { !((try? candidates(component, among: $0).get()) ?? []).isEmpty } : current
            guard let parent = parents.first ?? current.first else { break }
            switch candidates(component, among: parent) {
            case .success(let found) where !found.isEmpty:
                current = found
                name = component.fullText
            case .success:
                return .failure(
                    DocCLinkProblem(
                        summary: "'\(component.name)' doesn't exist at '\(nodes[parent].messagePath)'", subject: component.fullText))
            case .failure(var problem):
                problem.subject = component.fullText
                return .failure(problem)
            }
        }
        // DocC prefers the one symbol that is not a default implementation or synthesized.
        let favoured = current.filter { !nodes[$0].facts.isDisfavored }
        if current.count > 1, favoured.count == 1 { current = favoured }
        if current.count > 1 {
            var problem = ambiguity(of: current, named: name)
            problem.subject = name
            return .failure(problem)
        }
        return page(of: current[0], named: name)
    }

    /// A matched node, or the problem that it has no page (a step created for a deeper path).
    private func page(of node: Int, named name: String) -> Result<Int, DocCLinkProblem> {
        guard nodes[node].page != nil else {
            return .failure(DocCLinkProblem(summary: "'\(name)' has no page and isn't available for linking"))
        }
        return .success(node)
    }

    /// The children of `parent` a component names: by its full text first (a name may contain
    /// `-`), else by its name narrowed by its disambiguation.
    private func candidates(_ component: SymbolPath.Component, among parent: Int) -> Result<[Int], DocCLinkProblem> {
        let children = nodes[parent].children
        if component.disambiguation != nil, let exact = children[component.fullText] { return .success(exact) }
        let named = children[component.name] ?? []
        guard let disambiguation = component.disambiguation, !named.isEmpty else { return .success(named) }
        let narrowed = named.filter { matches(disambiguation, nodes[$0].facts) }
        guard narrowed.isEmpty else { return .success(narrowed) }
        let written = String(component.fullText.dropFirst(component.name.count + 1))
        if named.allSatisfy({ nodes[$0].facts.isFromTitle }) {
            // Known only from extension titles: the link may name an overload no file documents,
            // and suggesting a documented one's suffix would point it at the wrong symbol.
            return .failure(
                DocCLinkProblem(
                    summary:
                        "'\(component.fullText)' doesn't exist at '\(nodes[parent].messagePath)'; without a symbol graph only the overloads of '\(component.name)' that extension files document are known"
                ))
        }
        return .failure(
            DocCLinkProblem(
                summary: "'\(written)' isn't a disambiguation for '\(component.name)' at '\(nodes[parent].messagePath)'",
                solutions: suggestions(for: named).map { "Replace '\(written)' with '\($0.suffix.dropFirst())' for '\($0.declaration)'" }))
    }

    /// Whether a node's facts fit a disambiguation; what no graph said is not held against it.
    private func matches(_ disambiguation: SymbolPath.Disambiguation, _ facts: SymbolFacts) -> Bool {
        func sameKind(_ kind: String) -> Bool { facts.kind.map { $0 == kind } ?? true }
        func sameHash(_ hash: String) -> Bool { facts.hash.map { $0 == hash } ?? true }
        func sameTypes(_ written: [String]?, _ actual: [String]?) -> Bool {
            guard let written, let actual else { return true }
            let compact = { (type: String) in type.filter { !$0.isWhitespace } }
            return written.count == actual.count && zip(written, actual).allSatisfy { $0 == "_" || compact($0) == compact($1) }
        }
        switch disambiguation {
        case .kind(let kind): return sameKind(kind)
        case .hash(let hash): return sameHash(hash)
        case .kindAndHash(let kind, let hash): return sameKind(kind) && sameHash(hash)
        case .types(let parameters, let returns):
            return sameTypes(parameters, facts.parameterTypes) && sameTypes(returns, facts.returnTypes)
        }
    }

    /// DocC's message for a name several symbols share, with the suffix that picks each.
    private func ambiguity(of matches: [Int], named name: String) -> DocCLinkProblem {
        let parent = nodes[matches[0]].parent.map { nodes[$0].messagePath } ?? nodes[root].messagePath
        return DocCLinkProblem(
            summary: "'\(name)' is ambiguous at '\(parent)'",
            solutions: suggestions(for: matches).map { "Insert '\($0.suffix)' for '\($0.declaration)'" })
    }

    /// The shortest suffix that tells each of `matches` apart: the kind when the kinds differ,
    /// else the parameter types, else the return types, else the hash.
    private func suggestions(for matches: [Int]) -> [(suffix: String, declaration: String)] {
        let facts = matches.map { nodes[$0].facts }
        func unique<T: Hashable>(_ values: [T?]) -> Bool { !values.contains(nil) && Set(values.compactMap { $0 }).count == values.count }
        return zip(matches, facts).map { node, fact in
            let suffix: String
            if unique(facts.map(\.kind)), let kind = fact.kind {
                suffix = "-" + kind
            } else if unique(facts.map { $0.parameterTypes?.joined(separator: ",") }), let types = fact.parameterTypes {
                suffix = "-(" + types.joined(separator: ",") + ")"
            } else if unique(facts.map { $0.returnTypes?.joined(separator: ",") }), let types = fact.returnTypes {
                suffix = "->" + (types.count == 1 ? types[0] : "(" + types.joined(separator: ",") + ")")
            } else {
                suffix = "-" + (fact.hash ?? nodes[node].name)
            }
            return (suffix, fact.declaration ?? nodes[node].name)
        }
    }
}
