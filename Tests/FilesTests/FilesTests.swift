import Foundation
import Testing

@testable import Files

/// A scratch folder for one test, removed afterwards.
final class TemporaryTree {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("panes-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func file(_ path: String, _ text: String = "text") throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}

@Suite struct FolderWalkTests {
    private func markdown(_ name: String) -> Bool { name.hasSuffix(".md") }

    @Test func hiddenEntriesAreSkippedAndFilesSorted() throws {
        let tree = try TemporaryTree()
        try tree.file("b.md")
        try tree.file("A.md")
        try tree.file("guides/c.md")
        try tree.file(".hidden/d.md")
        try tree.file("notes.txt")
        let (files, problems) = FolderWalk.files(below: tree.root, include: markdown)
        #expect(files.map(\.relativePath) == ["A.md", "b.md", "guides/c.md"])
        #expect(problems.isEmpty)
    }

    @Test func aLinkOutOfTheFolderIsReportedAndNotRead() throws {
        let tree = try TemporaryTree()
        try tree.file("real.md")
        try tree.link("passwd.md", to: "/etc/passwd")
        try tree.link("outside", to: "/etc")
        let (files, problems) = FolderWalk.files(below: tree.root, include: markdown)
        #expect(files.map(\.relativePath) == ["real.md"])
        #expect(problems.map(\.relativePath) == ["outside", "passwd.md"])
        #expect(problems.allSatisfy { $0.message.contains("outside the folder; it is not read") && !$0.isError })
    }

    /// A name that is not UTF-8 cannot be read back as text, so it is an error rather than a
    /// silent skip (review D8: a failing example in `caf\xE9.md` never ran).
    @Test func aNameThatIsNotUTF8IsAnError() throws {
        let tree = try TemporaryTree()
        try tree.file("ok.md")
        try tree.file("guides/inside.md")
        // Each name's characters as single bytes: é is 0xE9, Latin-1, never valid UTF-8 alone.
        func latin1Path(_ name: String) -> [CChar] {
            (Array(tree.root.path.utf8) + Array("/".utf8) + name.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) } + [0])
                .map { CChar(bitPattern: $0) }
        }
        #expect(mkdir(latin1Path("guides/f\u{E9}e"), 0o755) == 0)
        for name in ["caf\u{E9}.md", "not-read-\u{E9}.txt"] {
            let descriptor = open(latin1Path(name), O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            close(descriptor)
        }
        let (files, problems) = FolderWalk.files(below: tree.root, include: markdown)
        #expect(files.map(\.relativePath) == ["guides/inside.md", "ok.md"])
        #expect(problems.map(\.relativePath) == ["caf\\xE9.md", "guides/f\\xE9e"])
        #expect(problems.allSatisfy { $0.isError && $0.message.contains("not UTF-8") })
    }

    @Test func linkLoopsEnd() throws {
        let tree = try TemporaryTree()
        try tree.file("a.md")
        try tree.link("l1", to: ".")
        try tree.link("l2", to: ".")
        try tree.link("sub", to: "l1")
        let (files, _) = FolderWalk.files(below: tree.root, include: markdown)
        #expect(files.map(\.relativePath) == ["a.md"])
    }

    @Test func aLinkInsideTheFolderIsFollowed() throws {
        let tree = try TemporaryTree()
        try tree.file("guides/a.md")
        try tree.link("shortcut", to: "guides")
        let (files, problems) = FolderWalk.files(below: tree.root, include: markdown)
        #expect(files.map(\.relativePath) == ["guides/a.md"])
        #expect(problems.isEmpty)
    }
}

@Suite struct FolderPathTests {
    @Test func spellingsAndLinksResolveToOnePath() throws {
        let tree = try TemporaryTree()
        try tree.file("content/a.md")
        try tree.link("alias", to: "content")
        let content = tree.root.appendingPathComponent("content")
        #expect(FolderPath.isSameOrInside(tree.root.appendingPathComponent("alias"), content))
        #expect(FolderPath.isSameOrInside(tree.root.appendingPathComponent("content/../content/./"), content))
        #expect(FolderPath.isSameOrInside(tree.root.appendingPathComponent("alias/new/deeper"), content))
        #expect(!FolderPath.isSameOrInside(tree.root.appendingPathComponent("contents"), content))
        #expect(FolderPath.isSameOrInside(content, tree.root))
    }

