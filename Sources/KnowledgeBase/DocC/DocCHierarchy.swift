/// One catalog's pages as DocC arranges them for links: the module (or the technology root)
/// with its symbols below it by path, and the articles and tutorials by link name. Built once
/// per catalog by `DocCCatalogReader`; `DocCHierarchy+Resolve` answers links from it.
public struct DocCHierarchy: Sendable {
    /// What a node is.
    public enum Kind: Sendable, Equatable {
        /// The module, or the root of an article-only catalog.
        case root
        /// A symbol (from a symbol graph, or named by an extension file's title).
        case symbol
        /// An extended module's name (`SwiftUI` in `SwiftUI/View/alert(store:)`): a step of a
        /// path with no page of its own.
        case container
        /// An article.
        case article
        /// A tutorial, a tutorials table of contents, or a tutorial article.
        case tutorial
    }

    /// What a symbol node knows, for matching a link's disambiguation.
    public struct SymbolFacts: Sendable, Equatable {
        /// The kind without its language (`method`); nil when no graph or title said.
        public var kind: String?
        /// The hash of the symbol's identifier; nil without a graph.
        public var hash: String?
        /// Parameter types as DocC prints them (`Unit`); nil without a graph.
        public var parameterTypes: [String]?
        /// Return types; nil without a graph.
        public var returnTypes: [String]?
        /// The declaration, for messages that list the choices.
        public var declaration: String?
        /// Whether DocC passes it over when a name is shared: a protocol requirement's default
        /// implementation, or a member the compiler synthesized.
        public var isDisfavored = false
        /// Whether only an extension file's title said what there is (no symbol graph): other
        /// overloads of the name may exist that nothing here knows.
        public var isFromTitle = false

        /// Creates facts.
        public init(
            kind: String? = nil, hash: String? = nil, parameterTypes: [String]? = nil, returnTypes: [String]? = nil,
            declaration: String? = nil
        ) {
            self.kind = kind
            self.hash = hash
            self.parameterTypes = parameterTypes
            self.returnTypes = returnTypes
            self.declaration = declaration
        }
    }

    /// One node.
    public struct Node: Sendable {
        /// What it is.
        public var kind: Kind
        /// Its name as a path component (`length(in:)`, `Trailmap`, `GettingStarted`).
        public var name: String
        /// The node above it (nil for the root and for articles' own parent, the root).
        public var parent: Int?
        /// Children by name; overloads share a name.
        public var children: [String: [Int]] = [:]
        /// Symbol facts (symbols only).
        public var facts = SymbolFacts()
        /// The page it is shown on; nil for containers and for symbols with no page.
        public var page: PageTarget.Page?
        /// The heading and topic-group anchors links may name on its page, in order.
        public var anchors: [String] = []
        /// The path DocC prints in messages (`/Trailmap/Trail`).
        public var messagePath: String
    }

    /// The bundle's display name (article paths live under it).
    public let bundleName: String
    /// The bundle identifier (`doc://` links name it).
    public let bundleIdentifier: String
    /// Every node; the root is `root`.
    public private(set) var nodes: [Node] = []
    /// The module or technology root.
    public let root: Int
    /// The catalog's module and every extended module, by name.
    public private(set) var modules: [String: Int] = [:]
    /// Articles by link name.
    public private(set) var articles: [String: Int] = [:]
    /// Tutorials by link name.
    public private(set) var tutorials: [String: Int] = [:]
    /// The node shown on each page.
    public private(set) var nodeByPage: [PageTarget.Page: Int] = [:]

    /// A hierarchy with only its root: the module `moduleName`, or, for an article-only
    /// catalog, a root named after the bundle.
    public init(bundleName: String, bundleIdentifier: String, moduleName: String?) {
        self.bundleName = bundleName
        self.bundleIdentifier = bundleIdentifier
        let rootName = moduleName ?? bundleName
        nodes = [Node(kind: .root, name: rootName, messagePath: DocCNames.messagePath([rootName]))]
        root = 0
        modules[rootName] = 0
    }

    /// The root's name: the module, or the bundle for an article-only catalog.
    public var rootName: String { nodes[root].name }

    /// Shows the root on `page` (the catalog's root article).
    public mutating func setRootPage(_ page: PageTarget.Page, anchors: [String]) {
        nodes[root].page = page
        nodes[root].anchors = anchors
        nodeByPage[page] = root
    }

