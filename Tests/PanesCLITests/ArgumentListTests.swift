import Testing

@testable import PanesCLI

/// Reading options, flags and positionals the conventional way.
struct ArgumentListTests {
    let content = CommandOption.content
    let limit = CommandOption("limit", .required("N"), help: "")
    let json = CommandOption("json", help: "")
    let out = CommandOption("out", .required("DIR"), help: "")

    @Test func readsOptionsInBothSpellings() throws {
        var arguments = ArgumentList(["--content", "docs", "--limit=5", "--json", "word"])
        let contentValue = try arguments.option(content)
        let limitValue = try arguments.positiveInteger(limit)
        let hasJSON = try arguments.flag(json)
        let hasJSONAgain = try arguments.flag(json)
        let positionals = try arguments.positionals()
        #expect(contentValue == "docs")
        #expect(limitValue == 5)
        #expect(hasJSON && !hasJSONAgain)
        #expect(positionals == ["word"])
    }

    @Test func aMissingValueIsAUsageError() {
        var arguments = ArgumentList(["--content"])
        do {
            _ = try arguments.option(content)
            Issue.record("expected a usage error")
        } catch {
            #expect(error == UsageError("--content needs a value"))
        }
    }

    @Test(arguments: ["0", "-3", "many"])
    func aBadNumberIsAUsageError(value: String) {
        var arguments = ArgumentList(["--limit", value])
        do {
            _ = try arguments.positiveInteger(limit)
            Issue.record("expected a usage error for \(value)")
        } catch {
            #expect(error.message.contains(value))
        }
    }

    @Test func unknownOptionsAreUsageErrors() {
        var arguments = ArgumentList(["--colour", "x"])
        do {
            _ = try arguments.positionals()
            Issue.record("expected a usage error")
        } catch {
            #expect(error == UsageError("unknown option '--colour'"))
        }
    }

    /// A command's arguments know its options, so a mistyped one is answered with the real ones.
    @Test func anUnknownOptionNamesTheOnesTheCommandTakes() {
        var arguments = ArgumentList(["--jsn"], accepting: [json, content])
        #expect(throws: UsageError("unknown option '--jsn'; this command takes --json, --content")) { try arguments.finish() }
    }

    @Test func aDoubleDashEndsOptions() throws {
        var arguments = ArgumentList(["--", "--json", "-"])
        let json = try arguments.flag(json)
        let positionals = try arguments.positionals()
        #expect(!json)
        #expect(positionals == ["--json", "-"])
    }

    @Test func finishRejectsLeftovers() {
        var arguments = ArgumentList(["stray"])
        do {
            try arguments.finish()
            Issue.record("expected a usage error")
        } catch {
            #expect(error == UsageError("unexpected argument 'stray'"))
        }
    }

    @Test(arguments: [["--out", "a", "--out", "b"], ["--out=a", "--out", "b"], ["--json", "--json"]])
    func aRepeatedOptionSaysSo(arguments list: [String]) {
        var arguments = ArgumentList(list)
        let name = list[0].hasPrefix("--out") ? "out" : "json"
        do {
            if name == "out" { _ = try arguments.option(out) } else { _ = try arguments.flag(json) }
            Issue.record("expected a usage error")
        } catch {
            #expect(error == UsageError("--\(name) is given twice; give it once"))
        }
    }

    @Test func anEmptyPathIsAUsageErrorNotTheCurrentFolder() {
        for name in ["content", "out"] {
            let run = CommandRun(["build", "--\(name)", ""])
            #expect(run.exitCode == .usage)
            #expect(run.errors.contains("--\(name) needs a path, not an empty string"))
        }
    }
}
