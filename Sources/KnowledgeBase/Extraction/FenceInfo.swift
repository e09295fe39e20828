/// A fence's info string (```` ```swift runnable compile_fail="cannot find" ````) read once:
/// its language and the words after it, with where each word starts. The index, the site and
/// the example runner all read fences through this.
public struct FenceInfo: Sendable, Equatable {
    /// One word after the language: `runnable`, or `compile_fail="message"`.
    public struct Word: Sendable, Equatable {
        /// The word up to `=` (`compile_fail`).
        public var name: String
        /// What followed `=`, unquoted, if anything.
        public var value: String?
        /// The 0-based UTF-8 offset of the word within the info string.
        public var offset: Int
        /// The word as written (for the index's `attributes`).
        public var spelling: String
    }

    /// The language, lowercased (`swift`, `bash`, or empty).
    public var language: String
    /// Where the language starts in the info string (0-based UTF-8 offset).
    public var languageOffset: Int
    /// The words after the language.
    public var words: [Word]

    /// Splits on spaces, tabs and commas (rustdoc accepts `rust,ignore`, DocC writes
    /// `swift, nocopy`); a double-quoted value (`name="two words"`, with `\"` for a quote) and a
    /// bracketed one (DocC's `highlight=[1,3]`) are one word.
    public init(_ info: String) {
        var tokens: [(text: String, offset: Int)] = []
        var current: [UInt8] = []
        var start = 0
        var isQuoted = false
        var isEscaped = false
        var bracketDepth = 0
        for (offset, byte) in info.utf8.enumerated() {
            if isQuoted {
                current.append(byte)
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isQuoted = false
                }
                continue
            }
            if byte == UInt8(ascii: "[") { bracketDepth += 1 }
            if byte == UInt8(ascii: "]") { bracketDepth = max(0, bracketDepth - 1) }
            if bracketDepth == 0, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") {
                if !current.isEmpty { tokens.append((String(decoding: current, as: UTF8.self), start)) }
                current = []
                continue
            }
            if current.isEmpty { start = offset }
            if byte == UInt8(ascii: "\"") { isQuoted = true }
            current.append(byte)
        }
        if !current.isEmpty { tokens.append((String(decoding: current, as: UTF8.self), start)) }
        language = tokens.first?.text.lowercased() ?? ""
        languageOffset = tokens.first?.offset ?? 0
        words = tokens.dropFirst().map { token in
            guard let equals = token.text.firstIndex(of: "=") else {
                return Word(name: token.text, value: nil, offset: token.offset, spelling: token.text)
            }
            return Word(
                name: String(token.text[..<equals]), value: Self.unquoted(token.text[token.text.index(after: equals)...]),
                offset: token.offset, spelling: token.text)
        }
    }

    /// The word named `name`, if present.
    public func word(_ name: String) -> Word? {
        words.first { $0.name == name }
    }

    private static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return String(text) }
        var result = ""
        var isEscaped = false
        for character in text.dropFirst().dropLast() {
            if isEscaped || character != "\\" {
                result.append(character)
                isEscaped = false
            } else {
                isEscaped = true
            }
        }
        return result
    }
}
