import Foundation
import KnowledgeBase

/// A compact binary form of a search index for the on-disk cache: little-endian 32-bit counts
/// and numbers, UTF-8 strings with a length in front. Derived data (profiles, vocabulary,
/// synonyms) is rebuilt on load, so the format holds only documents and postings.
enum SearchIndexCoder {
    /// Bumped whenever the layout or the ranking data changes, which also changes the cache key.
    static let formatVersion = "panes-search-index-4"

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
            writer.int(document.subjectCount)
            for list in [document.aliases, document.platformWords] {
                writer.int(list.count)
                list.forEach { writer.string($0) }
            }
        }
        for lists in [index.postings, index.headingPostings] {
            writer.int(lists.count)
            for term in lists.keys.sorted() {
                let list = lists[term]!
                writer.string(term)
                writer.int(list.count)
                list.forEach { writer.int(Int($0)) }
            }
        }
        // A checksum of everything before it: damage that no count check can see (a changed
        // letter in a name) still makes the file unusable rather than wrong.
        let sum = writer.bytes.withUnsafeBytes(checksum)
        writer.string(sum)
        return Data(writer.bytes)
    }

    /// The index in `data`, or nil when it is not a whole, consistent index of this format
    /// version. Every count is checked against the bytes that remain and every posting against
    /// the documents, so a damaged cache file is discarded (and rebuilt), never trusted.
    static func decode(_ data: Data) -> SearchIndex? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> SearchIndex? in
            var reader = ByteReader(bytes: buffer)
            // A document takes at least 40 bytes (six string lengths and four numbers).
            guard reader.string() == formatVersion, let count = reader.int(), count >= 0, count <= reader.remaining / 40
            else { return nil }
            var documents: [SearchDocument] = []
            documents.reserveCapacity(count)
            for _ in 0..<count {
                guard let id = reader.string(), let name = reader.string(), let kind = reader.string(),
                    let title = reader.string(), let summary = reader.string(), let path = reader.string(),
                    let flags = reader.int(), let subjectCount = reader.int(), let aliases = reader.strings(),
                    let platformWords = reader.strings()
                else { return nil }
                var document = SearchDocument(
                    id: id, name: name, kind: kind, title: title, summary: summary, path: path,
                    isDocumented: flags & 1 == 1, isDeprecated: flags & 2 == 2, isFamilyLead: flags & 4 == 4, aliases: aliases,
                    platformWords: platformWords)
                document.isChoiceHeading = flags & 8 == 8
                document.subjectCount = subjectCount
                documents.append(document)
            }
            // Full-text lists are flat (document, points) pairs, heading lists documents alone;
            // every document must exist.
            guard let postings = reader.postings(step: 2, documentCount: count),
                let headingPostings = reader.postings(step: 1, documentCount: count)
            else { return nil }
            let sum = checksum(UnsafeRawBufferPointer(rebasing: buffer[0..<reader.offset]))
            guard reader.string() == sum, reader.isAtEnd else { return nil }
            return SearchIndex(documents: documents, postings: postings, headingPostings: headingPostings)
        }
    }
}

extension SearchIndexCoder {
    /// A 64-bit multiply-rotate hash of the bytes, eight at a time: tens of megabytes are
    /// checked on every search, where byte-at-a-time FNV took most of the load. It guards
    /// against damage, not against anyone forging a file.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> String {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = ((hash ^ word) &* 0xFF51_AFD7_ED55_8CCD).rotatedLeft(by: 29)
            offset += 8
        }
        while offset < bytes.count {
            hash = ((hash ^ UInt64(bytes[offset])) &* 0xC4CE_B9FE_1A85_EC53).rotatedLeft(by: 17)
            offset += 1
        }
        return String(hash, radix: 16)
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
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

    /// A count, then that many terms, each with its list of numbers whose every `step`-th one
    /// (from the first) is a document below `documentCount`.
    mutating func postings(step: Int, documentCount: Int) -> [String: [Int32]]? {
        guard let termCount = int(), termCount >= 0, termCount <= remaining / 8 else { return nil }
        var postings: [String: [Int32]] = [:]
        postings.reserveCapacity(termCount)
        for _ in 0..<termCount {
            guard let term = string(), let length = int(), length % step == 0, let list = int32s(length),
                stride(from: 0, to: list.count, by: step).allSatisfy({ list[$0] >= 0 && Int(list[$0]) < documentCount })
            else { return nil }
            postings[term] = list
        }
        return postings
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
