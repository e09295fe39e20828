import Foundation
// A libFuzzer target: each input is one Markdown file, read into a knowledge base and sent
// through every consumer (every page of the site, the search index and its page parts, the
// terminal renderers, the JSON index), in memory. `scripts/fuzz` builds it with the toolchain's
// `-sanitize=fuzzer` and runs it; a crash or a hang is a bug, and its input a regression test.
import KnowledgeBase
import Search
import SearchCore
import Site
import TerminalOutput

/// One fuzz input: the bytes as a Markdown file, through everything that reads it.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = bytes.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
    let files = [
        ContentFile(path: "fuzz.md", text: text), ContentFile(path: "guides/other.md", text: "# Other\n\nSee [it](../fuzz.md).\n"),
    ]
    let base = KnowledgeBaseBuilder.build(files: files, options: .rendering)
    _ = SiteBuilder.renderedPages(of: base)
    let index = SearchIndex(knowledgeBase: base)
    var script = 0
    for file in index.scriptFiles { file.write { script += $0.utf8.count } }
    for query in [String(text.prefix(40)), "sheet item", "侧边栏"] { _ = index.search(query, limit: 5) }
    // The index's parts read back as the cache reads them, and the input's own bytes offered as
    // each kind of part: a decoder must refuse them, never trap.
    _ = IndexFile.open(IndexFile.encode(index))?.search(String(text.prefix(40)), limit: 5)
    let raw = UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : count)
    _ = SearchIndex(core: raw)?.search("sheet", limit: 5)
    var page = IndexParts.core(of: index).withUnsafeBytes { SearchIndex(core: $0) }
    _ = page?.load(termShard: 0, from: raw)
    _ = page?.load(detailBlock: 0, from: raw)
    _ = IndexFile.open(Data(raw))
    let reference = APIReference(base)
    let renderer = EntryRenderer(style: TerminalStyle(usesColor: true, width: 60))
    for summary in reference.summaries { _ = reference.record(id: summary.id).map(renderer.lines(for:)) }
    _ = JSONValue.array(base.apis.map(base.jsonValue(of:))).text
    return 0
}

#if PANES_FUZZING
    /// libFuzzer's entry for programs with a `main` of their own (SwiftPM gives every
    /// executable one): it parses libFuzzer's options and calls the callback for each input.
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @main enum FuzzDriver {
        static func main() {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOneInput($0, $1) })
        }
    }
#else
    /// Without the fuzzing build (an ordinary `swift build`) there is no libFuzzer; this says
    /// how to run the fuzzer instead.
    @main enum FuzzDriver {
        static func main() {
            print("panes-fuzz is a libFuzzer target: run scripts/fuzz [SECONDS]")
        }
    }
#endif
