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
    /// The file that marks a docset as written by `panes docset`.
    static let markerName = ".panes-docset"

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
        let target = (docset ?? folder.appendingPathComponent(folderName(for: base.identity.name))).standardizedFileURL
        var result = Result(docset: target, entryCount: 0, diagnostics: [])
        if let problem = checkTarget(target) {
            result.diagnostics = [problem]
            return result
        }
        let parent = target.deletingLastPathComponent()
        let staging: URL
        do {
            ScratchFolder.removeAbandoned(in: parent, prefix: "." + target.lastPathComponent + ".panes-build")
            staging = try ScratchFolder.make(in: parent, prefix: "." + target.lastPathComponent + ".panes-build")
            chmod(staging.path, 0o755)
        } catch {
            result.diagnostics = [.error("cannot write the docset: \(error.message)", file: target.path)]
            return result
        }
        defer { try? FileManager.default.removeItem(at: staging) }
        let documents = staging.appendingPathComponent("Contents/Resources/Documents")
        let site = SiteBuilder.build(outputFolder: documents, contentFolder: contentFolder, progress: progress) { base }
        result.diagnostics = site.diagnostics
        guard site.succeeded else { return result }
        let entries = DocsetEntry.entries(of: base)
        result.entryCount = entries.count
        if let problem = writeMetadata(of: base, into: staging, entries: entries) {
            result.diagnostics.append(.error(problem, file: target.path))
            return result
        }
        if let problem = swap(staging, into: target) { result.diagnostics.append(.error(problem, file: target.path)) }
        return result
    }

    /// An error when `target` exists and is not a docset this builder wrote.
    static func checkTarget(_ target: URL) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return nil }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        guard isDirectory.boolValue, contents.isEmpty || contents.contains(markerName) else {
            return .error(
                "the output is not an empty folder or a docset written by panes docset (no \(markerName) file); choose another path with --out",
                file: target.path)
        }
        return nil
    }

    /// `Info.plist`, the search index and the marker.
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
            try Data("This docset is written by `panes docset`; each run replaces all of it.\n".utf8)
                .write(to: staging.appendingPathComponent(markerName))
        } catch {
            return "cannot write the docset: \(error.localizedDescription)"
        }
        return DocsetIndexWriter.write(entries, to: resources.appendingPathComponent("docSet.dsidx").path)
    }

    /// Puts the staging folder in the target's place, moving a previous docset aside first.
    private static func swap(_ staging: URL, into target: URL) -> String? {
        let aside = staging.path + ".previous"
        let hadPrevious = FileManager.default.fileExists(atPath: target.path)
        if hadPrevious, rename(target.path, aside) != 0 { return "cannot replace the previous docset: \(FileError.reason(errno))" }
        guard rename(staging.path, target.path) == 0 else {
            let reason = FileError.reason(errno)
            if hadPrevious { _ = rename(aside, target.path) }
            return "cannot put the docset in place: \(reason); the previous docset is unchanged"
        }
        try? FileManager.default.removeItem(atPath: aside)
        return nil
    }
}