    @Test func theRootIsAMountPointAndAPlainFolderIsNot() throws {
        let tree = try TemporaryTree()
        #expect(FolderPath.isMountPoint(URL(fileURLWithPath: "/")))
        #expect(!FolderPath.isMountPoint(tree.root))
    }
}

@Suite struct FileWriterTests {
    @Test func aFullDiskIsAnErrorNamingTheFile() throws {
        // /dev/full answers every write with ENOSPC, as a full disk does.
        let writer = try FileWriter(path: "/dev/full", displayPath: "search-index.js")
        writer.write(String(repeating: "x", count: 100_000))
        writer.write("more")
        let error = #expect(throws: FileError.self) { try writer.close() }
        #expect(error?.message == "cannot write search-index.js: No space left on device")
    }

    @Test func everyByteIsWritten() throws {
        let tree = try TemporaryTree()
        let path = tree.root.appendingPathComponent("big").path
        let text = String(repeating: "abcdefgh", count: 200_000)
        try FileWriter.write(text, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func aFolderInTheWayIsAClearError() throws {
        let tree = try TemporaryTree()
        try tree.file("blocker")
        let error = #expect(throws: FileError.self) {
            try ScratchFolder.ensureFolder(tree.root.appendingPathComponent("blocker/inner"), advice: "; pick another folder")
        }
        #expect(error?.message.hasSuffix("blocker is a file, not a folder; pick another folder") == true)
    }
}

/// Scratch folders in use are never taken for abandoned ones (reliability review D14: two runs
/// in different PID namespaces sharing `/tmp` deleted each other's work folders).
@Suite struct ScratchFolderTests {
    @Test func aFolderWhoseLockIsHeldIsKeptWhateverItsName() throws {
        let tree = try TemporaryTree()
        let made = try ScratchFolder.make(in: tree.root, prefix: "panes-test")
        defer { ScratchFolder.remove(made) }
        // Seen from another PID namespace, the maker's pid is someone else's or nobody's: pid
        // 2^22 + 1 is above Linux's pid_max. Only the lock still says the folder is in use.
        let renamed = tree.root.appendingPathComponent("panes-test-4194305-AbCdEf")
        #expect(rename(made.path, renamed.path) == 0)
        ScratchFolder.removeAbandoned(in: tree.root, prefix: "panes-test")
        #expect(FileManager.default.fileExists(atPath: renamed.path))
        #expect(rename(renamed.path, made.path) == 0)
    }

    @Test func aFolderWhoseLockIsFreeIsRemoved() throws {
        let tree = try TemporaryTree()
        let made = try ScratchFolder.make(in: tree.root, prefix: "panes-test")
        // As if its maker had died: the lock goes with the process.
        let copy = tree.root.appendingPathComponent("panes-test-\(getpid())-Copied")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try Data().write(to: copy.appendingPathComponent(".panes-lock"))
        ScratchFolder.removeAbandoned(in: tree.root, prefix: "panes-test")
        #expect(!FileManager.default.fileExists(atPath: copy.path))
        #expect(FileManager.default.fileExists(atPath: made.path))
        ScratchFolder.remove(made)
    }
}

/// Removing a folder panes made: never onto another device, and through read-only folders
/// (reliability review D7, D11).
@Suite struct FolderRemovalTests {
    @Test func aReadOnlyFolderIsRemovedWhole() throws {
        let tree = try TemporaryTree()
        try tree.file("old/api/page.html")
        let api = tree.root.appendingPathComponent("old/api")
        #expect(chmod(api.path, 0o555) == 0)
        #expect(chmod(tree.root.appendingPathComponent("old").path, 0o555) == 0)
        let left = FolderRemoval.remove(tree.root.appendingPathComponent("old"))
        #expect(left.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tree.root.appendingPathComponent("old").path))
    }
}
