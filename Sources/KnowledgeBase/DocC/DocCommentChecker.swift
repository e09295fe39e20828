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
        for api in apis where api.dialect == .docC && api.docCommentOrigin?.isInherited != true {
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

    private func failure(_ result: Result<PageTarget, DocCLinkProblem>) -> DocCLinkProblem? {
        if case .failure(let problem) = result { return problem }
        return nil
    }
}
