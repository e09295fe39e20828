import Files
import Foundation

/// A Markdown file read from a content folder.
public struct ContentFile: Sendable, Equatable {
    /// The path relative to the content folder, with `/` separators (`guides/sheet-workflow.md`).
    public var path: String
    /// The file's text.
    public var text: String

    /// Creates a content file. Line breaks are made `\n` here, where every text enters: cmark
    /// counts a lone `\r` as a line break, and every other reader of the text (SwiftParser, the
    /// line scans) must count lines the same way for diagnostics to point at the right place.
    public init(path: String, text: String) {
        self.path = path
        self.text = Self.normalizingLineBreaks(text)
    }

    /// `text` with `\r\n` and lone `\r` turned into `\n`.
    static func normalizingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasReturn = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), previousWasReturn {
                previousWasReturn = false
                continue
            }
            previousWasReturn = byte == UInt8(ascii: "\r")
            bytes.append(previousWasReturn ? UInt8(ascii: "\n") : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Reads every `*.md` file below a folder, in a stable order, reporting files it cannot use.
public enum ContentLoader {
    /// Why `folder` cannot be read as content at all (missing, not a folder, unreadable), if so.
    /// Every command asks this first, so `panes search --content /nowhere` names the folder
    /// instead of finding nothing.
    public static func folderProblem(_ folder: URL) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            return .error("content folder not found; pass an existing folder with --content DIR", file: folder.path)
        }
        guard isDirectory.boolValue else {
            return .error("not a folder; --content takes a folder of Markdown files", file: folder.path)
        }
        guard FileManager.default.isReadableFile(atPath: folder.path) else {
            return .error("cannot read the content folder; check its permissions", file: folder.path)
        }
        return nil
    }

    /// The error for a folder that holds no Markdown file.
    public static func emptyFolderProblem(_ folder: URL) -> Diagnostic {
        .error("no Markdown files (*.md) found in the content folder; add at least one", file: folder.path)
    }

    /// Loads everything below `folder` the index reads: the Markdown files (and, inside DocC
    /// catalogs, `.tutorial` files), sorted by relative path; each catalog with its
    /// `Info.plist`, symbol graphs and resources; the other files' paths (images a page may
    /// show); and `panes.json`.
    public static func load(folder: URL) -> ContentSet {
        if let problem = folderProblem(folder) { return ContentSet(diagnostics: [problem]) }
        let (walked, problems) = FolderWalk.files(below: folder, include: { _ in true })
        let (root, prefix) = root(of: folder)
        var diagnostics = problems.map { problem in
            Diagnostic(
                file: prefix + problem.relativePath, line: 0, column: 0, severity: problem.isError ? .error : .warning,
                message: problem.message)
        }
        let paths = walked.map { prefix + $0.relativePath }
        let documentPaths = paths.filter(isDocument)
        for path in paths where path.lowercased().hasSuffix(".tutorial") && !isDocument(path) {
            diagnostics.append(
                .warning("DocC reads tutorials only inside a .docc catalog, so this file is not read; move it into one", file: path))
        }
        // A catalog of symbol graphs alone is documentation too: DocC makes a page of every symbol.
        guard !documentPaths.isEmpty || paths.contains(where: isSymbolGraph) else {
            return ContentSet(diagnostics: diagnostics + [emptyFolderProblem(folder)])
        }
        var content = ContentSet()
        // Reading and validating is done on every core; the results keep the sorted order.
        for result in ParallelMap.map(documentPaths, { read(root.appendingPathComponent($0), relativePath: $0) }) {
            switch result {
            case .success(let file): content.documents.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let otherPaths = paths.filter { !isDocument($0) }
        content.catalogs = catalogs(in: otherPaths + documentPaths, root: root, diagnostics: &diagnostics)
        let settingsPath = prefix + ContentSettings.fileName
        content.resourcePaths = otherPaths.filter { !isSymbolGraph($0) && $0 != settingsPath }
        if otherPaths.contains(settingsPath) {
            let (settings, problems) = ContentSettings.read(folder: folder, displayPath: settingsPath)
            content.settings = settings
            diagnostics += problems
        }
        content.diagnostics = diagnostics
        return content
    }

    /// Where the paths of a content folder are relative to: the folder itself, or, for a folder
    /// that is a DocC catalog (`--content Sources/Kit/Kit.docc`), its parent, so that its files
    /// are inside a catalog (`Kit.docc/…`) exactly as when the folder above is given. Every
    /// reader of a content path joins it to this root.
    public static func root(of folder: URL) -> (root: URL, prefix: String) {
        let name = folder.standardizedFileURL.lastPathComponent
        guard Catalog.isCatalogFolder(Substring(name)) else { return (folder, "") }
        return (folder.standardizedFileURL.deletingLastPathComponent(), name + "/")
    }

    /// What to print before a content path of `folder`, typed as `path`, so the result names the
    /// file from where the user is: the folder and a slash, or for a catalog folder (whose paths
    /// start with its own name, see `root(of:)`) the folder above it.
    public static func displayPrefix(of folder: URL, typed path: String) -> String {
        let typed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard !root(of: folder).prefix.isEmpty else { return typed.isEmpty ? "" : typed + "/" }
        guard Catalog.isCatalogFolder(Substring((typed as NSString).lastPathComponent)) else { return typed + "/../" }
        let parent = (typed as NSString).deletingLastPathComponent
        return parent.isEmpty ? "" : parent + "/"
    }

    /// The file a content path names, below `folder` as `load(folder:)` read it.
    public static func file(_ path: String, in folder: URL) -> URL {
        root(of: folder).root.appendingPathComponent(path)
    }

    /// The catalogs that `paths` lie in, with what each holds.
    private static func catalogs(in paths: [String], root: URL, diagnostics: inout [Diagnostic]) -> [Catalog] {
        let folders = Set(paths.compactMap(Catalog.folder(containing:))).sorted()
        return folders.map { catalogFolder in
            let inside = paths.filter { Catalog.folder(containing: $0) == catalogFolder }
            let plist =
                inside.contains(catalogFolder + "/Info.plist")
                ? FileManager.default.contents(atPath: root.appendingPathComponent(catalogFolder + "/Info.plist").path) : nil
            var graphs: [Catalog.GraphFile] = []
            for path in inside where isSymbolGraph(path) {
                let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data()
                switch SymbolGraph.decode(data) {
                case .success(let graph): graphs.append(Catalog.GraphFile(path: path, graph: graph))
                case .failure(let problem): diagnostics.append(.warning(problem.message, file: path))
                }
            }
            let names = Catalog.names(folder: catalogFolder, infoPlist: plist, module: Catalog.ownModule(of: graphs))
            let resources = inside.filter { !isDocument($0) && !isSymbolGraph($0) && !$0.hasSuffix("/Info.plist") }
            return Catalog(
                folder: catalogFolder, displayName: names.displayName, identifier: names.identifier,
                defaultCodeLanguage: names.codeLanguage, symbolGraphs: graphs, resources: ResourceIndex(paths: resources))
        }
    }

    /// Whether a file name is a Markdown reference this loader reads.
    public static func isMarkdown(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".md")
    }

    /// Whether a content path is a page the index reads: Markdown anywhere, and tutorials inside
    /// DocC catalogs (DocC reads them only there).
    public static func isDocument(_ path: String) -> Bool {
        isMarkdown(path) || (path.lowercased().hasSuffix(".tutorial") && Catalog.folder(containing: path) != nil)
    }

    /// Whether a file changes what the index holds (documents, symbol graphs, catalog settings,
    /// `panes.json`), so caches keyed on the content's files see the change.
    public static func affectsIndex(_ name: String) -> Bool {
        let lowered = name.lowercased()
        // A file name, not a path (the walk asks before it knows the folder is a catalog): any
        // symbol graph counts, since keying on one more file than the index reads costs nothing.
        return isMarkdown(lowered) || lowered.hasSuffix(".tutorial") || lowered.hasSuffix(".symbols.json") || name == "Info.plist"
            || name == ContentSettings.fileName
    }

    /// Whether a content path is a symbol graph (DocC reads any `*.symbols.json` in a catalog).
    static func isSymbolGraph(_ path: String) -> Bool {
        path.hasSuffix(".symbols.json") && Catalog.folder(containing: path) != nil
    }

    /// The text of a code file a page shows (a snippet, a tutorial's `@Code`), held to the same
    /// rules as a Markdown file: readable, no NUL byte, valid UTF-8.
    static func readCode(_ path: String, in folder: URL) -> Result<String, Diagnostic> {
        read(
            file(path, in: folder), relativePath: path, notText: "not a text file (contains a NUL byte); show a source file saved as UTF-8"
        )
        // A byte-order mark is no part of the code a reader copies.
        .map { $0.text.hasPrefix("\u{FEFF}") ? String($0.text.dropFirst()) : $0.text }
    }

    private static func read(
        _ url: URL, relativePath: String,
        notText: String = "not a Markdown text file (contains a NUL byte); remove it or rename it without .md"
    ) -> Result<ContentFile, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(.error("cannot read the file; check that it exists and is readable", file: relativePath))
        }
        if let encoding = utf16Encoding(of: data) {
            return .failure(.error("the file is \(encoding), not UTF-8; save it as UTF-8", file: relativePath, line: 1))
        }
        if let offset = data.firstIndex(of: 0) {
            let line = data[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return .failure(.error(notText, file: relativePath, line: line))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let (line, column) = firstInvalidUTF8Position(in: data)
            return .failure(
                .error("invalid UTF-8; save the file as UTF-8", file: relativePath, line: line, column: column))
        }
        return .success(ContentFile(path: relativePath, text: text))
    }

    /// "UTF-16" (with its byte order) when `data` starts with a UTF-16 byte-order mark, or
    /// when its first characters are ASCII with every other byte zero, as editors on Windows
    /// save "Unicode" text; nil otherwise.
    static func utf16Encoding(of data: Data) -> String? {
        let bytes = Array(data.prefix(64))
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
        guard bytes.count >= 4 else { return nil }
        let even = stride(from: 0, to: bytes.count - 1, by: 2).map { bytes[$0] }
        let odd = stride(from: 1, to: bytes.count, by: 2).map { bytes[$0] }
        if odd.allSatisfy({ $0 == 0 }), even.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return "UTF-16 (little-endian)" }
        if even.allSatisfy({ $0 == 0 }), odd.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return "UTF-16 (big-endian)" }
        return nil
    }

    /// The line and column of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8Position(in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = data.startIndex
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            let end = index + length
            let isValid =
                length > 0 && end <= data.endIndex
                && String(decoding: data[index..<end], as: UTF8.self).utf8.elementsEqual(data[index..<end])
            if !isValid { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = end
            }
            index = end
        }
        return (line, index - lineStart + 1)
    }
}
