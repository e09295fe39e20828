import Foundation
import KnowledgeBase

/// The on-disk form of an `APIReference` for the cache: a first line naming the format, a
/// second holding the checksum of the rest, then the reference as JSON. A file whose checksum
/// or JSON does not hold up is discarded (and rebuilt): a changed letter in a summary must make
/// the file unusable, not the output wrong.
enum ReferenceCoder {
    /// Bumped whenever the layout changes; it is part of the cache key too.
    static let formatVersion = "panes-reference-1"

    /// The bytes of `reference`.
    static func encode(_ reference: APIReference) -> Data {
        let json = (try? JSONEncoder().encode(reference)) ?? Data()
        var hash = StableHash()
        hash.add(bytes: json)
        return Data((formatVersion + "\n" + hash.hexDigest + "\n").utf8) + json
    }

    /// The reference in `data`, or nil when it is not a whole reference of this format.
    static func decode(_ data: Data) -> APIReference? {
        let lines = data.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, String(decoding: lines[0], as: UTF8.self) == formatVersion else { return nil }
        let json = Data(lines[2])
        var hash = StableHash()
        hash.add(bytes: json)
        guard String(decoding: lines[1], as: UTF8.self) == hash.hexDigest else { return nil }
        return try? JSONDecoder().decode(APIReference.self, from: json)
    }
}
