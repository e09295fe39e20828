/// The index in the parts a page loads and the cache stores, one format for both:
/// - the core part: every document's kind, flags and heading-word count, the name data of every
///   API, the kind order and the vocabulary (front-coded), all that ranking reads before postings;
/// - terms parts: the postings of the terms whose FNV-1a hash falls in the part (full text as
///   (document delta, points) pairs, headings as document deltas), so a query loads one part per term;
/// - details parts: id, name, title, summary and path of `detailBlock` documents, so a page loads
///   the details of only the hits it shows.
///
/// Every part starts with `formatVersion` and its number, terms and details parts then with the
/// identity of the core they belong to (a hash of its bytes), and every reading checks counts,
/// document numbers and order: a damaged part, or one from another build of the site (a page
/// that holds files of two builds), is refused whole.
package enum IndexParts {
    /// Bumped whenever the layout or the ranking data changes (it is part of the cache key).
    package static let formatVersion = "panes-search-5"

    /// Documents per details part: a page fetches the details only of the hits it shows, so a
    /// part holds few, and a dozen hits cost a dozen small parts.
    package static let detailBlock = 100

    /// About how many bytes of postings a terms part holds; a query loads one part per term.
    /// Smaller parts load fewer bytes but more files, and a page pays per file.
    package static let termShardBytes = 256 * 1024

    /// How many details parts `documentCount` documents take.
    static func detailBlockCount(_ documentCount: Int) -> Int {
        (documentCount + detailBlock - 1) / detailBlock
    }

    /// The terms part that holds `term`'s postings: FNV-1a, 32 bits, over its UTF-8 bytes.
    package static func termShard(of term: String, count: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in term.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash % UInt32(max(1, count)))
    }

    /// Enough terms parts that each holds about `termShardBytes` of postings (one for a small site).
    package static func termShardCount(postings: [String: [Int32]], termShardBytes: Int = termShardBytes) -> Int {
        var bytes = 0
        for (term, list) in postings { bytes += term.utf8.count + 2 * list.count }
        return max(1, min(4096, (bytes + termShardBytes - 1) / termShardBytes))
    }

    /// The identity of a core part: FNV-1a over its bytes, folded to 31 bits so that it is an
    /// `Int` in WebAssembly too.
    package static func identity(ofCore core: some Collection<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in core {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(UInt32(truncatingIfNeeded: hash ^ (hash >> 32)) >> 1)
    }

    /// One part of a whole index: its kind (`core`, `terms`, `docs`), its number, and a way to
    /// make its bytes when they are needed (a large index is then never held twice).
    package struct Part: Sendable {
        package var kind: String
        package var number: Int
        package var bytes: @Sendable () -> [UInt8]
    }

    /// Every part of a whole `index`, in the order the cache stores them: the core, each terms
    /// part, each details part.
    package static func parts(of index: SearchIndex) -> [Part] {
        let core = core(of: index)
        let identity = identity(ofCore: core)
        var parts = [Part(kind: "core", number: 0) { core }]
        for (shard, terms) in termsByShard(of: index).enumerated() {
            parts.append(Part(kind: "terms", number: shard) { termShard(shard, terms: terms, of: index, core: identity) })
        }
        for block in index.loadedDetailBlocks.indices {
            parts.append(Part(kind: "docs", number: block) { detailBlock(block, of: index, core: identity) })
        }
        return parts
    }

    /// Whether `flags` in a part mark an API (beside `SearchDocument.flags`' four).
    fileprivate static let apiFlag = 16

    /// The core part of a whole `index`.
    package static func core(of index: SearchIndex) -> [UInt8] {
        var writer = ByteWriter()
        writer.string(formatVersion)
        writer.number(index.documents.count)
        writer.number(index.termShardCount)
        writer.strings(index.kindOrder)
        for (position, document) in index.documents.enumerated() {
            writer.number(index.kindRanks[position])
            writer.number(document.flags | (document.isAPI ? apiFlag : 0))
            writer.number(document.subjectCount)
            if document.isAPI {
                writer.string(document.id)
                writer.string(document.name)
                writer.strings(document.aliases)
                writer.strings(document.platformWords)
            }
        }
        // Sorted terms share long prefixes (`navigationsplitview…`): each is written as the
        // length it shares with the one before and the rest.
        writer.number(index.vocabulary.count)
        var previous: [UInt8] = []
        for term in index.vocabulary {
            let bytes = Array(term.utf8)
            var shared = 0
            while shared < min(previous.count, bytes.count), previous[shared] == bytes[shared] { shared += 1 }
            writer.number(shared)
            writer.number(bytes.count - shared)
            writer.raw(Array(bytes[shared...]))
            previous = bytes
        }
        return writer.bytes
    }

    /// The terms of a whole `index` that each terms part holds, sorted, by part number.
    package static func termsByShard(of index: SearchIndex) -> [[String]] {
        var termsByShard = [[String]](repeating: [], count: index.termShardCount)
        for term in Set(index.postings.keys).union(index.headingPostings.keys).sorted() {
            termsByShard[termShard(of: term, count: index.termShardCount)].append(term)
        }
        return termsByShard
    }

    /// Terms part `shard` of a whole `index`, which holds `terms` (`termsByShard(of:)`), for the
    /// core part whose identity is `core`.
    package static func termShard(_ shard: Int, terms: [String], of index: SearchIndex, core: Int) -> [UInt8] {
        var writer = ByteWriter()
        writer.string(formatVersion)
        writer.number(shard)
        writer.number(core)
        writer.number(terms.count)
        for term in terms {
            writer.string(term)
            for (list, step) in [(index.postings[term] ?? [], 2), (index.headingPostings[term] ?? [], 1)] {
                writer.number(list.count / step)
                var previous: Int32 = -1
                for position in stride(from: 0, to: list.count, by: step) {
                    writer.number(Int(list[position] - previous))
                    previous = list[position]
                    if step == 2 { writer.number(Int(list[position + 1])) }
                }
            }
        }
        return writer.bytes
    }

    /// The details part `block` of a whole `index`, for the core part whose identity is `core`.
    package static func detailBlock(_ block: Int, of index: SearchIndex, core: Int) -> [UInt8] {
        var writer = ByteWriter()
        writer.string(formatVersion)
        writer.number(block)
        writer.number(core)
        for document in index.documents[detailRange(block, documentCount: index.documents.count)] {
            writer.strings([document.id, document.name, document.title, document.summary, document.path])
        }
        return writer.bytes
    }

    /// The documents of details part `block`.
    static func detailRange(_ block: Int, documentCount: Int) -> Range<Int> {
        (block * detailBlock)..<min(documentCount, (block + 1) * detailBlock)
    }

    /// Whether a terms or details part starts as part `number` for the core whose identity is `core`.
    fileprivate static func hasHeader(_ reader: inout ByteReader, number: Int, core: Int) -> Bool {
        reader.string() == formatVersion && reader.number() == number && reader.number() == core
    }
}

