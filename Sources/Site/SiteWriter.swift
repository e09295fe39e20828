import Files
import Foundation
import KnowledgeBase

/// Writes a site so that readers only ever see the old site or the new one, complete: files go
/// into a staging folder beside the output (same file system), which then takes the output's
/// place in one step: a `rename` onto a missing or empty folder, or an atomic exchange with the
/// previous site. A folder is only replaced when it is empty or carries the marker this writer
/// leaves; the content folder is never inside the output, nor the output inside the content.
struct SiteWriter: Sendable {
    /// The file that marks a folder as written by `panes build`.
    static let markerName = ".panes-site"
    /// What the marker file says, for a person who finds it.
    static let markerText = "This folder is written by `panes build`; each build replaces all of it.\n"

    /// The output as the user named it (for messages).
    let output: URL
    /// Where the site really lives: the output with symbolic links resolved, so a link named
    /// `--out` keeps pointing at the new site.
    let target: URL
    /// The content folder being built, when it is a folder (not the built-in content).
    let contentFolder: URL?
    /// The staging folder, once `prepareStaging` made it.
    private(set) var staging: URL?

    /// A writer for `output`, building `contentFolder`.
    init(output: URL, contentFolder: URL?) {
        self.output = output
        self.target = URL(fileURLWithPath: FolderPath.resolved(output), isDirectory: true)
        self.contentFolder = contentFolder
    }

    /// Staging folders are named `.<output>.panes-build-<pid>-<random>`.
    private var stagingPrefix: String { ".\(target.lastPathComponent).panes-build" }

    /// An error when the output is not a folder this writer may replace.
    func checkOutput() -> Diagnostic? {
        if let contentFolder {
            if FolderPath.isSameOrInside(contentFolder, target) {
                return problem(
                    "the output folder contains the content folder \(contentFolder.path), which a build would replace; choose --out outside it"
                )
            }
            if FolderPath.isSameOrInside(target, contentFolder) {
                return problem(
                    "the output folder is inside the content folder \(contentFolder.path); choose --out outside it, or the site would be read as content"
                )
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return problem("the output path is a file, not a folder; pass another path with --out DIR") }
        if FolderPath.isMountPoint(target) {
            return problem(
                "the output folder is a mount point, which cannot be replaced in one step; build into a folder inside it (--out \(output.path)/site)"
            )
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        if contents.isEmpty || contents.contains(Self.markerName) { return nil }
        return problem(
            "the output folder is not empty and was not written by panes build (no \(Self.markerName) file); "
                + "choose an empty or new folder with --out DIR, or move its files away")
    }

    /// Removes staging folders that earlier, killed builds left beside the output, then creates
    /// an empty staging folder with the marker and the given subfolders.
    mutating func prepareStaging(folders: [String]) -> Diagnostic? {
        let parent = target.deletingLastPathComponent()
        ScratchFolder.removeAbandoned(in: parent, prefix: stagingPrefix)
        do {
            let made = try ScratchFolder.make(in: parent, prefix: stagingPrefix, advice: "; check that the folder is writable")
            // mkdtemp makes it private; a site is for reading.
            chmod(made.path, 0o755)
            staging = made
            if let problem = createFolders(folders) { return problem }
            try FileWriter.write(Self.markerText, to: made.appendingPathComponent(Self.markerName).path, displayPath: Self.markerName)
            return nil
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
        write(path: file.path) { $0(file.contents) }
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
            return problem("cannot write the site: \(error.message); check that the folder is writable and the disk has room")
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
            return problem("cannot copy \(relativePath) into the site (\(error.localizedDescription)); check that it is readable")
        }
    }

    /// Removes the staging folder, which only this writer made.
    func discardStaging() {
        if let staging { try? FileManager.default.removeItem(at: staging) }
    }

    /// Puts the staging folder where the output is, in one step, then removes the previous
    /// site (which carries the marker, so this writer made it).
    func swapIn() -> Diagnostic? {
        guard let staging else { return problem("cannot write the site: no staging folder") }
        if let problem = checkOutput() { return problem }
        do {
            try ScratchFolder.ensureFolder(target.deletingLastPathComponent())
        } catch {
            return problem("cannot write the site: \(error.message)")
        }
        // Onto a missing folder or an empty one, a rename is the whole swap.
        if rename(staging.path, target.path) == 0 { return nil }
        guard errno == ENOTEMPTY || errno == EEXIST else {
            return problem("cannot put the site in place: \(FileError.reason(errno)); the previous site is unchanged")
        }
        if FolderPath.exchange(staging.path, target.path) {
            discardStaging()  // it now holds the previous site
            return nil
        }
        // No atomic exchange on this file system: move the old site aside first, so the output
        // is briefly missing but never a mix of two builds.
        let aside = staging.path + ".previous"
        guard rename(target.path, aside) == 0 else {
            return problem("cannot put the site in place: \(FileError.reason(errno)); the previous site is unchanged")
        }
        guard rename(staging.path, target.path) == 0 else {
            let reason = FileError.reason(errno)
            _ = rename(aside, target.path)
            return problem("cannot put the site in place: \(reason); the previous site is unchanged")
        }
        try? FileManager.default.removeItem(atPath: aside)
        return nil
    }

    private func problem(_ message: String) -> Diagnostic {
        .error(message, file: output.path)
    }
}
