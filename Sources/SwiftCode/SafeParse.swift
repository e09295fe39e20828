internal import SwiftParser
internal import SwiftSyntax

/// The one way this module parses Swift: the toolchain's SwiftParser, unless the code holds
/// input the parser cannot finish on.
///
/// SwiftParser's lookahead for types (`canParseCollectionTypeBody`, `canParseInlineArrayTypeBody`)
/// takes time that doubles with every `[` in a run of opening brackets: 20 of them, as in
/// `f(a[[[[…`, take seconds and 30 take hours (swift-syntax as shipped with Swift 6.3; found by
/// scripts/fuzz). `maximumNestingLevel` does not bound the lookahead, so such a run is refused
/// before parsing. Real code nests arrays three or four deep; the limit leaves room for far more.
enum SafeParse {
    /// The most `[` one run of opening brackets may hold (about 50 ms of parsing).
    static let bracketRunLimit = 12

    /// Where a run of more than `bracketRunLimit` `[` begins.
    struct BracketRun: Equatable {
        /// 1-based line and column of the run's first `[`, within the code.
        var line: Int
        var column: Int

        var problem: SnippetProblem {
            SnippetProblem(
                line: line, column: column,
                message:
                    "more than \(SafeParse.bracketRunLimit) '[' in a row; the Swift parser slows down exponentially on"
                    + " them, so the block was not read: give the inner values names of their own")
        }
    }

    /// The parsed tree, or the run of brackets that keeps the code from being parsed.
    static func parse(_ code: String) -> Result<SourceFileSyntax, BracketRunError> {
        if let run = firstLongBracketRun(in: code) { return .failure(BracketRunError(run: run)) }
        return .success(Parser.parse(source: code))
    }

    /// Wraps a run for `Result`.
    struct BracketRunError: Error { var run: BracketRun }

    /// A run is `[` and `(` with only white space between them; its `[` are counted, since
    /// each one is a place the lookahead may start again (`(` alone costs nothing).
    static func firstLongBracketRun(in code: String) -> BracketRun? {
        var line = 1
        var column = 1
        var run: BracketRun?
        var count = 0
        for byte in code.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                if run == nil { (run, count) = (BracketRun(line: line, column: column), 0) }
                count += 1
                if count > bracketRunLimit { return run }
            case UInt8(ascii: "("), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                break
            default:
                run = nil
            }
            // Columns count UTF-8 bytes, as SwiftSyntax's locations do.
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }
}
