/// HTML made of typed parts, so whatever comes from content is escaped by construction: text
/// and attribute values go in as Swift strings and come out escaped. HTML goes in as it is in
/// two ways only: `Markup(_:)` takes a `StaticString`, a literal in panes' own code that no
/// string from content can become, and `Markup(trusted:)` takes what is HTML already (the
/// highlighter's output, rendered Markdown). A page written with `Markup` has no other way to
/// put a string into its HTML unescaped.
struct Markup: Sendable, Equatable {
    /// The HTML.
    private(set) var html: String

    /// Nothing.
    init() { html = "" }

    /// `text` as element content or an attribute value would need it: `&`, `<`, `>` and `"` escaped.
    init(text: String) { html = HTML.escape(text) }

    /// `text` as element content needs it: `&`, `<` and `>` escaped; quotes stay as written.
    init(elementText text: String) { html = HTML.escapeText(text) }

    /// HTML written as a literal in panes' own code (a `StaticString` cannot be made at run time).
    init(_ constant: StaticString) { html = constant.description }

    /// HTML that is HTML already; never a string from content.
    init(trusted html: String) { self.html = html }

    /// A line break between elements, as the pages are laid out.
    static let newline = Markup(trusted: "\n")

    /// `<name a="v"…>content</name>`, each attribute's value escaped; an attribute whose value
    /// is nil is left out. `name` and the attribute names are the code's own, never content's.
    static func element(_ name: String, _ attributes: [(name: String, value: String?)] = [], _ content: Markup...) -> Markup {
        var html = "<" + name
        for attribute in attributes {
            guard let value = attribute.value else { continue }
            html += " \(attribute.name)=\"\(HTML.escape(value))\""
        }
        html += ">"
        for part in content { html += part.html }
        return Markup(trusted: html + "</" + name + ">")
    }

    /// A heading with an id and its anchor link (`HTML.heading`).
    static func heading(_ level: Int, id: String, _ inner: Markup, className: String? = nil) -> Markup {
        Markup(trusted: HTML.heading(level, id: id, inner.html, className: className))
    }

    /// `parts` one after the other.
    static func joined(_ parts: [Markup]) -> Markup { Markup(trusted: parts.map(\.html).joined()) }

    /// A symbol name that may wrap between its labels (`HTML.breakable`).
    static func breakable(_ name: String) -> Markup { Markup(trusted: HTML.breakable(name)) }

    /// A symbol name as code sized to fit its column (`HTML.symbol`).
    static func symbol(_ name: String) -> Markup { Markup(trusted: HTML.symbol(name)) }

    /// The two pieces one after the other.
    static func + (first: Markup, second: Markup) -> Markup { Markup(trusted: first.html + second.html) }

    /// Appends `other`.
    static func += (markup: inout Markup, other: Markup) { markup.html += other.html }
}
