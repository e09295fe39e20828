import KnowledgeBase
import PanesMarkdown

/// Turns a knowledge base into search documents and their full-text fields.
enum DocumentMaker {
    /// One document per API, per article and per section that is not an API entry (an entry's
    /// section text belongs to its API document).
    static func makeDocuments(for base: KnowledgeBase) -> ([SearchDocument], [FullTextScorer.Fields]) {
        let paths = base.pages
        var documents: [SearchDocument] = []
        var fields: [FullTextScorer.Fields] = []
        for api in base.apis {
            documents.append(
                SearchDocument(
                    id: api.id, name: api.name, kind: api.kind.rawValue, title: api.id,
                    summary: SearchDocument.oneLine(api.summary), path: paths.api(api.id) ?? PagePaths.apiIndex,
                    isDocumented: api.isDocumented,
                    isDeprecated: !api.availability.isEmpty && api.availability.allSatisfy { $0.note?.contains("deprecated") == true },
                    aliases: api.aliases))
            let parameters = api.parameters.map { $0.name + " " + $0.summary }
            let discussion = api.discussion.filter { !isCode($0) }.map(\.plainText)
            fields.append(
                .init(
                    title: ([api.id, api.name] + api.aliases).joined(separator: " "),
                    body: ([api.summary] + parameters + discussion).joined(separator: " ")))
        }
        for article in base.articles {
            documents.append(
                SearchDocument(
                    id: article.path, name: article.title, kind: "article", title: article.title,
                    summary: SearchDocument.oneLine(article.abstract), path: paths.article(article.path),
                    isDocumented: true, aliases: []))
            fields.append(.init(title: article.title, body: article.abstract))
            for section in article.sections where section.apiID == nil {
                documents.append(
                    SearchDocument(
                        id: article.path + "#" + section.anchor, name: section.heading, kind: "section",
                        title: article.title, summary: SearchDocument.oneLine(section.text),
                        path: paths.article(article.path) + "#" + section.anchor, isDocumented: true, aliases: []))
                fields.append(.init(title: section.heading, body: section.text))
            }
        }
        return (documents, fields)
    }

    private static func isCode(_ node: MarkdownNode) -> Bool {
        if case .codeBlock = node.kind { return true }
        return false
    }
}
