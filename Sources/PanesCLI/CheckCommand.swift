import ExampleRunner
import KnowledgeBase
import TerminalOutput

/// `panes check`: reports every problem in the content without writing anything.
struct CheckCommand: PanesCommand, ReadsContent {
    static let name = "check"
    static let summary = "check the content: entries, links, fences, Swift syntax"
    static let about = """
        Reports problems as `file:line:column: error|warning: message` and a count: dead links,
        missing anchors and images, unresolved symbol links, directives, fences, Swift syntax,
        and (where plain blocks are SwiftUI samples, {"swiftBlocks": "typecheck"}) documented
        declarations that do not compile and samples that do not type-check against them.
        Problems are graded as DocC grades them: a problem in the content is a warning; only
        content that cannot be read is an error. Exits 1 when there is any error, 0 otherwise.
        """
    static let json = CommandOption("json", help: "print the diagnostics as a JSON array")
    static let options: [CommandOption] = [.content, .package, json, .warningsAsErrors]

    var source: ContentSource
    let printsJSON: Bool
    let warningsAsErrors: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        printsJSON = try arguments.flag(Self.json)
        warningsAsErrors = try arguments.flag(.warningsAsErrors)
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        let base = source.loadKnowledgeBase()
        var diagnostics = base.diagnostics
        do {
            let hasSamples = base.examples.contains(where: \.isTypeChecked)
            let fallback = hasSamples ? source.standInAPIs : []
            if let found = try ExampleRunner.typeCheckDiagnostics(of: base, fallback: fallback, environment: environment.variables) {
                diagnostics += found
            } else {
                diagnostics.append(
                    .warning(
                        "swiftc was not found, so the SwiftUI samples were not type-checked; put the Swift toolchain on PATH or set PANES_SWIFTC",
                        file: source.displayPrefix.isEmpty ? "." : source.displayPrefix))
            }
        } catch {
            diagnostics.append(.error("cannot type-check the SwiftUI samples: \(error)", file: source.displayPrefix))
        }
        diagnostics.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        if warningsAsErrors { diagnostics = diagnostics.raisingWarnings }
        if printsJSON {
            environment.print(JSONValue.array(diagnostics.map(\.jsonValue)).text)
        } else {
            diagnostics.forEach { environment.print(TerminalStyle.visible($0.formatted)) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            environment.print(
                "\(errors) error\(errors == 1 ? "" : "s"), \(diagnostics.count - errors) warning\(diagnostics.count - errors == 1 ? "" : "s")"
            )
        }
        return diagnostics.containsErrors ? .failure : .success
    }
}
