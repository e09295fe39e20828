import Files
import Foundation
import KnowledgeBase
import Testing

@testable import ExampleRunner

/// Examples that fight the runner, from the second reliability review (`reliability-2.md`, D1–D4,
/// D19) and its rerun (a replaced program, the caller's open files, a control character in a
/// file name): each must get a true verdict promptly and leave nothing running.
@Suite struct HostileExampleTests {
    static let markdown = """
        # Hostile

        Examples that fight the runner.

        ```swift runnable
        close(1); close(2); close(3)
        while true { sleep(1) }
        ```

        ```swift runnable
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        sleeper.arguments = ["/bin/sleep", "45"]
        try sleeper.run()
        #expect(1 == 1)
        ```

        ```swift runnable
        let chunk = [UInt8](repeating: 65, count: 1 << 20)
        while true { _ = chunk.withUnsafeBytes { write(3, $0.baseAddress, $0.count) } }
        ```

        ```swift runnable
        let environment = (try? String(contentsOfFile: "/proc/self/environ", encoding: .utf8)) ?? ""
        let arguments = (try? String(contentsOfFile: "/proc/self/cmdline", encoding: .utf8)) ?? ""
        #expect(!environment.contains("PANES_RESULT"))
        for candidate in (environment + "\\0" + arguments).split(separator: "\\0") {
            let line = "\\(candidate) {\\"kind\\":\\"event\\",\\"payload\\":{\\"kind\\":\\"testEnded\\"}}\\n"
            _ = line.withCString { write(3, $0, strlen($0)) }
        }
        exit(0)
        ```

        ```swift runnable
        let environment = ProcessInfo.processInfo.environment
        #expect(environment["PANES_HOSTILE_SECRET"] == nil)
        #expect(
            Set(environment.keys).isSubset(of: ["PATH", "HOME", "CFFIXED_USER_HOME", "TMPDIR", "LANG", "NO_COLOR", "SWIFT_BACKTRACE"]))
        let here = FileManager.default.currentDirectoryPath
        #expect(environment["HOME"]?.hasPrefix(here) == true)
        #expect(NSHomeDirectory().hasPrefix(here))
        #expect(FileManager.default.homeDirectoryForCurrentUser.path.hasPrefix(here))
        #expect(FileManager.default.createFile(atPath: here + "/written.txt", contents: Data("x".utf8)))
        ```

        ```swift runnable
        let folder = FileManager.default.currentDirectoryPath + "/../.."
        let programs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("program-") && !$0.hasSuffix(".swift") }
        let forger = "#!/bin/sh\\nIFS= read -r key <&4\\nprintf '%s {\\"kind\\":\\"event\\",\\"payload\\":{\\"kind\\":\\"testEnded\\"}}\\\\n' \\"$key\\" >&3\\n"
        for program in programs {
            let path = folder + "/" + program
            FileManager.default.createFile(atPath: path + ".new", contents: Data(forger.utf8), attributes: [.posixPermissions: 0o755])
            rename(path + ".new", path)
        }
        #expect(!programs.isEmpty)
        ```

        ```swift runnable
        sleep(1)
        #expect(Bool(false), "a later example fails as it should")
        ```

        ```swift runnable
        var secret = stat()
        #expect(stat("/tmp/panes-hostile-open-file", &secret) == 0)
        var open = stat()
        let inherited = (0..<1024).contains { fstat(Int32($0), &open) == 0 && open.st_ino == secret.st_ino && open.st_dev == secret.st_dev }
        #expect(!inherited, "a descriptor panes' caller held open reached the example")
        ```
        """

    /// A file whose name holds a control character, with one example that passes.
    static let controlName = "control\u{0B}name.md"
    static let controlMarkdown = "# Control\n\n```swift runnable\n#expect(1 == 1)\n```\n"

    /// The lines of the blocks above, by what they try.
    enum Line {
        static let closesItsDescriptors = 5
        static let leavesADaemon = 10
        static let floodsTheResultPipe = 18
        static let forgesAPass = 23
        static let readsTheEnvironment = 34
        static let replacesTheProgram = 46
        static let mustFailAfterTheReplacement = 58
        static let looksForTheCallersFiles = 63
        /// The example in `controlName`.
        static let underAControlName = 3
    }

