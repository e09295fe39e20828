import Files
import Foundation
import Testing

@testable import ExampleRunner

/// The process primitive under the runner: groups, deadlines, capped output, the private pipe.
@Suite struct ChildProcessTests {
    private func shell(_ script: String, timeout: Double? = nil) throws -> ChildProcess.Result {
        var process = ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
        process.timeout = timeout
        process.resultDescriptor = 3
        return try process.run()
    }

    @Test func aTimeoutKillsTheWholeGroupIncludingGrandchildren() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("panes-grandchild-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        let started = Date()
        let result = try shell("sleep 60 & echo $! > \(marker.path); wait", timeout: 1)
        #expect(result.timedOut)
        #expect(result.wasSignalled)
        #expect(Date().timeIntervalSince(started) < 10)
        let grandchild = try #require(Int32(String(contentsOf: marker, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // The kill is sent before run() returns; dying takes the kernel a moment more.
        let dyingDeadline = Date().addingTimeInterval(2)
        while ScratchFolder.isRunning(grandchild), Date() < dyingDeadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!ScratchFolder.isRunning(grandchild), "the grandchild still runs")
    }

    @Test func aProgramThatLeavesAChildBehindDoesNotHangTheRunner() throws {
        let started = Date()
        let result = try shell("sleep 60 & echo done")
        #expect(result.output.text == "done\n")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func hugeOutputKeepsOnlyItsEnds() throws {
        let result = try shell("echo first; head -c 50000000 /dev/zero | tr '\\0' 'x'; echo; echo last")
        #expect(result.output.totalByteCount > 50_000_000)
        let text = result.output.text
        #expect(text.hasPrefix("first\n"))
        #expect(text.hasSuffix("last\n"))
        #expect(text.utf8.count < 2 * CappedOutput.defaultLimit + 100)
        #expect(text.contains("bytes of output cut"))
    }

    @Test func thePrivateDescriptorIsSeparateFromOutput() throws {
        let result = try shell("echo shown; echo private >&3")
        #expect(result.output.text == "shown\n")
        #expect(String(decoding: result.results, as: UTF8.self) == "private\n")
        #expect(result.status == 0 && !result.wasSignalled)
    }

    @Test func cappedOutputCountsWhatItCuts() {
        var output = CappedOutput(limit: 4)
        output.append(Array("abcdefghijkl".utf8)[...])
        #expect(output.totalByteCount == 12)
        #expect(output.cutByteCount == 4)
        #expect(output.text == "abcd\n… 4 bytes of output cut …\nijkl")
    }
}
