import KnowledgeBase
import Search
import TerminalOutput

/// `panes search`: ranks APIs, articles and sections for a query.
struct SearchCommand: PanesCommand, ReadsContent {
    static let name = "search"
    static let summary = "search APIs, articles and sections (names, labels, typos, plain words)"
    static let operands = "QUERY…"
    static let about = """
        Finds APIs by exact name, prefix, camel-case words (`splitview`, `nsv`), argument labels
        (`sheet item`, `.sheet(item:)`), misspellings (`navigaton`) and plain words
        (`hide sidebar`). Ranking: docs/search-ranking.md.
        Prints one `name<TAB>kind<TAB>summary<TAB>path` line per hit when piped, a list on a
        terminal. Exits 1 with a "did you mean" line when nothing matches.
        """
    static let kind = CommandOption(
        "kind", .required("KIND"), help: "only hits of this kind (type, modifier, initializer, property, …, article, section)")
    static let limit = CommandOption("limit", .required("N"), help: "at most N hits (default 20)")
    static let json = CommandOption("json", help: "print the hits as a JSON array")
    static let options: [CommandOption] = [kind, limit, json, .content, .package]

    var source: ContentSource
    let query: String
    let kind: String?
    let limit: Int
    let printsJSON: Bool

    init(arguments: inout ArgumentList) throws(UsageError) {
        source = try ContentSource(arguments: &arguments)
        kind = try arguments.searchKind(Self.kind)
        limit = try arguments.positiveInteger(Self.limit) ?? 20
        printsJSON = try arguments.flag(Self.json)
        query = try arguments.positionals().joined(separator: " ")
        guard !query.allSatisfy(\.isWhitespace) else { throw UsageError("say what to search for: panes search QUERY") }
    }

    func run(in environment: CommandEnvironment) -> ExitCode {
        // The key walks the whole folder: once per command.
        let cacheKey = source.cacheKey
        if let folder = source.folder, cacheKey == nil {
            environment.printError(TerminalStyle.visible(ContentLoader.emptyFolderProblem(folder).formatted))
            return .failure
        }
        // A fresh cache (same content paths, sizes and times) skips building the knowledge base.
        let index = ContentCache.index(key: cacheKey, cacheFolder: CacheLocation.folder(environment.variables)) {
            source.loadKnowledgeBase()
        }
        let limitOfQuery = SearchIndex.queryLengthLimit
        if query.unicodeScalars.count > limitOfQuery {
            environment.printError(
                "panes search: the query is longer than \(limitOfQuery) characters; only the first \(limitOfQuery) are searched")
        }
        let hits = index.search(query, kind: kind, limit: limit)
        if printsJSON { environment.print(JSONValue.array(hits.map(\.jsonValue)).text) }
        guard !hits.isEmpty else {
            let suggestions = index.suggestions(for: query)
            environment.printError(
                TerminalStyle.visible(
                    "panes search: nothing matches '\(query.count > 60 ? query.prefix(60) + "…" : query)'"
                        + (suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?")))
            return .failure
        }
        guard !printsJSON else { return .success }
        let style = TerminalStyle(
            usesColor: environment.usesColor, width: TerminalStyle.width(fromColumns: environment.variables["COLUMNS"]))
        let lines = environment.isTerminal ? HitListRenderer.terminalLines(hits, style: style) : HitListRenderer.plainLines(hits)
        lines.forEach { environment.print($0) }
        return .success
    }
}
