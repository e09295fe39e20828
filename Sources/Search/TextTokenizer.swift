/// Splits text into the words and terms search compares, with rules simple enough to mirror
/// byte for byte in the page script (see docs/search-ranking.md, "Tokens").
///
/// Only ASCII letters and digits form words; every other character separates them. That keeps
/// Swift and JavaScript lowercasing, splitting and comparing identical.
enum TextTokenizer {
    /// The lowercased runs of ASCII letters and digits in `text`, in order, repeats kept.
    static func words(_ text: String) -> [String] {
        runs(text).map { lowercased(bytes: $0) }
    }

    /// The full-text terms of `text`: each run lowercased, plus its camel-case parts when it has
    /// more than one, each stemmed. `columnVisibility` gives `columnvisibility`, `column`, `visibility`.
    static func terms(_ text: String) -> [String] {
        var result: [String] = []
        for run in runs(text) {
            result.append(stem(lowercased(bytes: run)))
            let parts = camelParts(run)
            if parts.count > 1 { result.append(contentsOf: parts.map { stem(lowercased($0)) }) }
        }
        return result
    }

    /// The lowercased camel-case words of an identifier: `NavigationSplitView` gives
    /// `navigation`, `split`, `view`; `JSONEncoder` gives `json`, `encoder`.
    static func camelWords(_ identifier: String) -> [String] {
        runs(identifier).flatMap { camelParts($0).map { lowercased($0) } }
    }

    /// Drops a plural `s` so `columns` meets `column`: words longer than three letters ending in
    /// `s` but not `ss`, `us` or `is` (`dismiss`, `status` and `this` stay whole).
    static func stem(_ word: String) -> String {
        let bytes = Array(word.utf8)
        guard bytes.count > 3, bytes[bytes.count - 1] == UInt8(ascii: "s") else { return word }
        let before = bytes[bytes.count - 2]
        if before == UInt8(ascii: "s") || before == UInt8(ascii: "u") || before == UInt8(ascii: "i") { return word }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// Lowercases ASCII letters only, as the page script does.
    static func lowercased(_ text: some StringProtocol) -> String {
        lowercased(bytes: text.utf8)
    }

    /// Lowercases ASCII letters in UTF-8 bytes.
    static func lowercased(bytes: some Sequence<UInt8>) -> String {
        String(decoding: bytes.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// The runs of ASCII letters and digits, original case.
    static func runs(_ text: String) -> [Substring.UTF8View.SubSequence] {
        var result: [Substring.UTF8View.SubSequence] = []
        let utf8 = Substring(text).utf8
        var start: Substring.UTF8View.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if isWordByte(utf8[index]) {
                if start == nil { start = index }
            } else if let begin = start {
                result.append(utf8[begin..<index])
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let begin = start { result.append(utf8[begin..<utf8.endIndex]) }
        return result
    }

    /// Splits one run at lower→upper and digit→upper steps, and before the last capital of an
    /// upper-case run that a lowercase letter follows (`JSONEncoder` → `JSON`, `Encoder`).
    static func camelParts(_ run: Substring.UTF8View.SubSequence) -> [String] {
        let bytes = Array(run)
        var parts: [String] = []
        var start = 0
        for index in bytes.indices.dropFirst() where isUpper(bytes[index]) {
            let previous = bytes[index - 1]
            let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
            if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                start = index
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }

    private static func isWordByte(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}
