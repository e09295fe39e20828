import KnowledgeBase
import PanesMarkdown

/// The JSON shape `panes show --json` prints for one API.
public struct EntryRecord: Codable, Equatable, Sendable {
    /// A Swift example of the entry.
    public struct Example: Codable, Equatable, Sendable {
        /// `file.md:line`.
        public var id: String
        /// The code as the page shows it.
        public var code: String
    }

    /// Id, name, kind, summary, plain-text discussion and page path, as in `panes index --json`.
    public var id, name, kind, summary, discussion, path: String
    /// Whether an entry documents the API.
    public var documented: Bool
    /// The declaration, as written in the entry.
    public var declaration: String?
    /// Availability per platform.
    public var availability: [Availability]
    /// Documented parameters.
    public var parameters: [Parameter]
    /// Platform behaviour tables.
    public var platformBehaviour: [Table]
    /// The entry's examples.
    public var examples: [Example]
    /// Related API ids.
    public var seeAlso: [String]
    /// Sections that mention the API.
    public var mentionedIn: [SectionReference]

    /// The record of `api` in `knowledgeBase`.
    public init(_ api: APIEntry, in knowledgeBase: KnowledgeBase) {
        id = api.id
        name = api.name
        kind = api.kind.rawValue
        summary = api.summary
        discussion = api.discussion.map(\.plainText.trimmed).filter { !$0.isEmpty }.joined(separator: "\n\n")
        path = knowledgeBase.pages.api(api.id) ?? ""
        documented = api.isDocumented
        declaration = api.declaration
        availability = api.availability
        parameters = api.parameters
        platformBehaviour = api.platformBehaviour
        examples = Self.shownExamples(of: api, in: knowledgeBase).map { Example(id: $0.id, code: $0.visibleCode) }
        seeAlso = api.seeAlso
        mentionedIn = api.mentionedIn
    }

    /// The Swift examples written in the entry's own section; for an entry with none (or an
    /// inferred API), the first two that use it.
    static func shownExamples(of api: APIEntry, in knowledgeBase: KnowledgeBase) -> [CodeExample] {
        let using = api.examples.compactMap { id in knowledgeBase.examples.first { $0.id == id } }.filter(\.isSwift)
        let owned = using.filter { $0.entryID == api.id }
        return owned.isEmpty ? Array(using.prefix(2)) : owned
    }
}
