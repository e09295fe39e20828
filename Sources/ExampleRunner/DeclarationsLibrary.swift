import Foundation
import KnowledgeBase
import SwiftCode
import SwiftUIInterface

/// The declarations-only `SwiftUI` module (`SwiftUIInterface`) built from a reference's
/// documented declarations, cached by the hash of its interface text: what SwiftUI samples
/// type-check against.
///
/// A documented declaration that does not compile is set aside with the compiler's words, at its
/// `Declaration:` line, and the module is built again without it, so one wrong declaration fails
/// itself and the samples that use it, not every sample.
public struct DeclarationsLibrary: Sendable {
    /// The flags and imports that let a sample `import SwiftUI`.
    public let library: ExampleLibrary
    /// A documented declaration that did not compile.
    public struct Failure: Sendable, Equatable {
        /// The entry's id.
        public var id: String
        /// Where its `Declaration:` field is: the content file and line.
        public var location: SourceLocation
        /// The compiler's errors, in its `file:line:column: error: message` form.
        public var errors: [String]
    }

    /// Documented declarations that did not compile, in id order.
    public let failures: [Failure]
    /// Declarations panes could not read at all (warnings at their fields).
    public let diagnostics: [Diagnostic]

    /// The product a complete cache folder holds.
    static let product = SwiftUIInterface.moduleName + ".swiftmodule"

    /// Builds (or finds in the cache) the module for the documented entries of `apis`, with
    /// those of `fallback` (panes' built-in reference) standing in for what `apis` does not document.
    public static func prepare(
        apis: [APIEntry], fallback: [APIEntry] = [], compiler: SwiftCompiler, cacheFolder: URL, displayPath: (String) -> String
    ) throws -> DeclarationsLibrary {
        var excluded: Set<SwiftUIInterface.Exclusion> = []
        var failures: [Failure] = []
        while true {
            let interface = SwiftUIInterface(apis: apis, fallback: fallback, excluding: excluded, displayPath: displayPath)
            var key = StableHash()
            key.add(compiler.executable.path)
            key.add(interface.text)
            do {
                let folder = try CachedLibrary.prepare(
                    name: "swiftui", key: key.hexDigest, products: [product], cacheFolder: cacheFolder
                ) { staging in
                    try build(interface.text, compiler: compiler, into: staging)
                }
                return DeclarationsLibrary(
                    library: ExampleLibrary(compilerFlags: ["-I", folder.path], implicitImports: [SwiftUIInterface.moduleName]),
                    failures: failures, diagnostics: interface.diagnostics)
            } catch let failure as InterfaceFailure {
                let blamed = blame(failure.errors, interface: interface)
                guard !blamed.isEmpty else {
                    // With declarations of the reference's left out, the base may lack a type it
                    // extends: then those declarations are the thing to fix, not panes.
                    guard failures.isEmpty else {
                        throw ExampleRunnerError(
                            "the SwiftUI declarations' base (Sources/SwiftUIInterface/Base) does not compile without these declarations, which did not compile; fix them:\n"
                                + failures.map { "\($0.location.file):\($0.location.line): \($0.id)" }.joined(separator: "\n")
                                + "\n" + failure.output)
                    }
                    throw ExampleRunnerError(
                        "the SwiftUI declarations' base (Sources/SwiftUIInterface/Base) does not compile; this is a bug in panes:\n"
                            + failure.output)
                }
                for (id, blame) in blamed.sorted(by: { $0.key < $1.key }) {
                    excluded.insert(SwiftUIInterface.Exclusion(id: id, isFallback: blame.isFallback))
                    // A stand-in that clashes with the reference's own declarations just steps aside.
                    guard !blame.isFallback, let entry = apis.first(where: { $0.id == id }) else { continue }
                    let line = entry.fieldLocations["Declaration"]?.line ?? entry.source.line
                    failures.append(Failure(id: id, location: SourceLocation(file: entry.source.file, line: line), errors: blame.errors))
                }
            }
        }
    }

    /// A compile of the interface that failed, with the compiler's errors.
    struct InterfaceFailure: Error {
        var errors: [SwiftCompiler.CompileError]
        var output: String
    }

    private static func build(_ text: String, compiler: SwiftCompiler, into staging: URL) throws {
        let source = staging.appendingPathComponent(SwiftUIInterface.moduleName + ".swiftinterface")
        try Data(text.utf8).write(to: source)
        let result = try compiler.compile([
            "-frontend", "-compile-module-from-interface", source.path, "-module-name", SwiftUIInterface.moduleName,
            "-o", staging.appendingPathComponent(product).path,
        ])
        guard result.succeeded else { throw InterfaceFailure(errors: result.errors, output: result.output) }
        try FileManager.default.removeItem(at: source)
    }

    /// The entries the errors point at (an error on the line of an entry's `Declaration:` field),
    /// with the errors in the compiler's form, their columns moved into the reference.
    private static func blame(
        _ errors: [SwiftCompiler.CompileError], interface: SwiftUIInterface
    ) -> [String: (isFallback: Bool, errors: [String])] {
        var blamed: [String: (isFallback: Bool, errors: [String])] = [:]
        for error in errors {
            guard let found = interface.declaration(at: error.file, line: error.line, column: error.column) else { continue }
            var located = error
            located.column = found.column
            blamed[found.id, default: (found.isFallback, [])].errors.append(located.formatted)
        }
        return blamed
    }
}
