import PanesMarkdown

/// What sort of symbol an API is.
public enum APIKind: String, Sendable, Codable, CaseIterable, Comparable {
    case type, `protocol`, initializer, modifier, method, property, `case`
    case environmentValue = "environment value"
    case function
    /// An implicit member (`.detailOnly`) whose exact kind the content does not say.
    case member

    /// The order used to sort these values deterministically.
    public static func < (lhs: APIKind, rhs: APIKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Where a symbol's doc comment is written, as its symbol graph says.
public struct DocCommentOrigin: Sendable, Hashable, Codable {
    /// The Swift file, as the user finds it: relative to the current folder when it is inside it.
    public var file: String
    /// 1-based line of the comment's first line.
    public var line: Int
    /// 1-based column where its text starts (after `///`).
    public var column: Int
    /// Whether the comment is inherited from another module's symbol (a protocol requirement's):
    /// that module's own build checks it, so DocC reports nothing in it, and neither does panes.
    public var isInherited: Bool
}

/// Where something was written: a content file and a 1-based line.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    /// Path relative to the content folder.
    public var file: String
    /// 1-based line.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The order used to sort these values deterministically.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// One platform an API is available on, from the `Availability:` field.
public struct Availability: Sendable, Hashable, Codable {
    /// The platform as written (`iOS`, `macOS`, `Mac Catalyst`, …).
    public var platform: String
    /// The first version with the API (`16.0`).
    public var introduced: String
    /// Whatever followed the version in parentheses (`deprecated 16.0`, `back-deployed`), if anything.
    public var note: String?
    /// Whether the note says the platform deprecated the API (`deprecated`, `Deprecated 16.0`).
    public var isDeprecated: Bool
    /// The version that deprecated it, when the note names one (`16.0`).
    public var deprecatedVersion: String?

    /// Creates an availability record; the note is read for a deprecation here, once.
    public init(platform: String, introduced: String, note: String? = nil) {
        self.platform = platform
        self.introduced = introduced
        self.note = note
        let words = note?.lowercased().split(separator: " ") ?? []
        isDeprecated = words.first == "deprecated"
        deprecatedVersion = isDeprecated ? words.dropFirst().first { $0.first?.isNumber == true }.map(String.init) : nil
    }
}

/// Which platforms deprecated an API, read from its availability; the site's banner, the
/// terminal and search all ask this one value.
public struct Deprecation: Sendable, Equatable {
    /// The platforms that deprecated the API, in the order the entry lists them.
    public var platforms: [Availability]
    /// Whether every platform the entry lists deprecated it: search ranks such an API last among
    /// its equals; one deprecated on some platforms only is still the API to use elsewhere.
    public var isEverywhere: Bool

    /// The deprecation in `availability`, nil when no platform deprecated the API.
    public init?(_ availability: [Availability]) {
        let deprecated = availability.filter(\.isDeprecated)
        guard !deprecated.isEmpty else { return nil }
        platforms = deprecated
        isEverywhere = deprecated.count == availability.count
    }
}

/// A parameter documented in an entry's `Parameters:` field.
public struct Parameter: Sendable, Hashable, Codable {
    /// The parameter name as written.
    public var name: String
    /// What the parameter does.
    public var summary: String
}

/// A table of cells; the first row is the header.
public struct Table: Sendable, Hashable, Codable {
    /// The header cells.
    public var header: [String]
    /// The body rows.
    public var rows: [[String]]
}

/// A section of some article, as a link target.
public struct SectionReference: Sendable, Hashable, Codable, Comparable {
    /// The article's path relative to the content folder.
    public var file: String
    /// The section's anchor within the article's page.
    public var anchor: String
    /// The section heading (or the article title for text before the first section).
    public var title: String
    /// 1-based line of the mention.
    public var line: Int

    /// The order used to sort these values deterministically.
    public static func < (lhs: SectionReference, rhs: SectionReference) -> Bool {
        (lhs.file, lhs.line, lhs.anchor) < (rhs.file, rhs.line, rhs.anchor)
    }
}

/// An API in the index: written as an entry, or inferred from spellings that mention it.
public struct APIEntry: Sendable, Equatable, Codable {
    /// The canonical id: the full signature, qualified by owner for members.
    public var id: String
    /// The name as a heading would show it (`init(sidebar:detail:)`, `detailOnly`, `sheet(item:onDismiss:content:)`).
    public var name: String
    /// The parsed canonical name.
    public var symbol: SymbolName
    /// Other spellings that name this API (`.sheet(item:)`, `sheet(item:content:)`).
    public var aliases: [String]
    /// What sort of symbol it is.
    public var kind: APIKind
    /// Whether an entry documents it (false for APIs inferred from mentions only).
    public var isDocumented: Bool
    /// The one-paragraph summary (plain text).
    public var summary: String
    /// The summary as Markdown nodes, for renderers.
    public var summaryNodes: [MarkdownNode]
    /// What its field list says (declaration, availability, parameters, …): the facts a page,
    /// `show`, search and the JSON all read from here.
    public var fields = EntryFields()
    /// The declaration, as written in the `Declaration:` field.
    public var declaration: String? {
        get { fields.declaration }
        set { fields.declaration = newValue }
    }
    /// Availability per platform.
    public var availability: [Availability] {
        get { fields.availability }
        set { fields.availability = newValue }
    }
    /// The protocols a type conforms to (its `Conforms to:` field), as written.
    public var conformances: [String] { fields.conformances }
    /// Where each field of the entry's field list starts, by the field's name (`Declaration`).
    public var fieldLocations: [String: SourcePosition] { fields.locations }
    /// Documented parameters.
    public var parameters: [Parameter] { fields.parameters }
    /// Spellings listed under `See also:`, resolved to ids where possible.
    public var seeAlso: [String] {
        get { fields.seeAlso }
        set { fields.seeAlso = newValue }
    }
    /// The discussion blocks (everything after the summary and fields, up to the next entry),
    /// without the platform tables.
    public var discussion: [MarkdownNode]
    /// Platform behaviour tables (first header cell `Platform`), as plain text.
    public var platformBehaviour: [Table]
    /// The same tables as Markdown nodes, for renderers that keep their links.
    public var platformTableNodes: [MarkdownNode]
    /// Where the entry is written, or the first mention of an inferred API.
    public var source: SourceLocation
    /// The anchor of the entry's heading in its article's page.
    public var anchor: String?
    /// The id of the entry this one is a member of.
    public var parentID: String?
    /// Sections that mention the API (code spans, calls in Swift blocks).
    public var mentionedIn: [SectionReference]
    /// Ids of code examples written in the entry or that use the API.
    public var examples: [String]
    /// For an API inferred from mentions: how the references used it (`code span`, `modifier call`, …).
    public var evidence: [APIEvidence]
    /// The DocC catalog (its folder) the API is documented in, or nil for loose Markdown.
    public var catalog: String?
    /// DocC's name for its kind (`Instance Method`), for an API from a catalog.
    public var kindDisplayName: String?
    /// Where a symbol graph says the API's doc comment is written, for problems found in it.
    public var docCommentOrigin: DocCommentOrigin?
    /// Whether a symbol graph gives it as a default implementation (a protocol extension's
    /// member, or one a type gets from a protocol): its type's page lists it apart, as DocC does.
    public var isDefaultImplementation = false

    /// An entry with its name and where it was found; every other field starts empty.
    init(
        symbol: SymbolName, name: String, kind: APIKind, isDocumented: Bool, source: SourceLocation, anchor: String?,
        parentID: String?, id: String? = nil
    ) {
        self.id = id ?? symbol.spelling
        self.name = name
        self.symbol = symbol
        self.aliases = []
        self.kind = kind
        self.isDocumented = isDocumented
        self.summary = ""
        self.summaryNodes = []
        self.discussion = []
        self.platformBehaviour = []
        self.platformTableNodes = []
        self.source = source
        self.anchor = anchor
        self.parentID = parentID
        self.mentionedIn = []
        self.examples = []
        self.evidence = []
        self.catalog = nil
        self.kindDisplayName = nil
    }
}

extension APIEntry {
    /// Which platforms deprecated the API; nil when none did.
    public var deprecation: Deprecation? { Deprecation(availability) }
}

/// How the references used an API that no entry documents: the evidence it was inferred from.
public enum APIEvidence: String, Sendable, Codable, Comparable {
    /// A code span in prose or a heading (`` `List` ``).
    case codeSpan = "code span"
    /// A DocC double-backtick link (``` ``List`` ```).
    case link = "symbol link"
    /// A modifier applied to a view in a Swift block (`.sheet(item:)`).
    case modifierCall = "modifier call"
    /// An initializer call in a Swift block (`NavigationStack(path:)`).
    case initializerCall = "initializer call"

    /// The order used to sort these values deterministically.
    public static func < (lhs: APIEvidence, rhs: APIEvidence) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
