import KnowledgeBase
import ModelSources
import SwiftCode

/// A declarations-only `SwiftUI` module, as a Swift module interface: what the SwiftUI samples
/// of a reference type-check against on Linux, where SwiftUI does not exist.
///
/// It has two parts. The base (`Base/*.swiftinterface`, embedded by the EmbedFiles plugin) is
/// written by hand: the views, builders, property wrappers and modifiers the samples use, each
/// citing Apple's page. The rest is generated here from the `Declaration:` fields the reference
/// itself documents, each behind a `#sourceLocation` of its Markdown line, so a declaration that
/// does not compile is reported there, and one that compiles but is wrong fails the samples that
/// use it. Nothing in the module has a body: it is built with `-compile-module-from-interface`
/// and samples are only type-checked against it, never run.
public struct SwiftUIInterface: Sendable {
    /// The module's name.
    public static let moduleName = "SwiftUI"

    /// The interface's text.
    public let text: String
    /// The documented entries that went into it, by id.
    public let entryIDs: [String]
    /// Documented declarations it could not take, each at its `Declaration:` field.
    public let diagnostics: [Diagnostic]
    /// Each declaration that went in, by entry id, with where the compiler is told it is.
    private let placed: [String: Placement]

    /// Where a declaration went in from.
    struct Placement {
        var entry: APIEntry
        var declaration: SwiftDeclaration
        /// The file as `#sourceLocation` names it, and the line.
        var file: String
        var line: Int
        /// Whether it stands in from panes' built-in reference.
        var isFallback: Bool
    }

    /// A declaration left out because it failed to compile in an earlier attempt: the
    /// reference's own, or the built-in one standing in.
    public struct Exclusion: Hashable, Sendable {
        /// The entry's id.
        public var id: String
        /// Whether it is the built-in reference's declaration.
        public var isFallback: Bool

        /// An exclusion of `id`'s own (or, with `isFallback`, built-in) declaration.
        public init(id: String, isFallback: Bool) {
            self.id = id
            self.isFallback = isFallback
        }
    }

    /// The interface for the documented entries of `apis` (loose Markdown only: a DocC
    /// catalog's symbols are another module's), skipping the declarations in `excluded` (those
    /// that failed to compile in an earlier attempt). `displayPath` names a content file as
    /// diagnostics should. The documented entries of `fallback` (panes' built-in reference) stand
    /// in for what `apis` does not document, or documents with a declaration that does not
    /// compile, so the base's views and modifiers always have the types they extend; a reference
    /// that documents an API replaces the built-in declaration.
    public init(
        apis: [APIEntry], fallback: [APIEntry] = [], excluding excluded: Set<Exclusion> = [], displayPath: (String) -> String
    ) {
        var tree = InterfaceTree()
        var diagnostics: [Diagnostic] = []
        var placed: [String: Placement] = [:]
        let isCandidate = { (entry: APIEntry) in entry.isDocumented && entry.dialect == .reference }
        let documented = apis.filter { isCandidate($0) && !excluded.contains(Exclusion(id: $0.id, isFallback: false)) }
        let ownIDs = Set(documented.map(\.id))
        let standIns = fallback.filter {
            isCandidate($0) && !ownIDs.contains($0.id) && !excluded.contains(Exclusion(id: $0.id, isFallback: true))
        }
        // In the order the reference writes them, so the interface reads like the pages.
        let sources = [(documented, false), (standIns, true)]
        for (entries, isFallback) in sources {
            for entry in entries.sorted(by: { $0.source < $1.source }) {
                guard let written = entry.declaration else { continue }
                let field = entry.fieldLocations["Declaration"]
                let location = (line: field?.line ?? entry.source.line, column: field?.column ?? 1)
                guard let declaration = SwiftDeclaration(parsing: written) else {
                    if !isFallback {
                        diagnostics.append(
                            .warning(
                                "the declaration of \(entry.id) is not one Swift declaration, so the SwiftUI samples cannot be checked against it; write it as Apple's page does",
                                file: entry.source.file, line: location.line, column: location.column))
                    }
                    continue
                }
                let file = isFallback ? Self.fallbackPrefix + entry.source.file : displayPath(entry.source.file)
                placed[entry.id] = Placement(
                    entry: entry, declaration: declaration, file: file, line: location.line, isFallback: isFallback)
                tree.add(
                    InterfaceTree.Node(
                        entry: entry, declaration: declaration,
                        sourceLocation: "#sourceLocation(file: \(SwiftLiteral.string(file)), line: \(location.line))"))
            }
        }
        self.entryIDs = tree.nodes.map(\.entry.id)
        self.diagnostics = diagnostics
        self.placed = placed
        text = Self.header + Self.base + "\n// Generated from the reference's Declaration fields.\n" + tree.render()
    }

    /// How the interface names a file of panes' built-in reference.
    static let fallbackPrefix = "panes built-in reference/"

    /// The declaration a compiler's error at `file:line` is in, if any: its entry's id, whether
    /// it stands in from the built-in reference, and the column in the reference of the
    /// compiler's `column` (the `Declaration:` code span's column plus the offset in the
    /// declaration as written).
    public func declaration(at file: String, line: Int, column: Int) -> (id: String, isFallback: Bool, column: Int)? {
        guard let placement = placed.values.first(where: { $0.file == file && $0.line == line }) else { return nil }
        let offset = placement.declaration.writtenOffset(
            ofPublishedOffset: max(0, column - 1), addingConformances: InterfaceTree.addedConformances(of: placement.entry))
        return (placement.entry.id, placement.isFallback, (placement.entry.fieldLocations["Declaration"]?.column ?? 1) + offset)
    }

    /// The first lines every interface has: its format, its module and what it imports.
    /// `import SwiftUI` also gives a file Foundation (`Date`, `URL`, `JSONEncoder`) and
    /// Observation (`@Observable`), as Apple's SwiftUI does. The module is Swift 5, as Apple's
    /// interface is: Swift 6's check that a `static let` is concurrency-safe would fail
    /// declarations Apple's own interface accepts (`ToolbarDefaultItemKind.sidebarToggle`).
    /// Samples are still type-checked as Swift 6 against it.
    static let header = """
        // swift-interface-format-version: 1.0
        // swift-module-flags: -module-name \(moduleName) -swift-version 5 -enable-library-evolution
        import Swift
        import _Concurrency
        @_exported import Foundation
        @_exported import Observation

        """

    /// The hand-written base, every file in path order.
    static let base = baseFiles.map { "\n// Base/\($0.path)\n" + $0.text + "\n" }.joined()
}
