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

    @Test func versionPrintsTheVersion() {
        let run = CommandRun(["--version"])
        #expect(run.exitCode == .success)
        #expect(run.output == "panes \(Panes.version)\n")
    }
}
