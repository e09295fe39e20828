/// Swift source spellings of values, for generated code.
public enum SwiftLiteral {
    /// A Swift string literal holding `text` exactly, whatever characters it holds.
    public static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            // Other control characters are not allowed raw in a literal (a file name may hold one).
            case _ where scalar.value < 0x20 || scalar.value == 0x7f: literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
