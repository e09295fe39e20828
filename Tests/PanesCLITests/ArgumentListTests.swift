import Testing

@testable import PanesCLI

/// Reading options, flags and positionals the conventional way.
struct ArgumentListTests {
    @Test func readsOptionsInBothSpellings() throws {
        var arguments = ArgumentList(["--content", "docs", "--limit=5", "--json", "word"])
        let content = try arguments.option("content")
        let limit = try arguments.positiveInteger("limit")
        let json = arguments.flag("json")
        let jsonAgain = arguments.flag("json")
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
        let json = arguments.flag("json")
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
}
