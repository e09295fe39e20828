import PanesMarkdown

/// Checks the links in symbol graphs' doc comments, which DocC resolves from the symbol they
/// document: a link that reaches nothing is a warning at its line and column in the Swift
/// source when the graph says where the comment is, else on the graph's file. A comment
/// inherited from another module's symbol is that module's to check, as DocC leaves it.
struct DocCommentChecker {
    let links: DocumentationLinks

    /// The problems in the doc comments of `apis`.
    func diagnostics(of apis: [APIEntry]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let owners = owners(of: apis)
        for api in apis where api.dialect == .docC && api.docCommentOrigin?.isInherited != true && isOwner(api, in: owners) {
            for node in api.summaryNodes + api.discussion {
                node.forEachDescendant { child in
                    let problem: DocCLinkProblem?
                    switch child.kind {
                    case .symbolLink(let text):
                        problem = failure(links.symbolLink(text.trimmingWhitespace(), from: .api(api.id), file: api.source.file))
                    case .link(let destination, _):
                        problem = DocLink(destination).flatMap { failure(links.docLink($0, from: .api(api.id), file: api.source.file)) }
                    default:
                        problem = nil
                    }
                    guard let problem else { return }
                    let message = "in the doc comment of \(api.id): \(problem.message)"
                    if let origin = api.docCommentOrigin {
                        // The comment's Markdown starts at the origin: its line N is the file's line origin + N - 1.
                        let line = origin.line + child.position.line - 1
                        let column = origin.column + child.position.column - 1
                        diagnostics.append(.warning(message, file: origin.file, line: line, column: column))
                    } else {
                        diagnostics.append(.warning(message, file: api.source.file))
                    }
                }
            }
        }
        return diagnostics
    }

    /// For each place a doc comment is written, the API it is checked from: a default
    /// implementation inherits its requirement's comment in the same module, and the comment is
    /// checked once, from the requirement, where its links were written to resolve (DocC, too,
    /// resolves it there and says nothing on the implementation's behalf).
    private func owners(of apis: [APIEntry]) -> [DocCommentOrigin: String] {
        var owners: [DocCommentOrigin: (id: String, isDefault: Bool)] = [:]
        for api in apis {
            guard let origin = api.docCommentOrigin else { continue }
            if let owner = owners[origin], !owner.isDefault || api.isDefaultImplementation { continue }
            owners[origin] = (api.id, api.isDefaultImplementation)
        }
        return owners.mapValues(\.id)
    }

    private func isOwner(_ api: APIEntry, in owners: [DocCommentOrigin: String]) -> Bool {
        api.docCommentOrigin.map { owners[$0] == api.id } ?? true
    }

    private func failure(_ result: Result<PageTarget, DocCLinkProblem>) -> DocCLinkProblem? {
        if case .failure(let problem) = result { return problem }
        return nil
    }
}
