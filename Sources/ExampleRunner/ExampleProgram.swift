import KnowledgeBase

/// The Swift source of one example program: every example wrapped in its namespace with a
/// `@Test` function of its own, spread over one file per core so the compiler's frontend jobs
/// run side by side (`-j`), and the harness `main` in a file of its own.
struct ExampleProgram {
    /// The examples, in program order: an example's index here names its test function.
    let examples: [CodeExample]
    /// The source files' texts; the harness is the first.
    let files: [String]

    /// The program for `examples`, importing `library`'s implicit modules in every file.
    init(_ examples: [CodeExample], library: ExampleLibrary, fileCount: Int, displayPath: (String) -> String) {
        self.examples = examples
        let fileCount = max(1, min(fileCount, examples.count))
        var bodies = Array(repeating: "", count: fileCount)
        var imports = Array(repeating: "", count: fileCount)
        for (index, example) in examples.enumerated() {
            let wrapped = WrappedExample(example, namespace: "Example\(index)", displayPath: displayPath(example.file))
            let slot = index * fileCount / examples.count
            imports[slot] += wrapped.imports
            bodies[slot] += wrapped.source + "\n" + Self.testFunction(index: index, for: wrapped) + "\n"
        }
        let implicit = (library.implicitImports + ["Testing"]).map { "import \($0)\n" }.joined()
        files = [HarnessSource.main] + zip(imports, bodies).map { implicit + $0 + "\n" + $1 }
    }

    /// `@Test func panesExampleN() throws { try ExampleN.run() }`, async when the example awaits.
    private static func testFunction(index: Int, for wrapped: WrappedExample) -> String {
        let effects = wrapped.isAsync ? "async throws" : "throws"
        let call = wrapped.isAsync ? "try await" : "try"
        return "@Test func \(HarnessSource.testFunctionName(index))() \(effects) { \(call) \(wrapped.namespace).run() }\n"
    }

    /// Splits `examples` into groups that can share one program: no two examples in a group
    /// extend the same type they do not declare, since two such extensions may declare the
    /// same member (each valid alone, a redeclaration once merged). Order is kept within groups.
    static func groups(_ examples: [CodeExample], displayPath: (String) -> String) -> [[CodeExample]] {
        var groups: [(examples: [CodeExample], extended: Set<String>)] = []
        for example in examples {
            let extended = WrappedExample(example, namespace: "Probe", displayPath: displayPath(example.file)).externalExtensions
            if let index = groups.firstIndex(where: { $0.extended.isDisjoint(with: extended) }) {
                groups[index].examples.append(example)
                groups[index].extended.formUnion(extended)
            } else {
                groups.append(([example], extended))
            }
        }
        return groups.map(\.examples)
    }
}
