/// Appends the index parts' numbers and strings: numbers as unsigned LEB128 (seven bits a byte,
/// so the small counts and deltas postings are made of take one byte), strings as their UTF-8
/// length and bytes.
package struct ByteWriter {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []

    /// Creates an empty writer.
    package init() {}

    /// Appends a number that is not negative.
    package mutating func number(_ value: Int) {
        precondition(value >= 0, "index parts hold no negative number")
        var rest = UInt(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7f) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends a string.
    package mutating func string(_ text: String) {
        number(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a count and that many strings.
    package mutating func strings(_ list: [String]) {
        number(list.count)
        for text in list { string(text) }
    }

    /// Appends bytes as they are.
    package mutating func raw(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }
}

/// Reads what `ByteWriter` wrote. Every read checks the bytes that remain and returns nil past
/// the end or on a number too large, so damaged or forged bytes are refused, never trusted.
package struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    /// Where the next read starts.
    package private(set) var offset = 0

    /// Reads `bytes` from the start.
    package init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset == bytes.count }

    /// Bytes not read yet.
    package var remaining: Int { bytes.count - offset }

    /// A number of at most 63 bits that fits an `Int` (32 bits in WebAssembly).
    package mutating func number() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift <= 56 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
            shift += 7
        }
        return nil
    }

    /// A count of things that each take at least one byte: never more than the bytes that remain.
    package mutating func count() -> Int? {
        guard let count = number(), count <= remaining else { return nil }
        return count
    }

    /// A string (bytes that are not UTF-8 are read as replacement characters).
    package mutating func string() -> String? {
        guard let length = count() else { return nil }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        offset += length
        return text
    }

    /// A count, then that many strings.
    package mutating func strings() -> [String]? {
        guard let count = count() else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            guard let text = string() else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// `length` bytes as they are.
    package mutating func raw(_ length: Int) -> UnsafeRawBufferPointer? {
        guard length >= 0, length <= remaining else { return nil }
        defer { offset += length }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
    }
}
