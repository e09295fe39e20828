/// Where to read about an API the references only mention, so a reader is sent there rather
/// than to an empty page of panes': a search of Apple's documentation for its name. (A direct
/// address cannot be told offline: an inferred `sheet(item:)` is Apple's
/// `sheet(item:onDismiss:content:)`, and a `Store` the notes mention may be the app's own type.)
public enum AppleDocumentation {
    /// The address of a search of Apple's documentation for `api`'s name.
    public static func searchURL(for api: APIEntry) -> String {
        "https://developer.apple.com/search/?q=" + percentEncoded(api.symbol.spelling)
    }

    /// `text` with everything but letters, digits and `-._~` percent-encoded, as a query value.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            let isKept =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~")].contains(byte)
            let hex = String(byte, radix: 16, uppercase: true)
            encoded += isKept ? String(UnicodeScalar(byte)) : "%" + (hex.count == 1 ? "0" + hex : hex)
        }
        return encoded
    }
}
