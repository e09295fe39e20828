/// What a plain ```` ```swift ```` block (one with no test word) is in a folder: illustrative, as
/// in panes' own content, or a test, as rustdoc treats every Rust block. Set per folder in
/// `panes.json` (`ContentSettings`) or for one run with `panes test --swift-blocks`.
public enum PlainSwiftBlocks: String, Sendable, Equatable, CaseIterable {
    /// Syntax-checked and highlighted, never compiled.
    case illustrative
    /// Compiled and run, like ```` ```swift runnable ````.
    case runnable
    /// Compiled only, like ```` ```swift no_run ````.
    case noRun = "no_run"
    /// Type-checked against SwiftUI's declarations, like ```` ```swift typecheck ````: for a
    /// reference whose plain blocks are SwiftUI samples (panes' own content is one).
    case typeCheck = "typecheck"

    /// The test mode a plain block gets; nil when it stays illustrative.
    public var testMode: TestMode? {
        switch self {
        case .illustrative: return nil
        case .runnable: return .run
        case .noRun: return .compileOnly
        case .typeCheck: return .typeCheck
        }
    }

    /// The spellings, for messages: `illustrative, runnable, no_run`.
    public static var spellings: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