    /// Adds a symbol at `components` below the root (below `extendedModule`'s container, for a
    /// symbol declared in an extension of another module's type), creating steps that do not
    /// exist yet; returns the node.
    @discardableResult
    public mutating func addSymbol(components: [String], extendedModule: String? = nil, facts: SymbolFacts, page: PageTarget.Page?) -> Int {
        var parent = root
        var path = [rootName]
        if let extendedModule {
            path.append(extendedModule)
            if let existing = modules[extendedModule], existing != root {
                parent = existing
            } else if extendedModule != rootName {
                parent = append(
                    Node(kind: .container, name: extendedModule, parent: root, messagePath: DocCNames.messagePath(path)), under: root)
                modules[extendedModule] = parent
            }
        }
        for (offset, component) in components.enumerated() {
            path.append(component)
            if offset == components.count - 1 {
                let node = Node(
                    kind: .symbol, name: component, parent: parent, facts: facts, page: page, messagePath: DocCNames.messagePath(path))
                return append(node, under: parent)
            }
            parent = step(named: component, under: parent, path: path)
        }
        return parent
    }

    /// The modules whose types catalogs commonly extend, recognised as the first component of
    /// an extension file's title when no symbol graph says which module a path is in
    /// (`SwiftUI/View/alert(store:)` in TCA).
    public static let systemModules: Set<String> = [
        "Swift", "SwiftUI", "UIKit", "AppKit", "Foundation", "Combine", "Observation", "Dispatch", "SwiftData", "CoreData",
        "XCTest", "Testing", "_Concurrency", "WatchKit", "MapKit",
    ]

    /// The node named `name` below `parent` that a deeper path continues from: a type among
    /// overloads, else the first; created as a symbol without a page when missing.
    private mutating func step(named name: String, under parent: Int, path: [String]) -> Int {
        let existing = nodes[parent].children[name] ?? []
        let typeKinds: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension", "typealias"]
        if let type = existing.first(where: { typeKinds.contains(nodes[$0].facts.kind ?? "") }) ?? existing.first { return type }
        return append(Node(kind: .symbol, name: name, parent: parent, messagePath: DocCNames.messagePath(path)), under: parent)
    }

    /// Whether `node` lies below `ancestor`.
    func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        var current = nodes[node].parent
        while let index = current {
            if index == ancestor { return true }
            current = nodes[index].parent
        }
        return false
    }

    /// Gives a symbol node the page an extension file documents it on, with that page's anchors.
    public mutating func setPage(_ page: PageTarget.Page, anchors: [String], of node: Int) {
        nodes[node].page = page
        nodes[node].anchors = anchors
        nodeByPage[page] = node
    }

    /// The node at exactly these names below the root (the first of equal names), if any.
    public func node(at names: [String]) -> Int? {
        var current = root
        for name in names {
            guard let next = nodes[current].children[name]?.first else { return nil }
            current = next
        }
        return current
    }

    /// Makes `page` another name for `node`'s page: an extension file is shown on its symbol's
    /// page, and links written in it resolve from the symbol.
    public mutating func alias(_ page: PageTarget.Page, to node: Int) {
        nodeByPage[page] = node
    }

    /// Adds an article (the first of each link name wins, as in DocC); returns its node.
    @discardableResult
    public mutating func addArticle(linkName: String, page: PageTarget.Page, anchors: [String]) -> Int {
        let path = DocCNames.messagePath([bundleName, linkName])
        let index = append(Node(kind: .article, name: linkName, parent: root, page: page, anchors: anchors, messagePath: path), under: nil)
        if articles[linkName] == nil { articles[linkName] = index }
        nodeByPage[page] = index
        return index
    }

    /// Adds a tutorial page; returns its node.
    @discardableResult
    public mutating func addTutorial(linkName: String, page: PageTarget.Page, anchors: [String]) -> Int {
        let path = DocCNames.messagePath(["tutorials", bundleName, linkName])
        let index = append(Node(kind: .tutorial, name: linkName, parent: root, page: page, anchors: anchors, messagePath: path), under: nil)
        if tutorials[linkName] == nil { tutorials[linkName] = index }
        nodeByPage[page] = index
        return index
    }

    private mutating func append(_ node: Node, under parent: Int?) -> Int {
        nodes.append(node)
        let index = nodes.count - 1
        if let parent { nodes[parent].children[node.name, default: []].append(index) }
        return index
    }
}
