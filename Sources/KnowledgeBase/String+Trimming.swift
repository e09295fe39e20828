extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks, as a `String`.
    ///
    /// Used instead of Foundation's `trimmingCharacters(in:)`, which bridges through `NSString`
    /// on Linux and showed up as a fifth of the index's time on large corpora.
    public func trimmingWhitespace() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}
