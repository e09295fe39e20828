import Files
import Foundation
import KnowledgeBase

/// Writes a site through a `StagedFolder`: readers only ever see the old site or the new one,
/// complete, and nothing in the output that panes did not write is lost. The content folder is
/// never inside the output, nor the output inside the content.
struct SiteWriter: Sendable {
    /// The file that marks a folder as written by `panes build`, listing the files it wrote.
    static let markerName = ".panes-site"
    /// The marker's first line, for a person who finds it.
    static let markerText = "This folder is written by `panes build`; each build replaces the files listed below and keeps any others."

    /// The output as the user named it (for messages).
    var output: URL { folder.output }
    /// The content folder being built, when it is a folder (not the built-in content).
    let contentFolder: URL?
    /// The folder being published.
    private var folder: StagedFolder
    /// The staging folder, once `prepareStaging` made it.
    var staging: URL? { folder.staging }
    /// The pages the published site holds that panes wrote (its marker's list), read when the
    /// staging folder is made: a page whose bytes have not changed is linked, not written again.
    private var previousFiles: Set<String> = []

    /// A writer for `output`, building `contentFolder`.
    init(output: URL, contentFolder: URL?) {
        self.folder = StagedFolder(output: output, markerName: Self.markerName, markerHeader: Self.markerText)
        self.contentFolder = contentFolder
    }

    /// An error when the output is not a folder this writer may replace.
    func checkOutput() -> Diagnostic? {
        if let contentFolder {
            if FolderPath.isSameOrInside(contentFolder, folder.target) {
                return problem(
                    "the output folder contains the content folder \(contentFolder.path), which a build would replace; choose --out outside it"
                )
            }
            if FolderPath.isSameOrInside(folder.target, contentFolder) {
                return problem(
                    "the output folder is inside the content folder \(contentFolder.path); choose --out outside it, or the site would be read as content"
                )
            }
        }
        return folder.problem(what: "site", option: "--out").map(problem)
    }

    /// Creates an empty staging folder with the given subfolders.
    mutating func prepareStaging(folders: [String]) -> Diagnostic? {
        do {
            _ = try folder.prepare()
            previousFiles = Set(folder.previousFiles())
            return createFolders(folders)
        } catch {
            return problem("cannot write the site: \(error.message)")
        }
    }

    /// Creates subfolders of the staging folder (parents first); ones that exist are kept.
    func createFolders(_ folders: [String]) -> Diagnostic? {
        guard let staging else { return problem("cannot write the site: no staging folder") }
        do {
            for folder in folders { try ScratchFolder.ensureFolder(staging.appendingPathComponent(folder)) }
            return nil
        } catch {
            return problem("cannot write the site: \(error.message)")
        }
    }

    /// Writes one file into the staging folder (whose subfolders already exist); safe to call
    /// concurrently. Nothing is synced per file: the site becomes visible only through the
    /// final rename, so a crash mid-build never shows a torn page.
    func write(_ file: SiteFile) -> Diagnostic? {
        if isLinkedUnchanged(file) { return nil }
        return write(path: file.path) { $0(file.contents) }
    }

    /// Whether `file` is in the published site already, written by panes with the same bytes,
    /// and is now a hard link to it in the staging folder: an unchanged page costs a read and a
    /// link rather than a new file, and the swap still publishes every page at once. (The old
    /// name goes with the previous folder; nothing ever writes to a published file in place.)
    private func isLinkedUnchanged(_ file: SiteFile) -> Bool {
        guard let staging, previousFiles.contains(file.path) else { return false }
        let published = folder.target.appendingPathComponent(file.path).path
        guard let bytes = FileManager.default.contents(atPath: published), bytes.count == file.contents.utf8.count else { return false }
        var contents = file.contents
        let isSame = contents.withUTF8 { new in
            bytes.withUnsafeBytes { old in
                guard let oldStart = old.baseAddress, let newStart = new.baseAddress else { return new.isEmpty }
                return memcmp(oldStart, newStart, new.count) == 0
            }
        }
        return isSame && link(published, staging.appendingPathComponent(file.path).path) == 0
    }

    /// Writes a file into the staging folder from pieces that `produce` hands to its argument,
    /// for files too large to build as one string (a big corpus's search index).
    func write(path: String, produce: ((String) -> Void) -> Void) -> Diagnostic? {
        guard let staging else { return problem("cannot write the site: no staging folder") }
        do {
            let writer = try FileWriter(path: staging.appendingPathComponent(path).path, displayPath: path)
            produce(writer.write)
            try writer.close()
            return nil
        } catch {
            return problem("cannot write the site: \(error.message)")
        }
    }

    /// Copies a file of the content folder (an image, a video, a download) into the staging
    /// folder at `path`, whose folder already exists.
    func copy(contentFile relativePath: String, to path: String) -> Diagnostic? {
        guard let staging, let contentFolder else { return problem("cannot write the site: no staging folder") }
        do {
            try FileManager.default.copyItem(
                at: ContentLoader.file(relativePath, in: contentFolder), to: staging.appendingPathComponent(path))
            return nil
        } catch {
            return problem("cannot copy \(relativePath) into the site: \(FileError.describe(error))")
        }
    }

    /// Removes the staging folder, which only this writer made.
    func discardStaging() {
        folder.discard()
    }

    /// Puts the staging folder where the output is, in one step, keeping what panes did not
    /// write; an error when nothing changed, warnings when it did but something was left.
    func swapIn() -> [Diagnostic] {
        if let problem = checkOutput() { return [problem] }
        let outcome = folder.swapIn(what: "site", option: "--out")
        return (outcome.error.map { [problem($0)] } ?? []) + outcome.warnings.map { .warning($0, file: output.path) }
    }

    private func problem(_ message: String) -> Diagnostic {
        .error(message, file: output.path)
    }
}
