import SwiftCode

/// How a Swift block is tested, as its fence says (rustdoc's attributes, in Swift terms).
public enum TestMode: String, Sendable, Equatable, CaseIterable, Codable {
    /// ```` ```swift runnable ````: compiled and run; passes when it finishes with no failed expectation.
    case run = "runnable"
    /// ```` ```swift no_run ````: compiled only (code that needs a UI, a device or a network).
    case compileOnly = "no_run"
    /// ```` ```swift compile_fail ````: passes only when it fails to compile, with an error inside the block.
    case compileFail = "compile_fail"
    /// ```` ```swift crashes ````: passes only when it traps (rustdoc's `should_panic`).
    case crash = "crashes"
    /// ```` ```swift typecheck ````: type-checked, never run. In a reference folder it is a SwiftUI
    /// sample checked against SwiftUI's declarations (the reference's own `Declaration:` fields
    /// plus panes' base); with `--package`, against the package's libraries.
    case typeCheck = "typecheck"
}

/// A fenced code block from the content, with what the fence says about it.
public struct CodeExample: Sendable, Equatable, Codable {
    /// Words a `swift` fence may carry besides a test mode: `ignore` (counted, not run) and
    /// `standalone` (built in a module of its own).
    public static let modifierWords: Set<String> = ["ignore", "standalone"]
    /// Lines of a runnable block that start with this marker are compiled but not shown.
    public static let hiddenLineMarker = "~ "

    /// A stable id: the file and the fence's line (`sheets.md:42`), as `id(file:line:)` makes it.
    public var id: String

    /// The id of the example whose fence is at `line` of `file`: every place that names an
    /// example by where it is written (a page finding its own, a report, a package's shown
    /// paths) makes it here.
    public static func id(file: String, line: Int) -> String { "\(file):\(line)" }
    /// Path relative to the content folder.
    public var file: String
    /// 1-based line of the opening fence; the code starts on the next line.
    public var line: Int
    /// The fence's language (`swift`, `bash`, or empty).
    public var language: String
    /// Words after the language in the fence's info string, as written.
    public var attributes: [String]
    /// How the block is tested; nil for an illustrative block.
    public var testMode: TestMode?
    /// For `compile_fail="text"`: text the compiler's error must contain.
    public var expectedCompileError: String?
    /// The code to compile, hidden-line markers removed (one output line per source line).
    public var code: String
    /// The code as a page shows it: hidden lines left out.
    public var visibleCode: String
    /// The hidden setup lines alone, markers removed ("" when there are none): a page offers
    /// them apart, so a reader can see what the sample assumes.
    public var hiddenCode = ""
    /// How many columns the code's lines sit to the right in their file (a fence's indentation in
    /// a list item, the `/// ` before a doc comment's code), so compiler columns point at the file.
    public var codeColumnOffset = 0
    /// The heading of the section the block is in.
    public var sectionTitle: String
    /// The anchor of that section.
    public var sectionAnchor: String
    /// The API entry whose section contains the block, if any.
    public var entryID: String?
    /// Ids of the APIs the block uses, in first-use order.
    public var apiIDs: [String]
    /// How many `#expect` and `#require` checks the code writes.
    public var expectationCount = 0
    /// Highlighting of `code`, when the build asked for it (`BuildOptions.highlightsSwift`).
    public var highlightedTokens: [HighlightedToken]? = nil

    /// Whether a test block is skipped (counted, not run).
    public var isIgnored: Bool = false
    /// Whether a test block is built in a module of its own.
    public var isStandalone: Bool = false
    /// Whether the block is a deliberate fragment: highlighted, not syntax-checked.
    public var isFragment: Bool = false

    /// A block with its place and code; the fence's words (test mode, flags) start unset.
    public init(
        id: String, file: String, line: Int, language: String, attributes: [String], code: String, visibleCode: String,
        sectionTitle: String, sectionAnchor: String, entryID: String?, apiIDs: [String]
    ) {
        (self.id, self.file, self.line, self.language, self.attributes) = (id, file, line, language, attributes)
        (self.code, self.visibleCode, self.sectionTitle, self.sectionAnchor) = (code, visibleCode, sectionTitle, sectionAnchor)
        (self.entryID, self.apiIDs) = (entryID, apiIDs)
    }

    /// Whether the block is a test of any mode (the site marks these "tested").
    public var isRunnable: Bool { testMode != nil }
    /// Whether the block is checked against SwiftUI's declarations rather than run.
    public var isTypeChecked: Bool { testMode == .typeCheck }
    /// Whether the block must fail to compile.
    public var mustFailToCompile: Bool { testMode == .compileFail }
    /// Whether the block holds Swift (runnable or illustrative).
    public var isSwift: Bool { language == "swift" }
}

extension CodeExample {
    /// Removes hidden-line markers, returning the code to compile, the code to show and the
    /// hidden lines alone.
    static func splitHiddenLines(_ code: String) -> (compiled: String, visible: String, hidden: String) {
        // Nearly every block has no `~` at all; it then shows what it compiles.
        guard code.utf8.contains(UInt8(ascii: "~")) else { return (code, code, "") }
        var compiled: [Substring] = []
        var visible: [Substring] = []
        var hidden: [Substring] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(hiddenLineMarker) || line == "~" {
                compiled.append(line.dropFirst(min(2, line.count)))
                hidden.append(line.dropFirst(min(2, line.count)))
            } else {
                compiled.append(line)
                visible.append(line)
            }
        }
        return (compiled.joined(separator: "\n"), visible.joined(separator: "\n"), hidden.joined(separator: "\n"))
    }
}