extension SearchIndex {
    /// The index a core part describes, its postings and details still to arrive; nil when
    /// the bytes are not a whole core part of this format.
    package init?(core bytes: UnsafeRawBufferPointer) {
        var reader = ByteReader(bytes)
        guard reader.string() == IndexParts.formatVersion, let documentCount = reader.count(),
            let termShardCount = reader.number(), termShardCount >= 1, termShardCount <= 4096,
            let kindOrder = reader.strings()
        else { return nil }
        var documents: [SearchDocument] = []
        documents.reserveCapacity(documentCount)
        for _ in 0..<documentCount {
            guard let kindRank = reader.number(), kindRank < kindOrder.count, let flags = reader.number(),
                let subjectCount = reader.number()
            else { return nil }
            let isAPI = flags & IndexParts.apiFlag == IndexParts.apiFlag
            var document = SearchDocument(
                id: "", name: "", kind: kindOrder[kindRank], isAPI: isAPI, title: "", summary: "", path: "",
                isDocumented: false, aliases: [])
            document.setFlags(flags)
            document.subjectCount = subjectCount
            if isAPI {
                guard let id = reader.string(), let name = reader.string(), let aliases = reader.strings(),
                    let platformWords = reader.strings()
                else { return nil }
                (document.id, document.name, document.aliases, document.platformWords) = (id, name, aliases, platformWords)
            }
            documents.append(document)
        }
        guard let termCount = reader.count() else { return nil }
        var vocabulary: [String] = []
        vocabulary.reserveCapacity(termCount)
        var previous: [UInt8] = []
        for _ in 0..<termCount {
            guard let shared = reader.number(), shared <= previous.count, let length = reader.count(),
                let rest = reader.raw(length)
            else { return nil }
            previous = Array(previous[..<shared]) + Array(rest)
            vocabulary.append(String(decoding: previous, as: UTF8.self))
        }
        guard reader.isAtEnd else { return nil }
        self.init(
            documents: documents, kindOrder: kindOrder, vocabulary: vocabulary, termShardCount: termShardCount, isLoaded: false)
        coreIdentity = IndexParts.identity(ofCore: bytes)
    }

