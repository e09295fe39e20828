import Foundation

/// A DocC catalog found in the content: a folder whose name ends in `.docc`. It is one bundle:
/// its links resolve inside it, its resources are found by name, and the site gives it a
/// section of its own, so several catalogs in one content folder stay apart.
public struct Catalog: Sendable, Equatable {
    /// A symbol graph file of the catalog.
    public struct GraphFile: Sendable, Equatable {
        /// The file, relative to the content folder.
        public var path: String
        /// What it holds.
        public var graph: SymbolGraph

        /// The module a graph file's name says it describes and the module whose types it
        /// extends, as SwiftPM names them: `Kit.symbols.json` is Kit's own graph,
        /// `Kit@Swift.symbols.json` Kit's extensions of Swift's types. Nil for another file.
        public static func modules(inFileName name: String) -> (module: String, extended: String?)? {
            guard name.hasSuffix(".symbols.json") else { return nil }
            let stem = name.dropLast(".symbols.json".count)
            guard let at = stem.firstIndex(of: "@") else { return (String(stem), nil) }
            return (String(stem[..<at]), String(stem[stem.index(after: at)...]))
        }

        /// The module whose types this graph extends; nil for the module's own graph.
        public var extendedModule: String? {
            Self.modules(inFileName: String(path.split(separator: "/").last ?? Substring(path)))?.extended
        }
    }

    /// The module the catalog documents, as its own symbol graph names it (not one of its
    /// `Kit@Other` graphs of extensions); nil without one.
    public static func ownModule(of graphs: [GraphFile]) -> String? {
        graphs.first { $0.extendedModule == nil }?.graph.module.name
    }

    /// The folder, relative to the content folder (`Sources/Markdown/Markdown.docc`).
    public var folder: String
    /// `CFBundleDisplayName` from `Info.plist`, else `CFBundleName`, else the folder's base name
    /// (`Markdown.docc` → `Markdown`), as DocC names a bundle.
    public var displayName: String
    /// `CFBundleIdentifier`, else the display name; `doc://<identifier>/…` links name it.
    public var identifier: String
    /// `CDDefaultCodeListingLanguage`: the language of fences that name none.
    public var defaultCodeLanguage: String?
    /// The symbol graphs in the folder, with the path of each.
    public var symbolGraphs: [GraphFile]
    /// The resources (images, videos, tutorial code, downloads) by DocC name.
    public var resources: ResourceIndex

    /// Creates a catalog.
    public init(
        folder: String, displayName: String, identifier: String, defaultCodeLanguage: String? = nil,
        symbolGraphs: [GraphFile] = [], resources: ResourceIndex = ResourceIndex(paths: [])
    ) {
        self.folder = folder
        self.displayName = displayName
        self.identifier = identifier
        self.defaultCodeLanguage = defaultCodeLanguage
        self.symbolGraphs = symbolGraphs
        self.resources = resources
    }

    /// Whether `path` (relative to the content folder) is inside this catalog.
    public func contains(_ path: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }

    /// The module names the symbol graphs describe (the first is the catalog's own).
    public var moduleNames: [String] {
        var seen: Set<String> = []
        return symbolGraphs.map(\.graph.module.name).filter { seen.insert($0).inserted }
    }

    /// Whether a folder name marks a catalog.
    public static func isCatalogFolder(_ name: Substring) -> Bool {
        name.lowercased().hasSuffix(".docc") && name.count > 5
    }

    /// The catalog folder a content path lies in (the innermost), if any.
    public static func folder(containing path: String) -> String? {
        let components = path.split(separator: "/")
        guard let index = components.dropLast().lastIndex(where: isCatalogFolder) else { return nil }
        return components[...index].joined(separator: "/")
    }

    /// A catalog's names as DocC takes them: the display name from `Info.plist`, else the module
    /// its symbol graphs document (`module`: a package's `Documentation.docc` is its module's),
    /// else the folder's name; the identifier from `Info.plist`, else the display name.
    static func names(folder: String, infoPlist: Data?, module: String? = nil) -> (
        displayName: String, identifier: String, codeLanguage: String?
    ) {
        let baseName = module ?? String((folder.split(separator: "/").last ?? Substring(folder)).dropLast(".docc".count))
        var info: [String: Any] = [:]
        if let infoPlist, let read = try? PropertyListSerialization.propertyList(from: infoPlist, format: nil) as? [String: Any] {
            info = read
        }
        func text(_ key: String) -> String? {
            (info[key] as? String).flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0.trimmingWhitespace() }
        }
        let displayName = text("CFBundleDisplayName") ?? text("CFBundleName") ?? baseName
        return (displayName, text("CFBundleIdentifier") ?? displayName, text("CDDefaultCodeListingLanguage"))
    }
}
