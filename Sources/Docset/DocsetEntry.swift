import KnowledgeBase

/// One row of a docset's search index: what a reader types, what it is (one of Dash's entry
/// types, which Zeal shows as an icon), and the page it opens.
public struct DocsetEntry: Sendable, Equatable {
    /// The name searched (`Trail.length(in:)`, `Getting Started with Trailmap`).
    public var name: String
    /// Dash's entry type (`Struct`, `Method`, `Guide`, `Section`…).
    public var type: String
    /// The page, relative to `Documents/`, with its anchor.
    public var path: String

    /// Every entry of a knowledge base: each API (members named with their type, as Dash users
    /// type them), each article and tutorial, and each section heading of an article but the
    /// headings DocC gives every page (`Overview`, `Topics`…), which would fill a search with
    /// rows of one name.
    public static func entries(of base: KnowledgeBase) -> [DocsetEntry] {
        var entries: [DocsetEntry] = []
        for api in base.apis {
            guard let path = base.pages.api(api.id) else { continue }
            entries.append(DocsetEntry(name: api.symbol.spelling, type: type(of: api), path: path))
        }
        for article in base.articles where article.documentedAPI == nil {
            let path = base.pages.article(article.path)
            let type = article.role == .root && article.titleSymbolLink != nil ? "Module" : article.role == .tutorial ? "Sample" : "Guide"
            entries.append(DocsetEntry(name: article.title, type: type, path: path))
            for section in article.sections where section.apiID == nil && section.level <= 3 {
                guard !Self.standardHeadings.contains(section.heading.lowercased()) else { continue }
                entries.append(DocsetEntry(name: section.heading, type: "Section", path: path + "#" + section.anchor))
            }
        }
        return entries.sorted { ($0.name, $0.type, $0.path) < ($1.name, $1.type, $1.path) }
    }

    /// Headings DocC writes or expects on every page, lowercased.
    static let standardHeadings: Set<String> = ["overview", "topics", "discussion", "see also", "return value", "parameters"]

    /// Dash's type for an API: from DocC's kind when a symbol graph gave one, else from panes' kind.
    static func type(of api: APIEntry) -> String {
        switch api.kindDisplayName {
        case "Structure": return "Struct"
        case "Class": return "Class"
        case "Enumeration": return "Enum"
        case "Protocol": return "Protocol"
        case "Case": return "Value"
        case "Operator": return "Operator"
        case "Macro": return "Macro"
        case "Type Alias", "Associated Type": return "Type"
        case "Global Variable": return "Variable"
        default: break
        }
        switch api.kind {
        case .type: return "Type"
        case .protocol: return "Protocol"
        case .initializer: return "Constructor"
        case .modifier: return "Modifier"
        case .method: return "Method"
        case .property, .environmentValue: return "Property"
        case .case: return "Value"
        case .function: return "Function"
        case .member: return "Entry"
        }
    }
}
