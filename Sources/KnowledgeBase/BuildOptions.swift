/// What a build keeps beyond the index itself; the site needs more than `panes index` does.
public struct BuildOptions: Sendable, Equatable {
    /// Keep each article's parsed document (renderers walk it). Off, a large corpus needs far less memory.
    public var keepsDocuments: Bool
    /// Classify Swift blocks for highlighting during the one parse every block gets anyway.
    public var highlightsSwift: Bool

    /// Creates options.
    public init(keepsDocuments: Bool, highlightsSwift: Bool) {
        self.keepsDocuments = keepsDocuments
        self.highlightsSwift = highlightsSwift
    }

    /// For the index, checks, search and tests: no documents, no highlighting.
    public static let indexOnly = BuildOptions(keepsDocuments: false, highlightsSwift: false)
    /// For renderers: documents kept and Swift highlighted.
    public static let rendering = BuildOptions(keepsDocuments: true, highlightsSwift: true)
}
