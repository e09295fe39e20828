import Files
import Foundation
import KnowledgeBase

/// The examples of a package, every path as the user sees it from where they ran panes: the
/// Markdown of its content folders (its `.docc` catalogs and `docs/`, or the folders given)
/// and the code blocks in the `///` comments of its library targets' sources.
public struct PackageExamples: Sendable {
    /// Every example, in folder, file and line order; `file` and `id` are display paths.
    public var examples: [CodeExample]
    /// Problems with the examples' fences and syntax and with `panes.json` files. Links and
    /// entries are `panes check`'s business: a DocC catalog links to symbols that only the
    /// package's doc comments document.
    public var diagnostics: [Diagnostic]
    /// The content folders read, as display paths.
    public var contentFolders: [String]
}

extension SwiftPackage {
    /// The package's examples. `content` replaces the default folders (`docs/` and every `.docc`
    /// catalog in a library target), each with the display prefix to show; `plainSwiftBlocks`
    /// overrides what plain Swift blocks are everywhere. Doc comments are tests unless the
    /// package's own `panes.json` says otherwise, as every block in a rustdoc comment is.
    public func examples(content: [(folder: URL, displayPrefix: String)]? = nil, plainSwiftBlocks: PlainSwiftBlocks? = nil)
        -> PackageExamples
    {
        let sources = librarySources()
        let folders = content ?? defaultContentFolders(catalogs: sources.catalogs)
        var examples: [CodeExample] = []
        var diagnostics: [Diagnostic] = []
        for (folder, prefix) in folders {
            let base = KnowledgeBaseBuilder.build(contentFolder: folder, libraryNames: [], plainSwiftBlocks: plainSwiftBlocks)
            examples += base.examples.map { Self.displayed($0, prefix: prefix) }
            diagnostics += base.diagnostics.filter { Self.concernsExamples($0, in: base) }.map { Self.displayed($0, prefix: prefix) }
        }
        let (settings, settingsProblems) = ContentSettings.read(
            folder: folder, displayPath: displayPrefix + ContentSettings.fileName)
        diagnostics += settingsProblems
        var docCommentOptions = BuildOptions.indexOnly
        docCommentOptions.plainSwiftBlocks = plainSwiftBlocks ?? settings.plainSwiftBlocks ?? .runnable
        docCommentOptions.indentedCodeIsSwift = settings.indentedCodeIsSwift
        let (packageFolder, prefix, options) = (folder, displayPrefix, docCommentOptions)
        let extractions = ParallelMap.map(sources.swiftFiles) { path in
            Self.docCommentExamples(path, in: packageFolder, prefix: prefix, options: options)
        }
        for extraction in extractions {
            examples += extraction.examples
            diagnostics += extraction.diagnostics
        }
        return PackageExamples(
            examples: examples, diagnostics: diagnostics,
            contentFolders: folders.map { $0.displayPrefix + ContentLoader.root(of: $0.folder).prefix })
    }

    /// `docs/` when it exists, then the catalogs, each with its display prefix.
    private func defaultContentFolders(catalogs: [String]) -> [(folder: URL, displayPrefix: String)] {
        var isDirectory: ObjCBool = false
        let docs = folder.appendingPathComponent("docs")
        let hasDocs = FileManager.default.fileExists(atPath: docs.path, isDirectory: &isDirectory) && isDirectory.boolValue
        let relatives = (hasDocs ? ["docs"] : []) + catalogs
        return relatives.map { relative in
            let url = folder.appendingPathComponent(relative)
            return (url, ContentLoader.displayPrefix(of: url, typed: displayPrefix + relative))
        }
    }

    /// The Swift files of the library targets and the `.docc` catalogs inside them, relative to
    /// the package, leaving out what the manifest excludes and the catalogs' own files.
    func librarySources() -> (swiftFiles: [String], catalogs: [String]) {
        var swiftFiles: [String] = []
        var catalogs: [String] = []
        for target in manifest.libraryTargets {
            guard let root = manifest.sourceFolder(of: target, in: folder) else { continue }
            let (files, _) = FolderWalk.files(below: folder.appendingPathComponent(root)) { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
            for file in files.map(\.relativePath) where !target.exclude.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) {
                let components = file.split(separator: "/")
                if let catalog = components.firstIndex(where: { $0.hasSuffix(".docc") }) {
                    catalogs.append(root + "/" + components[...catalog].joined(separator: "/"))
                } else if file.hasSuffix(".swift") {
                    swiftFiles.append(root + "/" + file)
                }
            }
        }
        var seen: Set<String> = []
        return (swiftFiles, catalogs.filter { seen.insert($0).inserted })
    }

    private static func docCommentExamples(_ relativePath: String, in folder: URL, prefix: String, options: BuildOptions) -> (
        examples: [CodeExample], diagnostics: [Diagnostic]
    ) {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relativePath).path) else {
            return ([], [.error("cannot read the source file; check its permissions", file: prefix + relativePath)])
        }
        return DocCommentExamples.extract(
            from: ContentFile(path: prefix + relativePath, text: String(decoding: data, as: UTF8.self)), options: options)
    }

    /// Whether a content diagnostic is about an example (its fence or its code) or the folder's settings.
    private static func concernsExamples(_ diagnostic: Diagnostic, in base: KnowledgeBase) -> Bool {
        if diagnostic.file == ContentSettings.fileName { return true }
        return base.examples.contains { example in
            let lastLine = example.line + example.code.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            return example.file == diagnostic.file && (example.line...lastLine).contains(diagnostic.line)
        }
    }

    private static func displayed(_ example: CodeExample, prefix: String) -> CodeExample {
        var shown = example
        shown.file = prefix + example.file
        shown.id = CodeExample.id(file: shown.file, line: shown.line)
        return shown
    }

    private static func displayed(_ diagnostic: Diagnostic, prefix: String) -> Diagnostic {
        var shown = diagnostic
        shown.file = prefix + diagnostic.file
        return shown
    }
}
