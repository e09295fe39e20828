/// A link or image in an article, as written, with where it is: the index checks every one
/// (missing pages, missing anchors, unsafe schemes) and renderers resolve them the same way.
public struct ContentLink: Sendable, Equatable {
    /// The destination as written (`guides/setup.md#step-2`, `https://…`, `diagram.png`).
    public var destination: String
    /// Whether it is an image (`![…](…)`).
    public var isImage: Bool
    /// 1-based line.
    public var line: Int
    /// 1-based byte column of the `[` (or `!`, or the `<` of an autolink).
    public var column: Int
    /// Whether it is an autolink (`<doc:GettingStarted>`), whose text is its destination.
    public var isAutolink = false
}
