import KnowledgeBase
import TerminalOutput

/// `panes list`: every API, grouped by kind.
struct ListCommand: PanesCommand, ReadsContent {
    static let name = "list"
    static let summary = "list every API, grouped by kind"
    static let about = """
        Lists every API grouped by kind, with its summary: the documented entries first, then the
        APIs the references only mention.
        """
    static let kind = CommandOption(
        "kind", .required("KIND"), help: "only APIs of this kind (type, modifier, initializer, property, …)")
    static let json = CommandOption("json", help: "print a JSON array of {id, name, kind, summary, path, documented}")
    static let options: [CommandOption] = [kind, json, .content, .package]

    var source: ContentSource
    let kind: APIKind?
    let printsJSON: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        kind = try arguments.kind(Self.kind)
        printsJSON = try arguments.flag(Self.json)
        try arguments.finish()
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        guard let (reference, _) = source.cachedContent(in: environment) else { return .failure }
        let apis = APIListRenderer.apis(reference, kind: kind)
        if apis.isEmpty {
            // Say why the list is empty: a DocC catalog without symbol graphs has articles only.
            environment.printError(
                kind.map { "panes list: no APIs of kind '\($0.rawValue)' in this content" }
                    ?? "panes list: this content documents no APIs (no API entries, DocC symbol graphs or extension files); `panes search` finds its articles and sections"
            )
        }
        if printsJSON {
            environment.print(APIListRenderer.json(apis).text)
        } else {
            let style = TerminalStyle(
                usesColor: environment.usesColor, width: TerminalStyle.width(fromColumns: environment.variables["COLUMNS"]))
            APIListRenderer.lines(apis, style: style).forEach { environment.print($0) }
        }
        return apis.isEmpty ? .failure : .success
    }
}
