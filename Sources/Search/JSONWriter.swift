import KnowledgeBase

/// Writes compact JSON text in pieces, for the page's search data (too large to hold as one
/// `JSONValue` tree on a big corpus); strings are escaped by `JSONValue.quoted`.
struct JSONWriter {
    /// The text written so far.
    private(set) var text = ""

    /// Hands over the text written so far and starts empty, for writing in pieces.
    mutating func takeText() -> String {
        defer { text = "" }
        return text
    }

    /// Appends text as is.
    mutating func raw(_ value: String) {
        text += value
    }

    /// Appends a JSON string literal, escaped by the index's one rule (`JSONValue.quoted`):
    /// `</` and U+2028/U+2029 are escaped, so the text is also safe inside an HTML `<script>`.
    mutating func string(_ value: String) {
        text += JSONValue.quoted(value)
    }

    /// Appends an array of strings.
    mutating func strings(_ values: [String]) {
        raw("[")
        for (position, value) in values.enumerated() {
            if position > 0 { raw(",") }
            string(value)
        }
        raw("]")
    }
}
