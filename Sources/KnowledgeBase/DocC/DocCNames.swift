/// The names DocC derives from text: heading anchors, article link names and the hash that
/// tells overloads apart. Each is DocC's own rule, so links written for DocC resolve here.
public enum DocCNames {
    /// DocC's anchor for a heading (`urlReadableFragment` in swift-docc's `Identifier.swift`):
    /// trim; split on white space, `-`, en and em dashes, dropping empty pieces; join with `-`;
    /// then remove every punctuation character and the backtick. Case is kept, symbols (`$ + <`)
    /// are kept, and because punctuation goes after joining, a lone `&` leaves a double hyphen:
    /// `Grades: Easy, Moderate & Strenuous` → `Grades-Easy-Moderate--Strenuous`.
    public static func anchor(_ text: String) -> String {
        let pieces = text.split { $0.isWhitespace || $0 == "-" || $0 == "\u{2013}" || $0 == "\u{2014}" }
        let joined = pieces.joined(separator: "-")
        return String(String.UnicodeScalarView(joined.unicodeScalars.filter { !isPunctuation($0) || $0 == "-" }))
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "`" { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// The name a `<doc:>` link uses for an article or tutorial: its file's base name with every
    /// run of white space, `-`, en or em dash made one `-`; case and other punctuation kept
    /// (`Reading a Contour Map.md` → `Reading-a-Contour-Map`, `MigratingTo1.11.md` → `MigratingTo1.11`).
    public static func linkName(ofFile path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return name.split { $0.isWhitespace || $0 == "-" || $0 == "\u{2013}" || $0 == "\u{2014}" }.joined(separator: "-")
    }

    /// DocC's hash disambiguation for a symbol (`stableHashString`): FNV-1 over the UTF-8 of its
    /// precise identifier, folded to 24 bits, in lower-case base 36. It is what DocC prints in
    /// `length(in:)-1ntpg`.
    public static func hash(ofIdentifier identifier: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in identifier.utf8 {
            hash = hash &* 16_777_619
            hash ^= UInt32(byte)
        }
        return String((hash >> 24) ^ (hash & 0xff_ffff), radix: 36)
    }

    /// The way DocC writes a page's place in messages: `/Trailmap/Trail`, spaces as hyphens.
    static func messagePath(_ components: [String]) -> String {
        "/" + components.map { $0.replacingOccurrences(of: " ", with: "-") }.joined(separator: "/")
    }
}
