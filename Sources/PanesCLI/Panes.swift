import TerminalOutput

/// The `panes` command: finds the subcommand, lets it parse its arguments, runs it and maps
/// usage mistakes to exit code 2.
public enum Panes {
    /// Every subcommand, in the order `panes --help` lists them.
    public static let commands: [any PanesCommand.Type] = [
        IndexCommand.self, CheckCommand.self, BuildCommand.self, PreviewCommand.self, DocsetCommand.self, TestCommand.self,
        SearchCommand.self, ShowCommand.self, ListCommand.self,
    ]

    /// Runs `panes` with the arguments after the program name.
    public static func main(arguments: [String], environment: CommandEnvironment) -> ExitCode {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            if arguments.count > 1, let command = command(named: arguments[1]) {
                environment.print(command.help)
                return .success
            }
            environment.print(overview)
            return arguments.isEmpty ? .usage : .success
        }
        if name == "--version" {
            environment.print("panes \(version)")
            return .success
        }
        guard let commandType = command(named: name) else {
            environment.printError("panes: unknown command '\(name)'\n\n" + overview)
            return .usage
        }
        var rest = ArgumentList(Array(arguments.dropFirst()), accepting: commandType.options)
        // A repeated --help still asks for help.
        if rest.asksForHelp {
            environment.print(commandType.help)
            return .success
        }
        do {
            var command = try commandType.init(arguments: &rest)
            if var reader = command as? any ReadsContent {
                // A package that does not build, and a missing or unreadable folder, are named
                // once, here, whatever the command.
                if let failure = reader.source.prepare(environment: environment.variables) {
                    environment.printError(TerminalStyle.visible("panes \(name): " + failure))
                    return .failure
                }
                if let problem = reader.source.problem {
                    environment.printError(TerminalStyle.visible(problem.formatted))
                    return .failure
                }
                command = reader
            }
            return command.run(in: environment)
        } catch {
            environment.printError("panes \(name): \(error.message)\n\n\(commandType.help)")
            return .usage
        }
    }

    /// The version printed by `--version`.
    public static let version = "0.1.0"

    static func command(named name: String) -> (any PanesCommand.Type)? {
        commands.first { $0.name == name }
    }

    static var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { "  " + $0.name.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.summary }
        return """
            panes — an offline knowledge base for SwiftUI split views, sheets, inspectors and their neighbours

            Usage: panes <command> [options]

            Commands:
            \(lines.joined(separator: "\n"))

            Run `panes <command> --help` for a command's options.
            """
    }
}