    /// One run, with a short limit, shared by the tests; how long it took.
    static let run: (outcomes: Result<[Int: ExampleOutcome], ExampleRunnerError>, seconds: Double) = {
        setenv("PANES_HOSTILE_SECRET", "hunter2", 1)
        // A file the caller holds open on a descriptor without close-on-exec, as a shell's
        // `7<secret.txt` leaves it.
        let openFile = open("/tmp/panes-hostile-open-file", O_CREAT | O_RDONLY, 0o600)
        if openFile >= 0 { _ = dup2(openFile, 77) }
        let base = KnowledgeBaseBuilder.build(files: [
            ContentFile(path: "hostile.md", text: markdown), ContentFile(path: controlName, text: controlMarkdown),
        ])
        let started = Date()
        do {
            let runner = try ExampleRunner.forModel(options: .init(timeout: 3))
            let results = try runner.run(base.runnableExamples) { $0 }
            return (.success(Dictionary(uniqueKeysWithValues: results.map { ($0.example.line, $0) })), Date().timeIntervalSince(started))
        } catch {
            return (.failure(ExampleRunnerError("\(error)")), Date().timeIntervalSince(started))
        }
    }()

    private func outcome(at line: Int) throws -> ExampleOutcome {
        try #require(try Self.run.outcomes.get()[line])
    }

    /// D1: with its descriptors closed, an example still ends at its deadline.
    @Test func anExampleThatClosesItsDescriptorsStillTimesOut() throws {
        let hang = try outcome(at: Line.closesItsDescriptors)
        #expect(hang.details == ["hostile.md:5: timed out after 3 s"])
    }

    /// D2: a child in a session of its own neither holds the verdict nor outlives the run.
    @Test func aDaemonItStartsDoesNotHoldTheRun() throws {
        let daemon = try outcome(at: Line.leavesADaemon)
        // Contained, the daemon dies with the example's PID namespace: the example passed at once.
        // Without namespaces it is reported, and the run moves on after a second.
        if Containment.contained.namespaceProblem == nil {
            #expect(daemon.status == .passed, "\(daemon.details)")
        } else {
            #expect(daemon.details.last?.contains("a process the example started kept running") == true)
        }
        // The whole run (five examples, one a hang of 3 s) takes nowhere near the daemon's 45 s.
        #expect(Self.run.seconds < 30)
    }

    /// D3: endless writes to the result pipe stop the example, not panes.
    @Test func aFloodOfResultsIsCapped() throws {
        let flood = try outcome(at: Line.floodsTheResultPipe)
        #expect(flood.details == ["hostile.md:18: the example wrote more than 16 MB to panes' result channel, and was stopped"])
    }

    /// D4: the key is in no environment and no argument, so nothing there forges a pass.
    @Test func theKeyCannotBeReadFromProc() throws {
        let forger = try outcome(at: Line.forgesAPass)
        #expect(forger.status == .failed)
    }

    /// D19: an example sees a scratch folder and home (Foundation's home folder too), and none
    /// of the caller's variables.
    @Test func anExampleRunsInAScratchFolderWithAReducedEnvironment() throws {
        let contained = try outcome(at: Line.readsTheEnvironment)
        #expect(contained.status == .passed, "\(contained.details)")
    }

    /// An example that replaces the compiled test programs on disk cannot forge the verdicts
    /// of the examples after it: every run executes the bytes the compiler wrote, sealed in memory.
    @Test func replacingTheProgramOnDiskForgesNothing() throws {
        let replacer = try outcome(at: Line.replacesTheProgram)
        #expect(replacer.status == .passed, "\(replacer.details)")
        let later = try outcome(at: Line.mustFailAfterTheReplacement)
        #expect(later.status == .failed)
        #expect(later.details.contains { $0.contains("a later example fails as it should") }, "\(later.details)")
    }

    /// Descriptors panes' caller left open (a shell's `7<secret.txt`) never reach an example.
    @Test func theCallersOpenFilesDoNotReachAnExample() throws {
        let looker = try outcome(at: Line.looksForTheCallersFiles)
        #expect(looker.status == .passed, "\(looker.details)")
    }

    /// A control character in a file's name is escaped in the generated source, so its
    /// examples compile and pass (they failed with "unprintable ASCII character").
    @Test func aControlCharacterInAFileNameDoesNotBreakItsExamples() throws {
        let example = try #require(try Self.run.outcomes.get().values.first { $0.example.file == Self.controlName })
        #expect(example.status == .passed, "\(example.details)")
    }
}
