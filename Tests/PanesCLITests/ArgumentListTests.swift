import Testing

@testable import PanesCLI

/// Reading options, flags and positionals the conventional way.
struct ArgumentListTests {
    @Test func readsOptionsInBothSpellings() throws {
        var arguments = ArgumentList(["--content", "docs", "--limit=5", "--json", "word"])
        let content = try arguments.option("content")
        let limit = try arguments.positiveInteger("limit")
        let json = try arguments.flag("json")
        let jsonAgain = try arguments.flag("json")
        let positionals = try arguments.positionals()
        #expect(content == "docs")
        #expect(limit == 5)
        #expect(json && !jsonAgain)
        #expect(positionals == ["word"])
    }

    @Test func aMissingValueIsAUsageError() {
        var arguments = ArgumentList(["--content"])
        do {
            _ = try arguments.option("content")
            Issue.record("expected a usage error")
        } catch {
            #expect(error == UsageError("--content needs a value"))
        }
    }

    @Test(arguments: ["0", "-3", "many"])
    func aBadNumberIsAUsageError(value: String) {
        var arguments = ArgumentList(["--limit", value])
        do {
            _ = try arguments.positiveInteger("limit")
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

    @Test func aDoubleDashEndsOptions() throws {
        var arguments = ArgumentList(["--", "--json", "-"])
        let json = try arguments.flag("json")
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
            if name == "out" { _ = try arguments.option(name) } else { _ = try arguments.flag(name) }
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
