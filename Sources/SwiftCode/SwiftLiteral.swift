/// Swift source spellings of values, for generated code.
public enum SwiftLiteral {
    /// A Swift string literal holding `text` exactly.
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
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
