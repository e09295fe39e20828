import Foundation
import SearchCore

/// One file of the page's search data, which the page loads only when it needs it.
public struct SearchScriptFile: Sendable {
    /// The file's name inside the site's search folder (`core.js`, `terms-3.js`, `docs-12.js`).
    public let name: String
    /// Writes the file's text to the sink.
    public let write: @Sendable ((String) -> Void) -> Void
}

extension SearchIndex {
    /// The page's search data: the index's parts (`IndexParts`), one script file each, so that a
    /// page loads almost nothing before the search box is used and a query loads only what it
    /// reads (docs/search-ranking.md, "Index format and page engine"). A page cannot `fetch` a
    /// file from `file://`, but it can add a script: each file calls
    /// `window.panesSearchData(part, number, "<the part's bytes in base64>")`, and the page hands
    /// the bytes to the engine (`core.js`, `terms-N.js`, `docs-N.js`).
    public var scriptFiles: [SearchScriptFile] {
        // Each terms and details file's bytes are made when it is written, so a large index is
        // never held twice.
        let index = self
        let core = IndexParts.core(of: index)
        let identity = IndexParts.identity(ofCore: core)
        var files = [Self.scriptFile("core", 0) { core }]
        for (shard, terms) in IndexParts.termsByShard(of: self).enumerated() {
            files.append(Self.scriptFile("terms", shard) { IndexParts.termShard(shard, terms: terms, of: index, core: identity) })
        }
        for block in loadedDetailBlocks.indices {
            files.append(Self.scriptFile("docs", block) { IndexParts.detailBlock(block, of: index, core: identity) })
        }
        return files
    }

    private static func scriptFile(_ part: String, _ number: Int, bytes: @escaping @Sendable () -> [UInt8]) -> SearchScriptFile {
        SearchScriptFile(name: part == "core" ? "core.js" : "\(part)-\(number).js") { sink in
            sink("window.panesSearchData(\"\(part)\",\(number),\"\(Data(bytes()).base64EncodedString())\");\n")
        }
    }
}
