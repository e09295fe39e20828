import KnowledgeBase

/// The Swift source of one example program: every example wrapped in its namespace, spread
/// over one file per core so the compiler's frontend jobs run side by side (`-j`), the harness
/// `main` in a file of its own, and the one `@Test` that runs the example the harness names.
struct ExampleProgram {
    /// The examples, in program order: an example's index here is how the harness selects it.
    let examples: [CodeExample]
    /// The source files' texts; the harness is the first, the test function the second.
    let files: [String]

    /// The program for `examples`, importing `library`'s implicit modules in every file; without
    /// the harness and the test function when it is only type-checked.
    init(_ examples: [CodeExample], library: ExampleLibrary, fileCount: Int, withHarness: Bool = true, displayPath: (String) -> String) {
        self.examples = examples
        let fileCount = max(1, min(fileCount, examples.count))
        var bodies = Array(repeating: "", count: fileCount)
        var imports = Array(repeating: "", count: fileCount)
        var cases = ""
        for (index, example) in examples.enumerated() {
            let wrapped = WrappedExample(example, namespace: "Example\(index)", displayPath: displayPath(example.file))
            let slot = index * fileCount / examples.count
            imports[slot] += wrapped.imports
            bodies[slot] += wrapped.source + "\n"
            cases += "    case \(index): \(wrapped.isAsync ? "try await" : "try") \(wrapped.namespace).run()\n"
        }
        let implicit = (library.implicitImports + (withHarness ? ["Testing"] : [])).map { "import \($0)\n" }.joined()
        let test = """
            import Testing

            @Test func \(HarnessSource.testFunctionName)() async throws {
                switch \(HarnessSource.indexVariable) {
            \(cases)    default: Issue.record("this program has no example \\(\(HarnessSource.indexVariable))")
                }
            }

            """
        let examples = zip(imports, bodies).map { implicit + $0 + "\n" + $1 }
        files = withHarness ? [HarnessSource.main, test] + examples : examples
    }

    /// Splits `examples` into groups that can share one program: no two examples in a group
    /// extend the same type they do not declare, since two such extensions may declare the
    /// same member (each valid alone, a redeclaration once merged), or declare a file-scope
    /// function of the same name. Order is kept within groups.
    static func groups(_ examples: [CodeExample], displayPath: (String) -> String) -> [[CodeExample]] {
        var groups: [(examples: [CodeExample], extended: Set<String>)] = []
        for example in examples {
            let wrapped = WrappedExample(example, namespace: "Probe", displayPath: displayPath(example.file))
            // A function's name is kept apart from a type's (`func Item` is no extension of `Item`).
            let extended = wrapped.externalExtensions.union(wrapped.fileScopeFunctions.map { "func " + $0 })
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
