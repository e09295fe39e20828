/// Splits text into the words and terms search compares (see docs/search-ranking.md, "Tokens").
///
/// Letters and digits of any script form words; everything else separates them. ASCII letters
/// are lowercased byte by byte; other letters by their Unicode lowercase mapping, which both
/// engines read from the same Unicode data. Text in Chinese, Japanese and Korean has no spaces,
/// so a run of those characters becomes its overlapping pairs (`侧边栏` → `侧边`, `边栏`):
/// any two adjacent characters of a query then find the page that holds them.
package enum TextTokenizer {
    /// The lowercased words of `text`, in order, repeats kept (CJK runs as character pairs).
    package static func words(_ text: String) -> [String] {
        runs(text).flatMap { run in run.isCJK ? bigrams(run.scalars) : [lowercased(run.scalars)] }
    }

    /// The full-text terms of `text`: each word lowercased and stemmed, plus its camel-case parts
    /// when it has several. `columnVisibility` gives `columnvisibility`, `column`, `visibility`.
    package static func terms(_ text: String) -> [String] {
        var result: [String] = []
        for run in runs(text) {
            if run.isCJK {
                result += bigrams(run.scalars)
                continue
            }
            result.append(stem(lowercased(run.scalars)))
            let parts = camelParts(run.scalars)
            if parts.count > 1 { result += parts.map { stem(lowercased($0)) } }
        }
        return result
    }

    /// The lowercased camel-case words of an identifier: `NavigationSplitView` gives
    /// `navigation`, `split`, `view`; `JSONEncoder` gives `json`, `encoder`.
    static func camelWords(_ identifier: String) -> [String] {
        runs(identifier).filter { !$0.isCJK }.flatMap { camelParts($0.scalars).map(lowercased) }
    }

    /// A light English stemmer, the same in both engines, so `swiping` meets `swipe`, `closes`
    /// meets `close` and `columns` meets `column`. Words of three letters or fewer, and words
    /// with letters outside ASCII, stay as they are. In order:
    /// 1. `ies` → `y` (entries → entry);
    /// 2. else drop `ing` (words of 6+ letters) or `ed` (5+), and undouble a final consonant
    ///    other than l, s, z (`dropped` → `drop`);
    /// 3. else drop `es` after s, x, z, ch or sh (5+ letters), or a plural `s` not after s, u, i;
    /// 4. then drop a final `e` from what is left when it has 4+ letters (`close`, `closing` → `clos`).
    package static func stem(_ word: String) -> String {
        var bytes = Array(word.utf8)
        guard bytes.count > 3, bytes.allSatisfy({ $0 < 0x80 }) else { return word }
        func endsWith(_ suffix: String) -> Bool {
            bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        if endsWith("ies"), bytes.count > 4 {
            bytes.removeLast(3)
            bytes.append(UInt8(ascii: "y"))
        } else if (endsWith("ing") && bytes.count >= 6) || (endsWith("ed") && bytes.count >= 5) {
            bytes.removeLast(endsWith("ing") ? 3 : 2)
            let last = bytes[bytes.count - 1]
            if bytes.count >= 3, last == bytes[bytes.count - 2], isConsonant(last), !"lsz".utf8.contains(last) { bytes.removeLast() }
        } else if endsWith("es"), bytes.count >= 5, "sxz".utf8.contains(bytes[bytes.count - 3]) || endsWith("ches") || endsWith("shes") {
            bytes.removeLast(2)
        } else if endsWith("s"), !"sui".utf8.contains(bytes[bytes.count - 2]) {
            bytes.removeLast()
        }
        if bytes.count >= 4, bytes[bytes.count - 1] == UInt8(ascii: "e") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lowercases: ASCII letters by adding 32, other scalars by their Unicode lowercase mapping.
    static func lowercased(_ text: some StringProtocol) -> String {
        lowercased(Array(text.unicodeScalars))
    }

    /// Lowercases scalars the same way.
    static func lowercased(_ scalars: some Collection<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar.value >= 65, scalar.value <= 90 {
                result.append(Unicode.Scalar(scalar.value + 32)!)
            } else if scalar.value < 0x80 {
                result.append(scalar)
            } else {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(result)
    }

    /// A run of word characters: letters and digits of one kind (CJK or not).
    struct Run {
        var scalars: [Unicode.Scalar]
        var isCJK: Bool
    }

    /// The runs of word characters, original case. A change between CJK and other letters starts a new run.
    static func runs(_ text: String) -> [Run] {
        var result: [Run] = []
        var current: [Unicode.Scalar] = []
        var currentIsCJK = false
        for scalar in text.unicodeScalars {
            guard isWordScalar(scalar) else {
                if !current.isEmpty { result.append(Run(scalars: current, isCJK: currentIsCJK)) }
                current = []
                continue
            }
            let cjk = isCJK(scalar)
            if !current.isEmpty, cjk != currentIsCJK {
                result.append(Run(scalars: current, isCJK: currentIsCJK))
                current = []
            }
            current.append(scalar)
            currentIsCJK = cjk
        }
        if !current.isEmpty { result.append(Run(scalars: current, isCJK: currentIsCJK)) }
        return result
    }

    /// Overlapping pairs of a CJK run (`侧边栏` → `侧边`, `边栏`); a lone character stands for itself.
    static func bigrams(_ scalars: [Unicode.Scalar]) -> [String] {
        guard scalars.count > 1 else { return [lowercased(scalars)] }
        return (0..<(scalars.count - 1)).map { lowercased(scalars[$0...($0 + 1)]) }
    }

    /// Splits one run at lower→upper and digit→upper steps, and before the last capital of an
    /// upper-case run that a lowercase letter follows (`JSONEncoder` → `JSON`, `Encoder`).
    /// Only ASCII letters have case here; other letters never split a run.
    static func camelParts(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = []
        var start = 0
        for index in scalars.indices.dropFirst() where isUpper(scalars[index]) {
            let previous = scalars[index - 1]
            let nextIsLower = index + 1 < scalars.count && isLower(scalars[index + 1])
            if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
                parts.append(Array(scalars[start..<index]))
                start = index
            }
        }
        parts.append(Array(scalars[start...]))
        return parts
    }

    /// A letter or digit of any script (Unicode general categories L and N).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isUpper(scalar) || isLower(scalar) || isDigit(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber,
            .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Han ideographs, kana and Hangul: scripts written without spaces between words. Ranges,
    /// not script properties, so both engines decide alike.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
            return true
        default:
            return false
        }
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 65 && scalar.value <= 90 }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 97 && scalar.value <= 122 }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
    private static func isConsonant(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 && !"aeiouy".utf8.contains(byte) }
}
