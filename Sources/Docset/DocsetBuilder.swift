import Files
import Foundation
import KnowledgeBase
import Site

/// Builds a docset for Dash and Zeal from a content folder: the static site as its
/// `Contents/Resources/Documents`, an `Info.plist` named from the content (`SiteIdentity`), and
/// a search index of every API, article and section (`DocsetEntry`). It is assembled in a
/// staging folder beside the output and put in place in one step, so a reader never sees half a
/// docset; a folder is only replaced when it is a docset this builder wrote.
public enum DocsetBuilder {
    /// The file that marks a docset as written by `panes docset`, listing the files it wrote.
    static let markerName = ".panes-docset"
    /// The marker's first line.
    static let markerText = "This docset is written by `panes docset`; each run replaces the files listed below and keeps any others."

    /// What a docset build did.
    public struct Result: Sendable {
        /// Where the docset is (or would have been).
        public var docset: URL
        /// How many search entries it has.
        public var entryCount: Int
        /// Every problem found; any error means nothing was written.
        public var diagnostics: [Diagnostic]

        /// Whether the docset was written.
        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// The docset's folder name for a site name: `Trailmap Kit` → `Trailmap Kit.docset`, with
    /// characters no file name may hold replaced.
    public static func folderName(for siteName: String) -> String {
        let safe = String(siteName.map { "/\\:".contains($0) ? "-" : $0 }).trimmingWhitespace()
        return (safe.isEmpty || safe.hasPrefix(".") ? "Documentation" : safe) + ".docset"
    }

    /// Builds the docset of the content `loadKnowledgeBase` reads (with `BuildOptions.rendering`)
    /// at `docset`, or, when nil, as `<site name>.docset` in `folder`.
    public static func build(
        docset: URL?, in folder: URL, contentFolder: URL?, progress: @escaping (BuildProgress) -> Void = { _ in },
        loadKnowledgeBase: @escaping @Sendable () -> KnowledgeBase
    ) -> Result {
        let base = loadKnowledgeBase()
        let output = (docset ?? folder.appendingPathComponent(folderName(for: base.identity.name))).standardizedFileURL
        // A link named as the output keeps pointing at the new docset (reliability review D15).
        var published = StagedFolder(output: output, markerName: markerName, markerHeader: markerText)
        var result = Result(docset: output, entryCount: 0, diagnostics: [])
        if let problem = published.problem(what: "docset", option: "--out") {
            result.diagnostics = [.error(problem, file: output.path)]
            return result
        }
        let staging: URL
        do {
            staging = try published.prepare()
        } catch {
            result.diagnostics = [.error("cannot write the docset: \(error.message)", file: output.path)]
            return result
        }
        defer { published.discard() }
        let documents = staging.appendingPathComponent("Contents/Resources/Documents")
        let site = SiteBuilder.build(outputFolder: documents, contentFolder: contentFolder, viewer: .docsetViewer, progress: progress) {
            base
        }
        result.diagnostics = site.diagnostics
        guard site.succeeded else { return result }
        let entries = DocsetEntry.entries(of: base)
        result.entryCount = entries.count
        if let problem = writeMetadata(of: base, into: staging, entries: entries) {
            result.diagnostics.append(.error(problem, file: output.path))
            return result
        }
        let outcome = published.swapIn(what: "docset", option: "--out")
        if let error = outcome.error { result.diagnostics.append(.error(error, file: output.path)) }
        result.diagnostics += outcome.warnings.map { .warning($0, file: output.path) }
        return result
    }

    /// `Info.plist` and the search index.
    private static func writeMetadata(of base: KnowledgeBase, into staging: URL, entries: [DocsetEntry]) -> String? {
        let resources = staging.appendingPathComponent("Contents/Resources")
        let keyword = base.identity.name.lowercased().filter { $0.isLetter || $0.isNumber }
        // A catalog's own identifier when its Info.plist gives one (reverse DNS, so it has a dot);
        // otherwise the catalog's name stands in, and two catalogs both named "Documentation"
        // must not share one.
        let declared = base.catalogs.count == 1 && base.catalogs[0].identifier.contains(".") ? base.catalogs[0].identifier : nil
        let info: [String: Any] = [
            "CFBundleIdentifier": declared ?? "panes." + (keyword.isEmpty ? "docs" : keyword),
            "CFBundleName": base.identity.name,
            "DocSetPlatformFamily": keyword.isEmpty ? "docs" : keyword,
            "isDashDocset": true,
            "dashIndexFilePath": PagePaths.home,
            // The site's own search and page script run in the viewer too.
            "isJavaScriptEnabled": true,
        ]
        do {
            let plist = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            try plist.write(to: staging.appendingPathComponent("Contents/Info.plist"))
        } catch {
            return "cannot write the docset: \(error.localizedDescription)"
        }
        return DocsetIndexWriter.write(entries, to: resources.appendingPathComponent("docSet.dsidx").path)
    }
}
