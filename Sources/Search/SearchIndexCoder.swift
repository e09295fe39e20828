import Foundation
import KnowledgeBase

/// A compact binary form of a search index for the on-disk cache: little-endian 32-bit counts
/// and numbers, UTF-8 strings with a length in front. Derived data (profiles, vocabulary,
/// synonyms) is rebuilt on load, so the format holds only documents and postings.
enum SearchIndexCoder {
    /// Bumped whenever the layout or the ranking data changes, which also changes the cache key.
    static let formatVersion = "panes-search-index-3"

    /// The bytes of `index`.
    static func encode(_ index: SearchIndex) -> Data {
        var writer = ByteWriter()
        writer.string(formatVersion)
        writer.int(index.documents.count)
        for document in index.documents {
            for text in [document.id, document.name, document.kind, document.title, document.summary, document.path] {
                writer.string(text)
            }
            writer.int(document.flags)
            for list in [document.aliases, document.platformWords] {
                writer.int(list.count)
                list.forEach { writer.string($0) }
            }
        }
        writer.int(index.vocabulary.count)
        for term in index.vocabulary {
            let list = index.postings[term]!
            writer.string(term)
            writer.int(list.count)
            list.forEach { writer.int(Int($0)) }
        }
        // A checksum of everything before it: damage that no count check can see (a changed
        // letter in a name) still makes the file unusable rather than wrong.
        var hash = StableHash()
        hash.add(bytes: writer.bytes)
        writer.string(hash.hexDigest)
        return Data(writer.bytes)
    }

    /// The index in `data`, or nil when it is not a whole, consistent index of this format
    /// version. Every count is checked against the bytes that remain and every posting against
    /// the documents, so a damaged cache file is discarded (and rebuilt), never trusted.
    static func decode(_ data: Data) -> SearchIndex? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> SearchIndex? in
            var reader = ByteReader(bytes: buffer)
            // A document takes at least 36 bytes (six string lengths and three numbers).
            guard reader.string() == formatVersion, let count = reader.int(), count >= 0, count <= reader.remaining / 36
            else { return nil }
            var documents: [SearchDocument] = []
            documents.reserveCapacity(count)
            for _ in 0..<count {
                guard let id = reader.string(), let name = reader.string(), let kind = reader.string(),
                    let title = reader.string(), let summary = reader.string(), let path = reader.string(),
                    let flags = reader.int(), let aliases = reader.strings(), let platformWords = reader.strings()
                else { return nil }
                documents.append(
                    SearchDocument(
                        id: id, name: name, kind: kind, title: title, summary: summary, path: path,
                        isDocumented: flags & 1 == 1, isDeprecated: flags & 2 == 2, isFamilyLead: flags & 4 == 4, aliases: aliases,
                        platformWords: platformWords))
            }
            guard let termCount = reader.int(), termCount >= 0, termCount <= reader.remaining / 8 else { return nil }
            var postings: [String: [Int32]] = [:]
            postings.reserveCapacity(termCount)
            for _ in 0..<termCount {
                // A posting list is flat (document, points) pairs; every document must exist.
                guard let term = reader.string(), let length = reader.int(), length % 2 == 0, let list = reader.int32s(length),
                    stride(from: 0, to: list.count, by: 2).allSatisfy({ list[$0] >= 0 && Int(list[$0]) < count })
                else { return nil }
                postings[term] = list
            }
            var hash = StableHash()
            hash.add(bytes: UnsafeRawBufferPointer(rebasing: buffer[0..<reader.offset]))
            guard reader.string() == hash.hexDigest, reader.isAtEnd else { return nil }
            return SearchIndex(documents: documents, postings: postings)
        }
    }
}

/// Appends little-endian numbers and length-prefixed strings.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        let value = UInt32(truncatingIfNeeded: value)
        bytes += [UInt8(value & 0xff), UInt8(value >> 8 & 0xff), UInt8(value >> 16 & 0xff), UInt8(value >> 24)]
    }

    mutating func string(_ text: String) {
        int(text.utf8.count)
        bytes += text.utf8
    }
}

/// Reads what `ByteWriter` wrote; every read returns nil past the end.
private struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    /// Bytes not read yet.
    var remaining: Int { bytes.count - offset }

    mutating func int() -> Int? {
        guard offset + 4 <= bytes.count else { return nil }
        let value =
            UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        offset += 4
        return Int(Int32(bitPattern: value))
    }

    mutating func int32s(_ count: Int) -> [Int32]? {
        guard count >= 0, offset + 4 * count <= bytes.count else { return nil }
        var values = [Int32](repeating: 0, count: count)
        for position in 0..<count { values[position] = Int32(int()!) }
        return values
    }

    /// A count, then that many strings.
    mutating func strings() -> [String]? {
        guard let count = int(), count >= 0, count <= remaining / 4 else { return nil }
        var strings: [String] = []
        for _ in 0..<count {
            guard let text = string() else { return nil }
            strings.append(text)
        }
        return strings
    }

    mutating func string() -> String? {
        guard let length = int(), length >= 0, offset + length <= bytes.count else { return nil }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        offset += length
        return text
    }
}
