/// A JSON value, written with sorted keys and two-space indentation.
///
/// The index is written with this rather than `JSONEncoder`, which took a fifth of
/// `panes index`'s time on large corpora; the output is byte-for-byte stable.
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// A string, or `null` when `value` is nil.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    /// The value as pretty JSON text (sorted keys, two-space indentation), the one form every
    /// `--json` of `panes` prints.
    public var text: String {
        var bytes: [UInt8] = []
        write(to: &bytes, indent: 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the value to `output` as it would appear nested `indent` levels deep.
    func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text): Self.writeString(text, to: &output)
        case .integer(let number): output.append(contentsOf: String(number).utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let items):
            guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                output.append(contentsOf: (position == 0 ? "\n" : ",\n").utf8)
                Self.writeIndent(indent + 1, to: &output)
                item.write(to: &output, indent: indent + 1)
            }
            output.append(UInt8(ascii: "\n"))
            Self.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (position, key) in members.keys.sorted().enumerated() {
                output.append(contentsOf: (position == 0 ? "\n" : ",\n").utf8)
                Self.writeIndent(indent + 1, to: &output)
                Self.writeString(key, to: &output)
                output.append(contentsOf: ": ".utf8)
                members[key]!.write(to: &output, indent: indent + 1)
            }
            output.append(UInt8(ascii: "\n"))
            Self.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Two spaces per level.
    static func writeIndent(_ level: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; `</` written
    /// `<\/`, and U+2028, U+2029 and the letter-order controls (`U+202E`…) escaped too, so the
    /// text is also safe inside an HTML `<script>` and on a terminal. Everything else is UTF-8.
    public static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Nearly every string needs no escape: a scan of the bytes finds those, and they go in whole.
        guard needsEscaping(text) else {
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: #"\""#.utf8)
            case "\\": output.append(contentsOf: #"\\"#.utf8)
            case "\n": output.append(contentsOf: #"\n"#.utf8)
            case "\r": output.append(contentsOf: #"\r"#.utf8)
            case "\t": output.append(contentsOf: #"\t"#.utf8)
            case "/" where previous == "<": output.append(contentsOf: #"\/"#.utf8)
            default:
                if isEscapedScalar(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
            previous = scalar
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string literal (see `writeString(_:to:)`).
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        writeString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Scalars written as `\uXXXX`: controls, U+2028/U+2029 (line breaks to JavaScript) and
    /// the letter-order controls.
    private static func isEscapedScalar(_ value: UInt32) -> Bool {
        switch value {
        case ..<0x20, 0x7F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `text` holds a byte `writeString` must escape: a quote, a backslash, a control
    /// character, the `/` of `</`, or the UTF-8 lead of an escaped scalar (`D8 9C`, `E2 80 …`, `E2 81 …`).
    private static func needsEscaping(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case ..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F: return true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "<"): return true
            case 0x80 where previous == 0xE2, 0x81 where previous == 0xE2: return true
            case 0x9C where previous == 0xD8: return true
            default: break
            }
            previous = byte
        }
        return false
    }
}
