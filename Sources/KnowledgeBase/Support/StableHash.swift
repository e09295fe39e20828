/// FNV-1a, 64-bit: the same value on every run and platform (unlike `Hasher`), for file names
/// of caches and for content digests.
public struct StableHash: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hash of nothing yet.
    public init() {}

    /// The hash of one string, in hexadecimal.
    public static func hex(_ text: String) -> String {
        var hash = StableHash()
        hash.add(bytes: text.utf8)
        return hash.hexDigest
    }

    /// Mixes in a string, then a separator, so `ab` + `c` and `a` + `bc` differ.
    public mutating func add(_ text: String) {
        add(bytes: text.utf8)
        add(bytes: [0])
    }

    /// Mixes in raw bytes.
    public mutating func add(bytes: some Sequence<UInt8>) {
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// The hash in hexadecimal.
    public var hexDigest: String { String(state, radix: 16) }
}
