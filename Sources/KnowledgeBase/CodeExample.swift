import SwiftCode

/// A fenced code block from the content, with what the fence says about it.
public struct CodeExample: Sendable, Equatable {
    /// Attributes a `swift` fence may carry after the language.
    public static let knownSwiftAttributes: Set<String> = ["runnable", "ignore", "compile_fail", "standalone"]
    /// Lines of a runnable block that start with this marker are compiled but not shown.
    public static let hiddenLineMarker = "~ "

    /// A stable id: the file and the fence's line (`sheets.md:42`).
    public var id: String
    /// Path relative to the content folder.
    public var file: String
    /// 1-based line of the opening fence; the code starts on the next line.
    public var line: Int
    /// The fence's language (`swift`, `bash`, or empty).
    public var language: String
    /// Words after the language in the fence's info string.
    public var attributes: [String]
    /// The code to compile, hidden-line markers removed (one output line per source line).
    public var code: String
    /// The code as a page shows it: hidden lines left out.
    public var visibleCode: String
    /// The heading of the section the block is in.
    public var sectionTitle: String
    /// The anchor of that section.
    public var sectionAnchor: String
    /// The API entry whose section contains the block, if any.
    public var entryID: String?
    /// Ids of the APIs the block uses, in first-use order.
    public var apiIDs: [String]
    /// Highlighting of `code`, when the build asked for it (`BuildOptions.highlightsSwift`).
    public var highlightedTokens: [HighlightedToken]? = nil

    /// Whether the block is a model-level example that is compiled and run.
    public var isRunnable: Bool { language == "swift" && attributes.contains("runnable") }
    /// Whether a runnable block is skipped (counted, not run).
    public var isIgnored: Bool { attributes.contains("ignore") }
    /// Whether a runnable block must fail to compile.
    public var mustFailToCompile: Bool { attributes.contains("compile_fail") }
    /// Whether a runnable block is built in a module of its own.
    public var isStandalone: Bool { attributes.contains("standalone") }
    /// Whether the block holds Swift (runnable or illustrative).
    public var isSwift: Bool { language == "swift" }
}

extension CodeExample {
    /// Splits a fence info string (`swift runnable, ignore`) into language and attributes.
    static func parseInfo(_ info: String) -> (language: String, attributes: [String]) {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        return (words.first?.lowercased() ?? "", Array(words.dropFirst()))
    }

    /// Removes hidden-line markers, returning the code to compile and the code to show.
    static func splitHiddenLines(_ code: String) -> (compiled: String, visible: String) {
        // Nearly every block has no `~` at all; it then shows what it compiles.
        guard code.utf8.contains(UInt8(ascii: "~")) else { return (code, code) }
        var compiled: [Substring] = []
        var visible: [Substring] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(hiddenLineMarker) || line == "~" {
                compiled.append(line.dropFirst(min(2, line.count)))
            } else {
                compiled.append(line)
                visible.append(line)
            }
        }
        return (compiled.joined(separator: "\n"), visible.joined(separator: "\n"))
    }
}
