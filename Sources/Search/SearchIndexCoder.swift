import Foundation
import SearchCore

/// The search index as the on-disk cache holds it: the index's parts (`IndexParts`, the same
/// bytes the page loads) one after another, each with its length, and a checksum of everything
/// before it, so damage that no part's own checks can see (a changed letter in a name) still
/// makes the file unusable rather than wrong.
enum SearchIndexCoder {
    /// Part of the cache key: a new parts format gives a new key.
    static let formatVersion = IndexParts.formatVersion

    /// The bytes of `index`: its core, then every terms part, then every details part.
    static func encode(_ index: SearchIndex) -> Data {
        let core = IndexParts.core(of: index)
        let identity = IndexParts.identity(ofCore: core)
        var parts = [core]
        for (shard, terms) in IndexParts.termsByShard(of: index).enumerated() {
            parts.append(IndexParts.termShard(shard, terms: terms, of: index, core: identity))
        }
        for block in index.loadedDetailBlocks.indices { parts.append(IndexParts.detailBlock(block, of: index, core: identity)) }
        var writer = ByteWriter()
        for part in parts {
            writer.number(part.count)
            writer.raw(part)
        }
        let sum = writer.bytes.withUnsafeBytes(checksum)
        writer.string(sum)
        return Data(writer.bytes)
    }

    /// The index in `data`, or nil when it is not a whole, consistent index of this format.
    static func decode(_ data: Data) -> SearchIndex? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> SearchIndex? in
            var reader = ByteReader(buffer)
            guard let coreLength = reader.count(), let core = reader.raw(coreLength), var index = SearchIndex(core: core)
            else { return nil }
            for shard in index.loadedTermShards.indices {
                guard let length = reader.count(), let part = reader.raw(length), index.load(termShard: shard, from: part)
                else { return nil }
            }
            for block in index.loadedDetailBlocks.indices {
                guard let length = reader.count(), let part = reader.raw(length), index.load(detailBlock: block, from: part)
                else { return nil }
            }
            let sum = checksum(UnsafeRawBufferPointer(rebasing: buffer[0..<reader.offset]))
            guard reader.string() == sum, reader.isAtEnd else { return nil }
            return index
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
