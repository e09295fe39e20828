import Testing

@testable import PanesCLI

/// The root command: finding subcommands, help, version and usage errors.
struct PanesTests {
    @Test func noArgumentsIsAUsageError() {
        let run = CommandRun([])
        #expect(run.exitCode == .usage)
        #expect(run.output.contains("Usage: panes <command>"))
    }

    @Test(arguments: ["--help", "-h", "help"])
    func helpListsEveryCommand(flag: String) {
        let run = CommandRun([flag])
        #expect(run.exitCode == .success)
        for command in Panes.commands {
            #expect(run.output.contains(command.name), "\(command.name) is missing from the overview")
        }
    }

    @Test func everyCommandHasHelpThatExitsZero() {
        for command in Panes.commands {
            let run = CommandRun([command.name, "--help"])
            #expect(run.exitCode == .success, "panes \(command.name) --help")
            #expect(run.output.contains("Usage: panes \(command.name)"), "panes \(command.name) --help")
            #expect(run.errors.isEmpty)
            #expect(CommandRun(["help", command.name]).output == run.output)
        }
    }

    /// Help is written from the options the parser reads: each option a command lists is in its
    /// usage line and option list, and its parser accepts it (an option listed but never read
    /// would be refused as unknown).
    @Test func everyListedOptionIsInTheHelpAndAccepted() throws {
        let values = [
            "kind": "type", "limit": "3", "timeout": "5", "swift-blocks": "runnable", "content": "/tmp", "out": "/tmp/x", "port": "0",
        ]
        for command in Panes.commands {
            let help = command.help
            let usage = try #require(help.split(separator: "\n\n").first)
            let required = command.options.filter(\.isRequired).map { "--" + $0.name }
            let operands = command.operands.isEmpty ? [] : ["word"]
            for option in command.options {
                #expect(usage.contains(option.synopsis), "panes \(command.name): usage line lacks \(option.synopsis)")
                #expect(help.contains("\n  " + option.synopsis + " "), "panes \(command.name): no entry for \(option.synopsis)")
                var arguments = ArgumentList(
                    required + ["--" + option.name] + (values[option.name].map { [$0] } ?? []) + operands, accepting: command.options)
                do {
                    _ = try command.init(arguments: &arguments)
                } catch {
                    #expect(!error.message.contains("unknown option"), "panes \(command.name) refuses its own \(option.synopsis)")
                }
            }
        }
    }

    @Test func helpWinsOverOtherArguments() {
        let run = CommandRun(["check", "--content", "/nonexistent", "--help"])
        #expect(run.exitCode == .success)
        #expect(run.output.contains("Usage: panes check"))
    }

    @Test func anUnknownCommandExitsTwo() {
        let run = CommandRun(["serve"])
        #expect(run.exitCode == .usage)
        #expect(run.errors.contains("unknown command 'serve'"))
        #expect(run.output.isEmpty)
    }

    @Test(arguments: [["check", "--colour"], ["index", "--json", "--verbose"], ["check", "extra"], ["check", "--content"]])
    func unknownOptionsAndStrayArgumentsExitTwo(arguments: [String]) {
        let run = CommandRun(arguments)
        #expect(run.exitCode == .usage)
        #expect(run.errors.contains("panes \(arguments[0]):"))
        #expect(run.errors.contains("Usage: panes \(arguments[0])"))
    }

    @Test func aMistypedOptionIsAnsweredWithTheRealOnes() {
        let run = CommandRun(["check", "--jsn"])
        #expect(run.errors.contains("unknown option '--jsn'; this command takes --content, --package, --json, --warnings-as-errors"))
    }

    @Test func versionPrintsTheVersion() {
        let run = CommandRun(["--version"])
        #expect(run.exitCode == .success)
        #expect(run.output == "panes \(Panes.version)\n")
    }
}
