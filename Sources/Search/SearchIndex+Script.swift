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
        IndexParts.parts(of: self).map { part in
            // Each file's bytes are made when it is written, so a large index is never held twice.
            SearchScriptFile(name: part.kind == "core" ? "core.js" : "\(part.kind)-\(part.number).js") { sink in
                sink("window.panesSearchData(\"\(part.kind)\",\(part.number),\"\(Data(part.bytes()).base64EncodedString())\");\n")
            }
        }
    }
}
