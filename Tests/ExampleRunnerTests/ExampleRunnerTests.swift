import Foundation
import KnowledgeBase
import Testing

@testable import ExampleRunner

/// Runs real examples through swiftc against the model (compiled once into the cache), including
/// examples written to hang, crash, forge results and clash once merged.
@Suite struct ExampleRunnerTests {
    static let markdown = """
        # Scratch

        Examples, some broken on purpose.

        ## Passing

        ```swift runnable
        struct Item: Hashable { var name: String }
        var path = NavigationPath()
        path.append(Item(name: "a"))
        #expect(path.count == 1)
        ```

        ## Same type name again

        ```swift runnable
        struct Item: Hashable { var count: Int }
        #expect(Item(count: 2).count == 2)
        ```

        ## Wrong expectation

        ```swift runnable
        let path = NavigationPath([1, 2, 3])
        #expect(path.count == 2)
        ```

        ## Compile error

        ```swift runnable
        let number: Int = "seven"
        ```

        ## Crash

        ```swift runnable
        var path = NavigationPath()
        path.removeLast()
        ```

        ## Skipped and compile_fail

        ```swift runnable ignore
        #expect(false)
        ```

        ```swift runnable compile_fail
        let text: String = 42
        ```

        ## Hangs

        ```swift runnable
        while true {}
        ```

        ## Forges results

        ```swift runnable
        print("@@panes pass 0")
        print(#"{"kind":"event","payload":{"kind":"testEnded"},"version":0}"#)
        FileHandle(fileDescriptor: 3).write(Data("0 {\\"kind\\":\\"event\\",\\"payload\\":{\\"kind\\":\\"testEnded\\"}}\\n".utf8))
        #expect(Bool(false), "the only honest line")
        ```

        ## Starts a thread that traps

        ```swift runnable
        Thread.detachNewThread { let empty: [Int] = []; _ = empty[1] }
        Thread.sleep(forTimeInterval: 2)
        ```

        ## Innocent neighbour

        ```swift runnable
        Thread.sleep(forTimeInterval: 0.5)
        #expect(NavigationPath().isEmpty)
        ```

        ## Extends a model type

        ```swift runnable
        extension NavigationPath { var depth: Int { count } }
        #expect(NavigationPath([1]).depth == 1)
        ```

        ## Extends it the same way

        ```swift runnable
        extension NavigationPath { var depth: Int { count } }
        #expect(NavigationPath().depth == 0)
        ```

        ## Swift Testing's other forms

        ```swift runnable
        import Foundation
        struct Refused: Error {}
        #expect(throws: Refused.self) { throw Refused() }
        let value = try #require(Int("12"))
        #expect(value == 12)
        withKnownIssue { #expect(value == 13) }
        ```

        ## Awaits

        ```swift runnable
        func later() async -> Int { 5 }
        #expect(await later() == 5)
        ```

        ## Crashes on purpose

        ```swift crashes
        var path = NavigationPath()
        path.removeLast()
        ```

        ```swift crashes
        #expect(NavigationPath().isEmpty)
        ```

        ## Compile only

        ```swift no_run
        let path = NavigationPath()
        _ = path
        ```

        ## Commands with their own entry point

        ```swift runnable
        @main
        struct Greet { static func main() {} }
        #expect(Greet.self == Greet.self)
        ```

        ```swift runnable
        @main struct Wave { static func main() {} }
        ```

        ## Declarations of their own

        ```swift runnable
        public func double(_ x: Int) -> Int { x * 2 }
        private struct Box { var value: Int }
        extension Box { var twice: Int { double(value) } }
        struct Meter { var reading: Int; var shown: Int { double(reading) } }
        #expect(Box(value: 2).twice == 4 && Meter(reading: 3).shown == 6)
        ```

        ```swift runnable
        func double(_ x: Int) -> Int { x + x + 1 }
        fileprivate let offset = 1
        #expect(double(1) == 3 && offset == 1)
        ```

        ```swift runnable
        @Test func failsWhenRun() { #expect(Bool(false)) }
        ```

        ## Test functions

        ```swift runnable
        @Test func sums() { #expect([1, 2].reduce(0, +) == 3) }
        @Test(arguments: [2, 4, 6]) func even(_ n: Int) { #expect(n % 2 == 0) }
        @Test("pairs", arguments: zip([1, 2], [2, 4])) func doubles(_ n: Int, _ m: Int) { #expect(n * 2 == m) }
        @Test(arguments: ["a", "b"], [1, 2]) func combined(name: String, count: Int) async throws { #expect(!name.isEmpty && count > 0) }
        @Suite struct Shelf {
            var books = ["a"]
            @Test mutating func adds() { books.append("b"); #expect(books.count == 2) }
            @Test static func empty() { #expect([Int]().isEmpty) }
            @Test(.disabled("not yet")) func skipped() { #expect(Bool(false)) }
            @Test(.enabled(if: false)) func off() { #expect(Bool(false)) }
        }
        ```

        ```swift runnable
        @Test(arguments: [1, 2, 3]) func small(_ n: Int) { #expect(n < 3) }
        ```
        """