    /// Adds a terms part's postings; false (and nothing added) when the bytes are not terms
    /// part `shard` of this index: every term must belong to it, documents must exist and rise.
    package mutating func load(termShard shard: Int, from bytes: UnsafeRawBufferPointer) -> Bool {
        guard shard >= 0, shard < termShardCount else { return false }
        if loadedTermShards[shard] { return true }
        var reader = ByteReader(bytes)
        guard IndexParts.hasHeader(&reader, number: shard, core: coreIdentity), let termCount = reader.count() else { return false }
        var postings: [String: [Int32]] = [:]
        var headings: [String: [Int32]] = [:]
        for _ in 0..<termCount {
            guard let term = reader.string(), IndexParts.termShard(of: term, count: termShardCount) == shard,
                let list = readList(&reader, withPoints: true), let headingList = readList(&reader, withPoints: false)
            else { return false }
            if !list.isEmpty { postings[term] = list }
            if !headingList.isEmpty { headings[term] = headingList }
        }
        guard reader.isAtEnd else { return false }
        // A term belongs to one part only, so nothing here is already loaded.
        for (term, list) in postings { self.postings[term] = list }
        for (term, list) in headings { headingPostings[term] = list }
        loadedTermShards[shard] = true
        return true
    }

    /// One postings list: documents as rising deltas from -1, each with its points when `withPoints`.
    private func readList(_ reader: inout ByteReader, withPoints: Bool) -> [Int32]? {
        guard let count = reader.count() else { return nil }
        var list: [Int32] = []
        list.reserveCapacity(withPoints ? 2 * count : count)
        var document = -1
        for _ in 0..<count {
            guard let delta = reader.number(), delta >= 1, document + delta < documents.count else { return nil }
            document += delta
            list.append(Int32(document))
            if withPoints {
                guard let points = reader.number(), points <= Int(Int32.max) else { return nil }
                list.append(Int32(points))
            }
        }
        return list
    }

    /// Fills in the details of a details part's documents; false (and nothing changed) when
    /// the bytes are not details part `block` of this index.
    package mutating func load(detailBlock block: Int, from bytes: UnsafeRawBufferPointer) -> Bool {
        guard block >= 0, block < loadedDetailBlocks.count else { return false }
        if loadedDetailBlocks[block] { return true }
        guard let details = details(block: block, from: bytes) else { return false }
        let range = IndexParts.detailRange(block, documentCount: documents.count)
        for (position, fields) in zip(range, details) {
            (documents[position].id, documents[position].name, documents[position].title) = (fields[0], fields[1], fields[2])
            (documents[position].summary, documents[position].path) = (fields[3], fields[4])
        }
        loadedDetailBlocks[block] = true
        return true
    }

    /// The id, name, title, summary and path of each document of details part `block`, read
    /// from its bytes; nil when they are not that part of this index (an API's id came with the
    /// core: its details must agree).
    func details(block: Int, from bytes: UnsafeRawBufferPointer) -> [[String]]? {
        var reader = ByteReader(bytes)
        guard block >= 0, block < loadedDetailBlocks.count, IndexParts.hasHeader(&reader, number: block, core: coreIdentity)
        else { return nil }
        var details: [[String]] = []
        for position in IndexParts.detailRange(block, documentCount: documents.count) {
            guard let fields = reader.strings(), fields.count == 5, !documents[position].isAPI || fields[0] == documents[position].id
            else { return nil }
            details.append(fields)
        }
        return reader.isAtEnd ? details : nil
    }

    /// The details part that holds `document`'s details.
    package static func detailBlock(of document: Int) -> Int {
        document / IndexParts.detailBlock
    }
}
