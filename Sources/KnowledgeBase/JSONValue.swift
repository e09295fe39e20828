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

    /// A JSON string literal; control characters escaped, everything else written as UTF-8.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