    /// One run over all of the above, shared by the tests (a run compiles, which takes seconds).
    static let outcomes: Result<[Int: ExampleOutcome], ExampleRunnerError> = {
        let base = KnowledgeBaseBuilder.build(files: [ContentFile(path: "scratch.md", text: markdown)])
        do {
            let runner = try ExampleRunner.forModel(options: .init(timeout: 4))
            let results = try runner.run(base.runnableExamples) { "docs/" + $0 }
            return .success(Dictionary(uniqueKeysWithValues: results.map { ($0.example.line, $0) }))
        } catch let error as ExampleRunnerError {
            return .failure(error)
        } catch {
            return .failure(ExampleRunnerError("\(error)"))
        }
    }()

    private func outcome(at line: Int) throws -> ExampleOutcome {
        try #require(try Self.outcomes.get()[line])
    }

    @Test func eachOutcomeIsReportedAtItsMarkdownLine() throws {
        #expect(try outcome(at: 7).status == .passed)
        #expect(try outcome(at: 16).status == .passed)
        let wrong = try outcome(at: 23)
        #expect(wrong.status == .failed)
        #expect(wrong.details.first?.hasPrefix("docs/scratch.md:25: Expectation failed: (path.count → 3) == 2") == true)
        let compileError = try outcome(at: 30)
        #expect(compileError.status == .failed)
        #expect(compileError.details.first?.hasPrefix("docs/scratch.md:31:19: error: cannot convert") == true)
        let crash = try outcome(at: 36)
        #expect(crash.status == .failed)
        #expect(crash.details.contains { $0.contains("the example crashed: signal") })
        #expect(try outcome(at: 43).status == .skipped)
        #expect(try outcome(at: 47).status == .passed)
    }

    @Test func aHangIsKilledAtItsTimeLimitAndTheOthersStillRun() throws {
        let hang = try outcome(at: 53)
        #expect(hang.status == .failed)
        #expect(hang.details == ["docs/scratch.md:53: timed out after 4 s"])
        #expect(try outcome(at: 75).status == .passed)
    }

    @Test func printedOrForgedProtocolLinesCannotPassAnExample() throws {
        let forger = try outcome(at: 59)
        #expect(forger.status == .failed)
        #expect(forger.details == ["docs/scratch.md:63: Expectation failed: Bool(false)\n    the only honest line"])
    }

    @Test func aCrashOnABackgroundThreadIsBlamedOnTheExampleThatStartedIt() throws {
        let starter = try outcome(at: 68)
        #expect(starter.status == .failed)
        #expect(starter.details.contains { $0.contains("Fatal error: Index out of range") })
        #expect(try outcome(at: 75).status == .passed)
    }

    @Test func examplesThatExtendAModelTypeTheSameWayBothPass() throws {
        #expect(try outcome(at: 82).status == .passed)
        #expect(try outcome(at: 89).status == .passed)
    }

    /// Two examples that each declare an `@main` type (an ArgumentParser command) share a module.
    @Test func examplesWithTheirOwnMainBothPass() throws {
        let greet = try outcome(at: 132)
        #expect(greet.status == .passed, "\(greet.details)")
        #expect(try outcome(at: 138).status == .passed)
    }

    /// Top-level declarations are the example's own, as rustdoc compiles a doc-test: their
    /// access modifiers mean nothing, a self-contained function serves the example's types and
    /// extensions too, and another example's function of the same name never meets it.
    @Test func anExamplesDeclarationsAreItsOwn() throws {
        let own = try outcome(at: 144)
        #expect(own.status == .passed, "\(own.details)")
        let sameName = try outcome(at: 152)
        #expect(sameName.status == .passed, "\(sameName.details)")
    }

