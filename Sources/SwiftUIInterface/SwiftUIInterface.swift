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

    /// The interface for the documented entries of `apis` (loose Markdown only: a DocC
    /// catalog's symbols are another module's), skipping the ids in `excluded` (declarations that
    /// failed to compile in an earlier attempt). `displayPath` names a content file as
    /// diagnostics should.
    public init(apis: [APIEntry], excluding excluded: Set<String> = [], displayPath: (String) -> String) {
        var tree = InterfaceTree()
        var diagnostics: [Diagnostic] = []
        // In the order the reference writes them, so the interface reads like the pages.
        let documented = apis.filter { $0.isDocumented && $0.catalog == nil && !excluded.contains($0.id) }
        for entry in documented.sorted(by: { $0.source < $1.source }) {
            guard let written = entry.declaration else { continue }
            let field = entry.fieldLocations["Declaration"]
            let location = (line: field?.line ?? entry.source.line, column: field?.column ?? 1)
            guard let declaration = SwiftDeclaration(parsing: written) else {
                diagnostics.append(
                    .warning(
                        "the declaration of \(entry.id) is not one Swift declaration, so the SwiftUI samples cannot be checked against it; write it as Apple's page does",
                        file: entry.source.file, line: location.line, column: location.column))
                continue
            }
            tree.add(
                InterfaceTree.Node(
                    entry: entry, declaration: declaration,
                    sourceLocation: "#sourceLocation(file: \(SwiftLiteral.string(displayPath(entry.source.file))), line: \(location.line))"))
        }
        self.entryIDs = tree.nodes.map(\.entry.id)
        self.diagnostics = diagnostics
        text = Self.header + Self.base + "\n// Generated from the reference's Declaration fields.\n" + tree.render()
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
