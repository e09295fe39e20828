import PanesMarkdown

/// Checks the links in symbol graphs' doc comments, which DocC resolves from the symbol they
/// document: a link that reaches nothing is a warning on the graph's file (its line in the
/// Swift source is the graph's own business).
struct DocCommentChecker {
    let links: DocumentationLinks

    /// The problems in the doc comments of `apis`.
    func diagnostics(of apis: [APIEntry]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for api in apis where api.dialect == .docC {
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
                    if let problem {
                        diagnostics.append(.warning("in the doc comment of \(api.id): \(problem.message)", file: api.source.file))
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
