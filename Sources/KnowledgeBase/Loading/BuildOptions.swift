/// What a build keeps beyond the index itself (the site needs more than `panes index` does), and
/// how it reads plain Swift blocks.
public struct BuildOptions: Sendable, Equatable {
    /// Keep each article's Markdown source, from which renderers parse its document again.
    public var keepsSource: Bool
    /// Classify Swift blocks for highlighting during the one parse every block gets anyway.
    public var highlightsSwift: Bool
    /// What a ```` ```swift ```` block with no test word is, whatever the folder's `panes.json`
    /// says (`panes test --swift-blocks`); nil to follow the file (illustrative when it is silent).
    public var plainSwiftBlocks: PlainSwiftBlocks?
    /// Whether an indented code block in a `///` comment is a Swift block, as rustdoc takes
    /// one for Rust (`panes.json`'s `indentedCodeIsSwift`); off, only fenced blocks are.
    public var indentedCodeIsSwift = false

    /// Creates options.
    public init(keepsSource: Bool, highlightsSwift: Bool) {
        self.keepsSource = keepsSource
        self.highlightsSwift = highlightsSwift
    }

    /// For the index, checks, search and tests: no sources, no highlighting.
    public static let indexOnly = BuildOptions(keepsSource: false, highlightsSwift: false)
    /// For renderers: sources kept and Swift highlighted.
    public static let rendering = BuildOptions(keepsSource: true, highlightsSwift: true)
}
