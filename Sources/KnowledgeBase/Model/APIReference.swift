import Foundation

/// What `panes show` and `panes list` read of a knowledge base: a summary of every API (for the
/// list and for resolving a typed name) and, per API, the record `show` prints (the entry and the
/// examples it shows). Cached beside the search index, where only the summaries are decoded up
/// front and a record only when it is shown, so a large folder is answered in milliseconds
/// rather than by building the knowledge base again.
public struct APIReference: Sendable {
    /// One API as `list` prints it and name resolution needs it.
    public struct Summary: Sendable, Codable, Equatable {
        /// The API's id (`NavigationSplitView.init(sidebar:detail:)`).
        public let id: String
        /// Its name as a reader writes it.
        public let name: String
        /// What kind of API it is.
        public let kind: APIKind
        /// Its one-line summary; empty for an API the references only mention.
        public let summary: String
        /// Whether an entry documents it (rather than mentions inferring it).
        public let isDocumented: Bool
        /// The API's page, relative to the site root.
        public let page: String?
        let symbol: SymbolName
        let parentID: String?
    }

    /// One API as `show` prints it.
    public struct Record: Sendable, Codable {
        /// The entry.
        public let entry: APIEntry
        /// The Swift examples `show` prints for it (`APIReference.shownExamples`).
        public let examples: [CodeExample]
        /// The API's page, relative to the site root.
        public let page: String?
    }

    /// Every API, sorted by id.
    public let summaries: [Summary]
    private let records: Records

    /// The records, built in memory or still encoded in a cache file.
    private enum Records: Sendable {
        case built([String: Record])
        case encoded(Data, [String: Range<Int>])
    }

    /// The reference of `knowledgeBase`.
    public init(_ knowledgeBase: KnowledgeBase) {
        summaries = knowledgeBase.apis.map { api in
            Summary(
                id: api.id, name: api.name, kind: api.kind, summary: api.summary, isDocumented: api.isDocumented,
                page: knowledgeBase.pages.api(api.id), symbol: api.symbol, parentID: api.parentID)
        }
        var records: [String: Record] = [:]
        for api in knowledgeBase.apis {
            records[api.id] = Record(
                entry: api, examples: Self.shownExamples(of: api, in: knowledgeBase.examples), page: knowledgeBase.pages.api(api.id))
        }
        self.records = .built(records)
    }

    /// The Swift examples written in the entry's own section; for an entry with none (or an
    /// inferred API), the first two that use it.
    private static func shownExamples(of api: APIEntry, in examples: [CodeExample]) -> [CodeExample] {
        let byID = Set(api.examples)
        let using = examples.filter { byID.contains($0.id) && $0.isSwift }
        let owned = using.filter { $0.entryID == api.id }
        return owned.isEmpty ? Array(using.prefix(2)) : owned
    }

    /// The record of the API with `id`, if any.
    public func record(id: String) -> Record? {
        switch records {
        case .built(let records): return records[id]
        case .encoded(let data, let ranges):
            guard let range = ranges[id] else { return nil }
            return try? JSONDecoder().decode(Record.self, from: data.subdata(in: range))
        }
    }

    /// The id of the API a spelling names (`.sheet(item:)`), as `KnowledgeBase.resolve` finds it.
    public func resolve(_ spelling: String) -> String? {
        let candidates = summaries.map { summary in
            SymbolResolver.Candidate(
                id: summary.id, name: summary.name, symbol: summary.symbol, parentID: summary.parentID,
                isDocumented: summary.isDocumented)
        }
        return SymbolResolver(candidates: candidates).resolve(spelling)
    }
}

extension APIReference.Record {
    /// The record as `panes show --json` prints it: the entry `panes index --json` lists.
    public var jsonValue: JSONValue { entry.jsonValue(page: page) }
}

// The on-disk form, for the cache: a line naming the format, a line with the length of the
// header, the header (the summaries and where each record is, as JSON), the records (JSON, one
// after another), and last a line with the checksum of everything before it. Reading decodes the
// header only; a file that is damaged anywhere is discarded.
extension APIReference {
    /// Bumped whenever the layout changes; it is part of the cache key too.
    public static let formatVersion = "panes-reference-2"

    private struct Header: Codable {
        var summaries: [Summary]
        var ids: [String]
        var offsets: [Int]
    }

    /// The reference's bytes; `checksum` guards them.
    public func encoded(checksum: (UnsafeRawBufferPointer) -> String) -> Data {
        var blobs = Data()
        var offsets = [0]
        let encoder = JSONEncoder()
        for summary in summaries {
            if let record = record(id: summary.id), let json = try? encoder.encode(record) { blobs.append(json) }
            offsets.append(blobs.count)
        }
        let header = (try? encoder.encode(Header(summaries: summaries, ids: summaries.map(\.id), offsets: offsets))) ?? Data()
        var data = Data((Self.formatVersion + "\n\(header.count)\n").utf8)
        data.append(header)
        data.append(blobs)
        let sum = data.withUnsafeBytes(checksum)
        data.append(Data(("\n" + sum).utf8))
        return data
    }

    /// The reference in `data`, or nil when it is not a whole reference of this format.
    public init?(encoded data: Data, checksum: (UnsafeRawBufferPointer) -> String) {
        guard let lastBreak = data.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
        let body = data[data.startIndex..<lastBreak]
        guard String(decoding: data[(lastBreak + 1)...], as: UTF8.self) == body.withUnsafeBytes(checksum) else { return nil }
        let lines = body.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, String(decoding: lines[0], as: UTF8.self) == Self.formatVersion,
            let headerLength = Int(String(decoding: lines[1], as: UTF8.self)), headerLength >= 0, headerLength <= lines[2].count
        else { return nil }
        let rest = Data(lines[2])
        guard let header = try? JSONDecoder().decode(Header.self, from: rest.prefix(headerLength)),
            header.ids.count == header.summaries.count, header.offsets.count == header.ids.count + 1,
            zip(header.offsets, header.offsets.dropFirst()).allSatisfy({ $0 <= $1 }), header.offsets.first == 0,
            headerLength + (header.offsets.last ?? 0) == rest.count
        else { return nil }
        let blobs = Data(rest.dropFirst(headerLength))
        var ranges: [String: Range<Int>] = [:]
        for (position, id) in header.ids.enumerated() {
            ranges[id] = header.offsets[position]..<header.offsets[position + 1]
        }
        summaries = header.summaries
        records = .encoded(blobs, ranges)
    }
}