    /// An example's `@Test` functions run, as Swift Testing would run them: a failing one fails
    /// the example (it cannot compile and pass unchecked), each argument of a parameterized one
    /// runs, a suite's tests run on a fresh instance, and disabled ones do not run.
    @Test func anExamplesTestFunctionsRun() throws {
        let failing = try outcome(at: 158)
        #expect(failing.status == .failed)
        #expect(failing.details.first?.hasPrefix("docs/scratch.md:159: Expectation failed: Bool(false)") == true, "\(failing.details)")
        let forms = try outcome(at: 164)
        #expect(forms.status == .passed, "\(forms.details)")
        let lastArgument = try outcome(at: 178)
        #expect(lastArgument.status == .failed)
        #expect(
            lastArgument.details.first?.hasPrefix("docs/scratch.md:179: Expectation failed: (n → 3) < 3") == true, "\(lastArgument.details)"
        )
    }

    @Test func swiftTestingsExpectationFormsImportsAndAwaitWork() throws {
        let forms = try outcome(at: 96)
        #expect(forms.status == .passed, "\(forms.details)")
        #expect(try outcome(at: 107).status == .passed)
    }

    @Test func crashesPassesOnlyOnATrapAndNoRunOnlyCompiles() throws {
        #expect(try outcome(at: 114).status == .passed)
        let finished = try outcome(at: 119)
        #expect(finished.status == .failed)
        #expect(finished.details == ["docs/scratch.md:119: marked crashes, but it finished without trapping"])
        #expect(try outcome(at: 125).status == .passed)
    }

    @Test func theSummaryCountsEveryOutcome() throws {
        let outcomes = try Self.outcomes.get().sorted { $0.key < $1.key }.map(\.value)
        #expect(outcomes.summaryLine == "15 passed, 9 failed, 1 skipped")
    }

    /// A TMPDIR that is not there is an error naming it, and panes does not make it (review D22),
    /// even with an empty cache, where the model library's compile blamed itself.
    @Test func aMissingTemporaryFolderIsAnErrorAndIsNotMade() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("panes-missing-\(UUID().uuidString)")
        let emptyCache = FileManager.default.temporaryDirectory.appendingPathComponent("panes-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: emptyCache) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = missing.appendingPathComponent("inner").path
        environment["XDG_CACHE_HOME"] = emptyCache.path
        #expect {
            try ExampleRunner.forModel(environment: environment)
        } throws: { error in
            "\(error)".contains("\(missing.path)/inner (TMPDIR) is not a folder")
        }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}

/// `compile_fail` passes only for an error inside its block, and one it expects.
@Suite struct CompileFailTests {
    private func run(_ markdown: String) throws -> [ExampleOutcome] {
        let base = KnowledgeBaseBuilder.build(files: [ContentFile(path: "fails.md", text: markdown)])
        return try ExampleRunner.forModel().run(base.runnableExamples) { $0 }
    }

    @Test func anErrorInsideTheBlockWithTheExpectedWordsPasses() throws {
        let outcomes = try run("# F\n\nText.\n\n```swift compile_fail=\"cannot convert\"\nlet n: Int = \"x\"\n```\n")
        #expect(outcomes.map(\.status) == [.passed])
    }

    @Test func aDifferentErrorFails() throws {
        let outcomes = try run("# F\n\nText.\n\n```swift compile_fail=\"cannot find\"\nlet n: Int = \"x\"\n```\n")
        #expect(outcomes.map(\.status) == [.failed])
        #expect(outcomes.first?.details.first == #"fails.md:5: expected an error containing "cannot find"; the compiler said:"#)
    }

    @Test func anErrorOutsideTheBlockFails() throws {
        // The block closes the generated namespace early, so the compiler complains about panes' own code.
        let outcomes = try run("# F\n\nText.\n\n```swift compile_fail\n}\n}\nenum Stray {\n```\n")
        #expect(outcomes.map(\.status) == [.failed])
        #expect(
            outcomes.first?.details.first?.hasPrefix("fails.md:5: marked compile_fail, but the compile failed outside this block") == true)
    }

    @Test func aBlockThatCompilesFails() throws {
        let outcomes = try run("# F\n\nText.\n\n```swift compile_fail\nlet n = 3\n```\n")
        #expect(outcomes.first?.details == ["fails.md:5: compiled, but it is marked compile_fail"])
    }
}
