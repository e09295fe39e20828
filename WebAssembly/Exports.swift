// The page's search engine: SearchCore compiled to WebAssembly with Embedded Swift
// (scripts/build-search-engine), so the page ranks with the very rules `panes search` does.
// Only these functions face JavaScript (`Sources/Site/Assets/search.js`): the page writes bytes
// (an index part, a query, a name) into the buffer `panes_input` returns and calls a function
// with their length; answers come back as JSON text in the buffer `panes_output` points at.

/// The index as its parts have arrived; nil until the core part has.
nonisolated(unsafe) private var index: SearchIndex?
/// Bytes the page wrote for the next call. Memory the page writes into must stay where it is
/// between calls, so both buffers are allocated, not arrays.
nonisolated(unsafe) private var input = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
/// The last answer, as UTF-8 JSON, in the first `outputSize` bytes.
nonisolated(unsafe) private var output = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)

/// Makes room for `size` bytes of input and returns where the page writes them.
@_expose(wasm, "panes_input")
@_cdecl("panes_input")
func panesInput(_ size: Int32) -> UnsafeMutableRawPointer {
    if Int(size) > input.count {
        input.deallocate()
        input = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(size), alignment: 8)
    }
    return input.baseAddress!
}

/// Where the last answer starts; `panes_*` functions that answer return its length.
@_expose(wasm, "panes_output")
@_cdecl("panes_output")
func panesOutput() -> UnsafeMutableRawPointer {
    output.baseAddress!
}

/// Loads an index part from the first `size` input bytes: `part` 0 is the core, 1 terms part
/// `number`, 2 details part `number`. Returns 1, or 0 when the bytes are refused (a damaged
/// file, or one from another build of the site).
@_expose(wasm, "panes_load")
@_cdecl("panes_load")
func panesLoad(_ part: Int32, _ number: Int32, _ size: Int32) -> Int32 {
    let bytes = UnsafeRawBufferPointer(rebasing: input[0..<min(input.count, max(0, Int(size)))])
    switch part {
    case 0:
        guard let core = SearchIndex(core: bytes) else { return 0 }
        index = core
        return 1
    case 1: return index?.load(termShard: Int(number), from: bytes) == true ? 1 : 0
    case 2: return index?.load(detailBlock: Int(number), from: bytes) == true ? 1 : 0
    default: return 0
    }
}

/// Ranks the query in the first `querySize` input bytes (followed by `kindSize` bytes of a
/// kind to keep, none for every kind) and answers
/// `{"ranked":[[document,score],…],"missing":["terms-3.js"],"details":["docs-0.js"]}`: the files
/// of the parts still missing (then nothing is ranked: load them and ask again), or the details
/// files the ranked documents need.
@_expose(wasm, "panes_rank")
@_cdecl("panes_rank")
func panesRank(_ querySize: Int32, _ kindSize: Int32, _ limit: Int32) -> Int32 {
    guard let index else { return answer("{\"ranked\":[],\"missing\":[\"core.js\"],\"details\":[]}") }
    let query = inputText(0, Int(querySize))
    let kind = kindSize > 0 ? inputText(Int(querySize), Int(kindSize)) : nil
    var missing = MissingParts()
    let ranked = index.rank(query, kind: kind, limit: Int(limit), missing: &missing)
    var blocks: [Int] = []
    for (document, _) in ranked {
        let block = SearchIndex.detailBlock(of: document)
        if !index.loadedDetailBlocks[block], !blocks.contains(block) { blocks.append(block) }
    }
    var json = "{\"ranked\":["
    for (position, (document, score)) in ranked.enumerated() {
        json += (position > 0 ? "," : "") + "[\(document),\(score)]"
    }
    json += "],\"missing\":["
    json += missing.termShards.sorted().map { "\"terms-\($0).js\"" }.joined(separator: ",")
    json += "],\"details\":["
    json += blocks.map { "\"docs-\($0).js\"" }.joined(separator: ",")
    return answer(json + "]}")
}

/// Answers the hit for `document` with `score` as `{"id":…,"name":…,"kind":…,"title":…,
/// "summary":…,"path":…,"score":…}` (its details part must have arrived), or `null`.
@_expose(wasm, "panes_hit")
@_cdecl("panes_hit")
func panesHit(_ document: Int32, _ score: Int32) -> Int32 {
    guard let index, document >= 0, Int(document) < index.documents.count,
        index.loadedDetailBlocks[SearchIndex.detailBlock(of: Int(document))]
    else { return answer("null") }
    let hit = index.hit(Int(document), score: Int(score))
    var json = "{"
    for (name, value) in [
        ("id", hit.id), ("name", hit.name), ("kind", hit.kind), ("title", hit.title), ("summary", hit.summary), ("path", hit.path),
    ] {
        json += "\"\(name)\":" + quoted(value) + ","
    }
    return answer(json + "\"score\":\(hit.score)}")
}

/// Answers the words a result marks for the query in the first `size` input bytes, as a JSON
/// array (`SearchQuery.wordsToMark`).
@_expose(wasm, "panes_words")
@_cdecl("panes_words")
func panesWords(_ size: Int32) -> Int32 {
    answer("[" + SearchQuery(inputText(0, Int(size))).wordsToMark.map(quoted).joined(separator: ",") + "]")
}

/// Answers the query-time ranking weights as `{"name":value,…}` (for scripts/search-tune).
@_expose(wasm, "panes_weights")
@_cdecl("panes_weights")
func panesWeights() -> Int32 {
    answer("{" + RankingWeights.named.map { quoted($0.name) + ":\($0.value)" }.joined(separator: ",") + "}")
}

/// Sets the weight named by the first `nameSize` input bytes to `value`; 1, or 0 when no
/// weight has that name.
@_expose(wasm, "panes_set_weight")
@_cdecl("panes_set_weight")
func panesSetWeight(_ nameSize: Int32, _ value: Int32) -> Int32 {
    RankingWeights.set(inputText(0, Int(nameSize)), to: Int(value)) ? 1 : 0
}

/// The input bytes `start ..< start + length` (clamped to the input) as text.
private func inputText(_ start: Int, _ length: Int) -> String {
    let lower = min(max(0, start), input.count)
    let upper = min(lower + max(0, length), input.count)
    return String(decoding: UnsafeRawBufferPointer(rebasing: input[lower..<upper]), as: UTF8.self)
}

/// Stores `json` as the answer and returns its length in bytes.
private func answer(_ json: String) -> Int32 {
    let bytes = Array(json.utf8)
    if bytes.count > output.count {
        output.deallocate()
        output = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 8)
    }
    output.copyBytes(from: bytes)
    return Int32(bytes.count)
}

/// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default:
            if scalar.value < 0x20 {
                let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
                result += "\\u00" + String(digits[Int(scalar.value >> 4)]) + String(digits[Int(scalar.value & 0xf)])
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
