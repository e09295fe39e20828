import PanesMarkdown

/// What the prose around a code span says about which API it names: the other code spans of its
/// sentence (a table row counts as one), those of its whole block (a paragraph, a list, a table),
/// and the word right after it ("the `.sheet` modifier"). A bare member such as `.automatic`,
/// which half a dozen types have, is resolved by these (`SymbolResolver`).
public struct SpanContext: Sendable, Equatable {
    /// The other code spans of the same sentence, as written.
    public var sentence: [String] = []
    /// The other code spans of the same top-level block.
    public var block: [String] = []
    /// The word right after the span, lowercased, if text follows it.
    public var nextWord: String?

    /// What starts a hint that is no code span but the type an Apple address in the sentence
    /// is about, lowercased as addresses spell it (`apple:presentationsizing`).
    static let appleTypePrefix = "apple:"

    /// Creates a context.
    public init(sentence: [String] = [], block: [String] = [], nextWord: String? = nil) {
        (self.sentence, self.block, self.nextWord) = (sentence, block, nextWord)
    }

    /// The context of every code span in `block` (a top-level block of a document), by the
    /// span's position. Spans of the same sentence share one array, so this costs a reference
    /// per span, not a copy.
    static func contexts(in block: MarkdownNode) -> [SourcePosition: SpanContext] {
        var collector = Collector()
        collector.walk(block, isRow: false)
        collector.endSentence()
        let everyone = collector.spans.map(\.spelling)
        var contexts: [SourcePosition: SpanContext] = [:]
        for (index, span) in collector.spans.enumerated() {
            let sentence =
                collector.sentences[span.sentence].filter { $0 != index }.map { collector.spans[$0].spelling }
                + (collector.hints[span.sentence] ?? [])
            var block = everyone
            block.remove(at: index)
            contexts[span.position] = SpanContext(sentence: sentence, block: block, nextWord: span.nextWord)
        }
        return contexts
    }

    /// Walks inline content in reading order, cutting sentences at `. `, `? `, `! ` and `; ` and at
    /// the end of every paragraph, heading and table row.
    private struct Collector {
        struct Span {
            var spelling: String
            var position: SourcePosition
            var sentence: Int
            var nextWord: String?
        }

        var spans: [Span] = []
        /// Each sentence's spans, by index into `spans`.
        var sentences: [[Int]] = [[]]
        /// Types the links of a sentence name (lowercased, as Apple's addresses spell them), by sentence.
        var hints: [Int: [String]] = [:]
        /// The span whose next word is still to be read.
        var waitingForWord: Int?

        mutating func walk(_ node: MarkdownNode, isRow: Bool) {
            switch node.kind {
            case .code(let spelling), .symbolLink(let spelling):
                spans.append(Span(spelling: spelling, position: node.position, sentence: sentences.count - 1))
                sentences[sentences.count - 1].append(spans.count - 1)
                waitingForWord = spans.count - 1
            case .text(let text):
                readText(text)
            case .link(let destination, _):
                // A citation names the type too: `…/documentation/swiftui/presentationsizing/automatic`.
                if let type = Self.appleType(in: destination) { hints[sentences.count - 1, default: []].append(type) }
                node.children.forEach { walk($0, isRow: isRow) }
            case .softBreak, .lineBreak:
                readText(" ")
            case .codeBlock, .htmlBlock, .thematicBreak:
                endSentence()
            case .tableRow:
                endSentence()
                node.children.forEach { walk($0, isRow: true) }
                endSentence()
            case .tableCell:
                // A row is one sentence: its cells are read as one.
                node.children.forEach { walk($0, isRow: true) }
                readText(" ")
            case .paragraph, .heading:
                if !isRow { endSentence() }
                node.children.forEach { walk($0, isRow: isRow) }
                if !isRow { endSentence() }
            default:
                node.children.forEach { walk($0, isRow: isRow) }
            }
        }

        mutating func readText(_ text: String) {
            if let waiting = waitingForWord {
                let word = text.drop { $0 == " " }.prefix { $0.isLetter }.lowercased()
                spans[waiting].nextWord = word.isEmpty ? nil : word
                waitingForWord = nil
            }
            // A semicolon starts a clause with a subject of its own ("…`.tabBarOnly`; as with
            // `NavigationSplitViewStyle`, …"), so it ends the sentence as far as hints go.
            for end in [". ", "? ", "! ", "; "] where text.contains(end) {
                endSentence()
                return
            }
        }

        /// The type an Apple reference address is about, as a hint (`SpanContext.appleTypePrefix`
        /// + `presentationsizing` for
        /// `https://developer.apple.com/documentation/swiftui/presentationsizing/automatic`).
        static func appleType(in destination: String) -> String? {
            guard let range = destination.range(of: "developer.apple.com/documentation/") else { return nil }
            let components = destination[range.upperBound...].split(separator: "/")
            guard components.count >= 3 else { return nil }
            return SpanContext.appleTypePrefix + components[1].lowercased()
        }

        mutating func endSentence() {
            waitingForWord = nil
            if !(sentences.last?.isEmpty ?? true) { sentences.append([]) }
        }
    }
}
