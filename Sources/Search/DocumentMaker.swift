import Foundation
import KnowledgeBase
import PanesMarkdown

/// Turns a knowledge base into search documents and their full-text fields.
enum DocumentMaker {
    /// One document per API, per article and per section that is not an API entry (an entry's
    /// section text belongs to its API document).
    /// The heading terms of each document come back beside it (empty for APIs), for the
    /// index's heading postings.
    static func makeDocuments(for base: KnowledgeBase) -> ([SearchDocument], [FullTextScorer.Fields], [[String]]) {
        let paths = base.pages
        var documents: [SearchDocument] = []
        var fields: [FullTextScorer.Fields] = []
        var headingTerms: [[String]] = []
        let leads = familyLeads(of: base.apis)
        let replaced = replacedNames(in: base.apis)
        // A DocC extension file is its symbol's page, not a page of its own: its text is the
        // symbol's, and it is one result.
        let extensions = Dictionary(grouping: base.articles.filter { $0.documentedAPI != nil }, by: { $0.documentedAPI ?? "" })
        for api in base.apis {
            let extensionText = extensions[api.id, default: []].flatMap { [$0.abstract] + $0.sections.map(\.text) }
            let summary = api.summary.isEmpty ? extensions[api.id]?.first?.abstract ?? "" : api.summary
            documents.append(
                SearchDocument(
                    id: api.id, name: api.name, kind: api.kind.rawValue, isAPI: true, title: api.id,
                    summary: SearchDocument.oneLine(summary), path: paths.api(api.id) ?? PagePaths.apiIndex,
                    isDocumented: api.isDocumented,
                    isDeprecated: api.deprecation?.isEverywhere == true,
                    isFamilyLead: leads.contains(api.id), aliases: api.aliases, platformWords: platformWords(of: api)))
            let parameters = api.parameters.map { $0.name + " " + $0.summary }
            let discussion = api.discussion.filter { !isCode($0) }.map(\.plainText)
            let platformRows = api.platformBehaviour.flatMap(\.rows).map { $0.joined(separator: " ") }
            fields.append(
                .init(
                    title: ([api.id, api.name] + api.aliases).joined(separator: " "),
                    body: ([summary, api.fields.useWhen ?? "", api.fields.returns ?? ""] + parameters + discussion + platformRows
                        + replaced[api.id, default: []] + extensionText)
                        .joined(separator: " ")))
            headingTerms.append([])
        }
        for article in base.articles where article.documentedAPI == nil {
            let readable = readableLinks(in: article, base: base)
            documents.append(
                titled(
                    SearchDocument(
                        id: article.path, name: article.title, kind: "article", isAPI: false, title: article.title,
                        summary: SearchDocument.oneLine(readable(article.abstract)), path: paths.article(article.path),
                        isDocumented: true, aliases: []), terms: &headingTerms))
            fields.append(.init(title: article.title + " " + oneWordLinkName(article.path), body: readable(article.abstract)))
            for section in article.sections where section.apiID == nil {
                documents.append(
                    titled(
                        SearchDocument(
                            id: article.path + "#" + section.anchor, name: section.heading, kind: "section", isAPI: false,
                            title: article.title, summary: SearchDocument.oneLine(readable(section.text)),
                            path: paths.article(article.path) + "#" + section.anchor, isDocumented: true, aliases: []),
                        terms: &headingTerms))
                fields.append(.init(title: section.heading, body: ([readable(section.text)] + section.sources).joined(separator: " ")))
            }
        }
        return (documents, fields, headingTerms)
    }

    /// The names of the deprecated APIs each API replaces (their `Replaced by:` fields, turned
    /// around), so a reader who types the old name (`NavigationView`) finds what replaced it.
    private static func replacedNames(in apis: [APIEntry]) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for api in apis {
            for id in api.fields.replacedBy where id != api.id { names[id, default: []].append(api.name) }
        }
        return names
    }

    /// The file's name when it is one word: it is the article's name in links (DocC's
    /// `<doc:CombineLatest>`) and what a reader who knows the link types (`combineLatest` for
    /// *Combine Latest*). A name in several words (`split-views`, `adopting-thresholds-03703`)
    /// repeats the title's words, or adds one-off tokens that would only swell the vocabulary.
    private static func oneWordLinkName(_ path: String) -> String {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return name.contains(where: { $0 == "-" || $0 == "_" || $0 == " " }) ? "" : name
    }

    /// Summaries and text read a `<doc:…>` autolink of `article` as the page shows it, by its target's
    /// title (`doc:Supported-OpenAPI-features` → *Supported OpenAPI features*); one that resolves
    /// to nothing stays as written.
    private static func readableLinks(in article: Article, base: KnowledgeBase) -> (String) -> String {
        var titles: [(destination: String, title: String)] = []
        for link in article.links where link.isAutolink {
            guard case .documentation(let docLink) = LinkTarget(link.destination),
                let target = base.docLinkTarget(docLink, on: .article(article.path), file: article.path)
            else { continue }
            let heading = target.anchor.flatMap { base.section(of: target, anchor: $0) }
            titles.append((link.destination, heading ?? base.title(of: target)))
        }
        guard !titles.isEmpty else { return { $0 } }
        // Longest first, so `doc:Setup` does not replace the start of `doc:Setup-Mac`.
        titles.sort { ($0.destination.count, $0.destination) > ($1.destination.count, $1.destination) }
        return { text in titles.reduce(text) { $0.replacingOccurrences(of: $1.destination, with: $1.title) } }
    }

    /// An article or section document with what the title rules read from its heading.
    private static func titled(_ document: SearchDocument, terms: inout [[String]]) -> SearchDocument {
        let facts = HeadingFacts(heading: document.name)
        var document = document
        document.isChoiceHeading = facts.isChoice
        document.subjectCount = facts.subjectCount
        terms.append(facts.terms)
        return document
    }

    /// The documented APIs written first among the overloads of their name in their file
    /// (`popover(isPresented:…)` before `popover(item:…)`): the form the reference presents
    /// first is the one a reader asking for the name most likely means.
    private static func familyLeads(of apis: [APIEntry]) -> Set<String> {
        var first: [String: APIEntry] = [:]
        for api in apis where api.isDocumented {
            let symbol = SymbolSpelling(api.id)
            let family = api.source.file + "\u{0}" + (symbol.owner ?? "") + "." + symbol.base
            if let known = first[family], known.source <= api.source { continue }
            first[family] = api
        }
        return Set(first.values.map(\.id))
    }

    /// The stemmed words of the first cell of each platform-behaviour row, sorted, repeats dropped.
    private static func platformWords(of api: APIEntry) -> [String] {
        let cells = api.platformBehaviour.flatMap(\.rows).compactMap(\.first)
        return Set(cells.flatMap { TextTokenizer.words($0).map(TextTokenizer.stem) }).sorted()
    }

    private static func isCode(_ node: MarkdownNode) -> Bool {
        if case .codeBlock = node.kind { return true }
        return false
    }
}
