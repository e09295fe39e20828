/// Writes compact JSON text by hand, so the script data is small and byte-for-byte stable.
struct JSONWriter {
    /// The text written so far.
    private(set) var text = ""

    /// Hands over the text written so far and starts empty, for writing in pieces.
    mutating func takeText() -> String {
        defer { text = "" }
        return text
    }

    /// Appends text as is.
    mutating func raw(_ value: String) {
        text += value
    }

    /// Appends a JSON string literal. `</` is written `<\/` and U+2028/U+2029 escaped so the text
    /// is also safe inside an HTML `<script>` element.
    mutating func string(_ value: String) {
        // Most strings need no escape: a scan of the bytes finds those, and they go in whole.
        if !Self.needsEscaping(value) {
            text += "\""
            text += value
            text += "\""
            return
        }
        var result = "\""
        var previous: Unicode.Scalar?
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "/" where previous == "<": result += "\\/"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            previous = scalar
        }
        text += result + "\""
    }

    /// Whether `value` holds a byte that `string(_:)` must escape: a quote, a backslash, a control
    /// character, the `/` of `</`, or U+2028 or U+2029 (UTF-8 `E2 80 A8` and `E2 80 A9`).
    private static func needsEscaping(_ value: String) -> Bool {
        var twoBack: UInt8 = 0
        var previous: UInt8 = 0
        for byte in value.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "<") { return true }
            if (byte == 0xA8 || byte == 0xA9) && previous == 0x80 && twoBack == 0xE2 { return true }
            (twoBack, previous) = (previous, byte)
        }
        return false
    }

    /// Appends an array of strings.
    mutating func strings(_ values: [String]) {
        raw("[")
        for (position, value) in values.enumerated() {
            if position > 0 { raw(",") }
            string(value)
        }
        raw("]")
    }
}
