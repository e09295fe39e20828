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

    /// Loads the Markdown files below `folder`, sorted by relative path.
    public static func load(folder: URL) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        if let problem = folderProblem(folder) { return ([], [problem]) }
        let (paths, walkProblems) = markdownPaths(below: folder)
        var diagnostics = walkProblems
        guard !paths.isEmpty else { return ([], diagnostics + [emptyFolderProblem(folder)]) }
        var files: [ContentFile] = []
        // Reading and validating is done on every core; the results keep the sorted order.
        for result in ParallelMap.map(paths, { read(folder.appendingPathComponent($0), relativePath: $0) }) {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (files, diagnostics)
    }

    /// Whether a file name is a Markdown reference this loader reads.
    public static func isMarkdown(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".md")
    }

    /// Relative paths of `*.md` files below `folder` (the walk every reader of a content folder
    /// uses: hidden entries skipped, links out of the folder reported, loops cut), and what the
    /// walk could not read.
    static func markdownPaths(below folder: URL) -> ([String], [Diagnostic]) {
        let (files, problems) = FolderWalk.files(below: folder, include: isMarkdown)
        let diagnostics = problems.map { problem in
            Diagnostic(
                file: problem.relativePath, line: 0, column: 0, severity: problem.isError ? .error : .warning, message: problem.message)
        }
        return (files.map(\.relativePath), diagnostics)
    }

    private static func read(_ url: URL, relativePath: String) -> Result<ContentFile, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(.error("cannot read the file; check that it exists and is readable", file: relativePath))
        }
        if let offset = data.firstIndex(of: 0) {
            let line = data[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return .failure(
                .error("not a Markdown text file (contains a NUL byte); remove it or rename it without .md", file: relativePath, line: line)
            )
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let (line, column) = firstInvalidUTF8Position(in: data)
            return .failure(
                .error("invalid UTF-8; save the file as UTF-8", file: relativePath, line: line, column: column))
        }
        return .success(ContentFile(path: relativePath, text: text))
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
