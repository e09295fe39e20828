/// What a ```` ```swift ```` fence's words mean: how the block is tested, whether it is skipped or
/// built alone, whether it is a deliberate fragment, and the problems with the words. Decided
/// here once; the extractor stores the result and everything else reads it.
struct SwiftFence: Equatable {
    /// A problem with one word, at its offset in the info string.
    struct Problem: Equatable {
        var message: String
        var offset: Int
        /// The word, when the problem is that nothing knows it.
        var unknownWord: String? = nil
    }

    /// Every word a swift fence accepts.
    static let knownWords = TestMode.allCases.map(\.rawValue) + ["ignore", "standalone", "fragment"]

    /// DocC's code listing options (`swift, nocopy, highlight=[2]`), which change how a listing
    /// looks, not how it is checked; accepted in any case, as DocC accepts them.
    static let listingOptions: Set<String> = ["nocopy", "showlinenumbers", "wrap", "highlight", "strikeout"]

    var testMode: TestMode?
    var expectedCompileError: String?
    var isIgnored = false
    var isStandalone = false
    /// A deliberate excerpt (`case .foo:` alone): highlighted but not syntax-checked.
    var isFragment = false
    /// Whether a word chose the test mode (false when it came from the folder's default).
    var isModeWritten = false
    var problems: [Problem] = []

    /// Reads the words of a swift fence. `defaultMode` is what a block with no mode word gets
    /// (nil: illustrative).
    init(_ info: FenceInfo, defaultMode: TestMode? = nil) {
        var modes: [(TestMode, FenceInfo.Word)] = []
        for word in info.words {
            if let mode = TestMode(rawValue: word.name) {
                modes.append((mode, word))
                if mode == .compileFail {
                    expectedCompileError = word.value
                    continue
                }
            } else if word.name == "ignore" {
                isIgnored = true
            } else if word.name == "standalone" {
                isStandalone = true
            } else if word.name == "fragment" {
                isFragment = true
            } else if Self.listingOptions.contains(word.name.lowercased()) {
                continue
            } else {
                problems.append(Problem(message: Self.unknownWordMessage(word.name), offset: word.offset, unknownWord: word.name))
                continue
            }
            if word.value != nil {
                problems.append(Problem(message: "'\(word.name)' takes no value; write it alone", offset: word.offset))
            }
        }
        // `runnable compile_fail` (the older spelling) means compile_fail: the specific mode wins.
        let specific = modes.filter { $0.0 != .run }
        if specific.count > 1 {
            problems.append(
                Problem(
                    message:
                        "a block takes one of runnable, no_run, compile_fail, crashes or typecheck; '\(specific[1].1.name)' conflicts with '\(specific[0].1.name)'",
                    offset: specific[1].1.offset))
        }
        testMode = specific.first?.0 ?? modes.first?.0 ?? (isFragment ? nil : defaultMode)
        isModeWritten = !modes.isEmpty
        if isFragment, let mode = modes.first {
            problems.append(Problem(message: "a fragment is not compiled, so it cannot be '\(mode.1.name)'", offset: mode.1.offset))
        }
        if testMode == nil {
            for word in info.words where word.name == "ignore" || word.name == "standalone" {
                problems.append(
                    Problem(
                        message: "'\(word.name)' applies to tested blocks only; write ```swift runnable \(word.name)",
                        offset: word.offset))
            }
        }
    }

    /// "unknown code block attribute", with the known word it most resembles.
    static func unknownWordMessage(_ word: String) -> String {
        let known = knownWords.joined(separator: ", ")
        if let suggestion = closestKnownWord(to: word) {
            return "unknown code block attribute '\(word)'; did you mean '\(suggestion)'? A swift fence takes \(known)"
        }
        return "unknown code block attribute '\(word)'; a swift fence takes \(known)"
    }

    /// The known word `word` is a slip of (`no-run`, `runable`, `compile-fail`, `should_panic`), if any.
    static func closestKnownWord(to word: String) -> String? {
        let normalized = word.lowercased().replacingOccurrences(of: "-", with: "_")
        if ["should_panic", "crash", "traps", "panics"].contains(normalized) { return TestMode.crash.rawValue }
        if ["norun", "compile_only", "build_only"].contains(normalized) { return TestMode.compileOnly.rawValue }
        return (knownWords + ["nocopy", "showLineNumbers"]).first {
            $0.lowercased() == normalized || Self.isWithinOneEdit($0.lowercased(), normalized)
        }
    }

    /// The language of a fence that meant `swift` and a word but fused them
    /// (`swift-runnable`, `swift_no_run`, `swiftrunnable`): the fix to suggest, if it is one.
    static func fusedLanguage(_ language: String) -> String? {
        guard language.hasPrefix("swift"), language != "swift" else { return nil }
        let rest = language.dropFirst("swift".count).drop { $0 == "-" || $0 == "_" || $0 == ":" || $0 == "." }
        guard let word = closestKnownWord(to: String(rest)) else { return nil }
        return "swift " + word
    }

    /// Whether one insertion, deletion or substitution turns `a` into `b`.
    private static func isWithinOneEdit(_ a: String, _ b: String) -> Bool {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        guard abs(a.count - b.count) <= 1, a != b else { return false }
        var i = 0
        var j = 0
        var edits = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                i += 1
                j += 1
                continue
            }
            edits += 1
            if edits > 1 { return false }
            if a.count > b.count {
                i += 1
            } else if b.count > a.count {
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
        return edits + (a.count - i) + (b.count - j) <= 1
    }
}
