import Foundation
import SearchCore

/// The search index as the on-disk cache holds it: the index's parts (`IndexParts`, the same
/// bytes the page loads), after a table of each part's length and checksum. The file is mapped
/// into memory, not read: opening it checks the table and every part's checksum (damage that no
/// part's own checks can see, a changed letter in a name, makes the file unusable rather than
/// wrong) and decodes only the core; a search then decodes the terms and details parts its
/// ranking reads (`SearchIndex.partSource`).
package enum IndexFile {
    /// Part of the cache key: a new layout of the file or of its parts gives a new key.
    package static let formatVersion = IndexParts.formatVersion + "-file-1"

    /// The bytes of `index`: the table, then its core, every terms part and every details part.
    package static func encode(_ index: SearchIndex) -> Data {
        let parts = IndexParts.parts(of: index).map { $0.bytes() }
        var table = ByteWriter()
        table.string(formatVersion)
        table.number(parts.count)
        for part in parts {
            table.number(part.count)
            table.string(part.withUnsafeBytes(checksum))
        }
        table.string(table.bytes.withUnsafeBytes(checksum))
        var data = Data(table.bytes)
        for part in parts { data.append(contentsOf: part) }
        return data
    }

    /// The index in `data` (best mapped from the file), its core decoded and its other parts
    /// read from `data` when a search needs them; nil when the table, a checksum or the core
    /// does not hold.
    package static func open(_ data: Data) -> SearchIndex? {
        let table: [(range: Range<Int>, sum: String)]? = data.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            guard reader.string() == formatVersion, let count = reader.count() else { return nil }
            var lengths: [(Int, String)] = []
            for _ in 0..<count {
                guard let length = reader.number(), let sum = reader.string() else { return nil }
                lengths.append((length, sum))
            }
            let tableSum = checksum(UnsafeRawBufferPointer(rebasing: buffer[0..<reader.offset]))
            guard reader.string() == tableSum else { return nil }
            var start = reader.offset
            var table: [(range: Range<Int>, sum: String)] = []
            for (length, sum) in lengths {
                guard length <= buffer.count - start else { return nil }
                table.append((start..<start + length, sum))
                start += length
            }
            guard start == buffer.count,
                table.allSatisfy({ checksum(UnsafeRawBufferPointer(rebasing: buffer[$0.range])) == $0.sum })
            else { return nil }
            return table
        }
        guard let table, let coreRange = table.first?.range,
            var index = data.withUnsafeBytes({ SearchIndex(core: UnsafeRawBufferPointer(rebasing: $0[coreRange])) }),
            table.count == 1 + index.termShardCount + index.loadedDetailBlocks.count
        else { return nil }
        let ranges = table.map(\.range)
        let termShards = index.termShardCount
        index.partSource = PartSource(
            termShard: { shard in [UInt8](data[ranges[1 + shard]]) },
            detailBlock: { block in [UInt8](data[ranges[1 + termShards + block]]) })
        return index
    }
}

extension IndexFile {
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
