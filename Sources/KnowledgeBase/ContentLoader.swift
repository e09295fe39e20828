import Foundation

/// A Markdown file read from a content folder.
public struct ContentFile: Sendable, Equatable {
    /// The path relative to the content folder, with `/` separators (`guides/sheet-workflow.md`).
    public var path: String
    /// The file's text.
    public var text: String

    /// Creates a content file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Reads every `*.md` file below a folder, in a stable order, reporting files it cannot use.
public enum ContentLoader {
    /// Loads the Markdown files below `folder`, sorted by relative path.
    public static func load(folder: URL) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        let folderName = folder.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            return ([], [.error("content folder not found; pass an existing folder with --content DIR", file: folderName)])
        }
        guard isDirectory.boolValue else {
            return ([], [.error("not a folder; --content takes a folder of Markdown files", file: folderName)])
        }
        let paths = markdownPaths(below: folder)
        guard !paths.isEmpty else {
            return ([], [.error("no Markdown files (*.md) found in the content folder; add at least one", file: folderName)])
        }
        var files: [ContentFile] = []
        var diagnostics: [Diagnostic] = []
        // Reading and validating is done on every core; the results keep the sorted order.
        for result in ParallelMap.map(paths, { read(folder.appendingPathComponent($0), relativePath: $0) }) {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (files, diagnostics)
    }

    /// Relative paths of `*.md` files below `folder`, skipping hidden files and folders.
    static func markdownPaths(below folder: URL) -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let components = path.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) { continue }
            if path.lowercased().hasSuffix(".md") { paths.append(path) }
        }
        return paths.sorted()
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
