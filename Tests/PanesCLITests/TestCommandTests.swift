import Files
import Foundation
import Testing

@testable import PanesCLI

/// `panes test` as a user meets it: what it says when there is nothing to test, and what an
/// interrupted run leaves behind (nothing).
@Suite struct TestCommandTests {
    @Test func aFolderWithOnlyPlainSwiftSaysNothingWasTested() throws {
        let folder = try ContentFolder(["notes.md": "# Notes\n\nPlain code.\n\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n"])
        let run = CommandRun(["test", "--content", folder.url.path])
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("nothing was tested"))
        #expect(run.errors.contains("its 2 plain ```swift blocks are illustrative and not run"))
        #expect(!run.output.contains("0 passed, 0 failed"))
    }

    @Test func aFilterThatMatchesNothingSaysSo() throws {
        let folder = try ContentFolder.clean()
        let run = CommandRun(["test", "--content", folder.url.path, "--filter", "no-such-section"])
        #expect(run.exitCode == .failure)
        #expect(run.errors.contains("no runnable example matches --filter 'no-such-section' (1 in all)"))
    }

    @Test(arguments: ["0", "-1", "soon", "inf"])
    func aTimeoutMustBeAPositiveNumber(value: String) {
        let run = CommandRun(["test", "--timeout", value])
        #expect(run.exitCode == .usage)
        #expect(run.errors.contains("--timeout takes a number above 0"))
    }

    /// Runs the real binary (built beside the test bundle) on a hanging example, sends SIGTERM
    /// once the example runs, and checks that the example's process and the work folder are gone.
    @Test func anInterruptedRunKillsItsExampleAndRemovesItsFolders() throws {
        let panes = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("panes")
        try #require(FileManager.default.isExecutableFile(atPath: panes.path), "build panes first (swift build --build-tests)")
        let folder = try ContentFolder(["hang.md": "# Hang\n\nNever ends.\n\n```swift runnable\nwhile true {}\n```\n"])
        let temporary = folder.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = panes
        process.arguments = ["test", "--content", folder.url.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var examplePID: pid_t?
        let deadline = Date().addingTimeInterval(120)
        while examplePID == nil, Date() < deadline, process.isRunning {
            examplePID = Self.processes(runningFrom: temporary).first
            if examplePID == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        let example = try #require(examplePID, "the example never started")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!ScratchFolder.isRunning(example), "the example still runs")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "left behind: \(left)")
    }

    /// Reliability review D9: after `kill -9` of panes (a CI runner's hard stop, the OOM killer),
    /// its example ran on with no limit. The example now watches a pipe only panes holds open.
    @Test func anExampleEndsWhenPanesIsKilled() throws {
        let panes = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("panes")
        try #require(FileManager.default.isExecutableFile(atPath: panes.path), "build panes first (swift build --build-tests)")
        let folder = try ContentFolder(["hang.md": "# Hang\n\nNever ends.\n\n```swift runnable\nwhile true { usleep(1000) }\n```\n"])
        let temporary = folder.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = panes
        process.arguments = ["test", "--content", folder.url.path, "--timeout", "600"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var examplePID: pid_t?
        let deadline = Date().addingTimeInterval(120)
        while examplePID == nil, Date() < deadline, process.isRunning {
            examplePID = Self.processes(runningFrom: temporary).first
            if examplePID == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        let example = try #require(examplePID, "the example never started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let dyingDeadline = Date().addingTimeInterval(5)
        while ScratchFolder.isRunning(example), Date() < dyingDeadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!ScratchFolder.isRunning(example), "the example still runs after panes was killed")
    }

    /// Pids of the example programs of the run whose work folder is inside `folder` (read from /proc).
    private static func processes(runningFrom folder: URL) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            // An example runs from a sealed in-memory copy of its program, in a scratch folder
            // below the run's work folder: its working folder says which run it belongs to.
            let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) ?? ""
            let program = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? ""
            return link.hasPrefix(folder.path) && program.hasPrefix("/memfd:")
        }
    }
}
