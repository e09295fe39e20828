import Foundation

@testable import KnowledgeBase

/// The DocC-style fixtures (`Fixtures/DocC`: the Trailmap and Compass catalogs and the package's
/// snippets), built once; `Fixtures/DocC/EXPECTED.md` says what DocC 6.3.1 reports for them.
enum DocCFixture {
    /// The fixture folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DocC/content")

    /// Both catalogs, as `panes build` reads them.
    static let base = KnowledgeBaseBuilder.build(contentFolder: folder, options: .rendering)

    /// The path of a Trailmap file.
    static func trailmap(_ path: String) -> String { "Trailmap.docc/" + path }

    /// Where a symbol link written in `file` leads (an API id, or an article path), with its anchor.
    static func symbolLink(_ text: String, in file: String) -> String? {
        base.symbolLinkTarget(text, on: .article(file), file: file).map(describe)
    }

    /// Where a `doc:` link written in `file` leads.
    static func docLink(_ destination: String, in file: String) -> String? {
        DocLink(destination).flatMap { base.docLinkTarget($0, on: .article(file), file: file) }.map(describe)
    }

    /// `api:Trail.name`, `article:Trailmap.docc/Articles/GettingStarted.md#Overview`.
    static func describe(_ target: PageTarget) -> String {
        let page: String
        switch target.page {
        case .api(let id): page = "api:" + id
        case .article(let path): page = "article:" + path
        }
        return page + (target.anchor.map { "#" + $0 } ?? "")
    }
}
