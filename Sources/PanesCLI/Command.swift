import Foundation

/// How a command ended, as the shell sees it.
public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// Nothing found, or checks or tests failed.
    case failure = 1
    /// The command line was wrong.
    case usage = 2
}

/// Where a command writes and what it knows about its surroundings; tests pass their own.
public struct CommandEnvironment {
    /// Writes to standard output.
    public var standardOutput: (String) -> Void
    /// Writes bytes to standard output (large output, written as it is made).
    public var standardOutputData: (Data) -> Void
    /// Writes to standard error.
    public var standardError: (String) -> Void
    /// Whether standard output is a terminal (for colour and layout).
    public var isTerminal: Bool
    /// The process environment (`NO_COLOR`, `COLUMNS`, …).
    public var variables: [String: String]

    /// Creates an environment.
    /// - Parameter standardOutputData: defaults to decoding the bytes and passing them to `standardOutput`.
    public init(
        standardOutput: @escaping (String) -> Void, standardOutputData: ((Data) -> Void)? = nil,
        standardError: @escaping (String) -> Void, isTerminal: Bool, variables: [String: String]
    ) {
        self.standardOutput = standardOutput
        self.standardOutputData = standardOutputData ?? { standardOutput(String(decoding: $0, as: UTF8.self)) }
        self.standardError = standardError
        self.isTerminal = isTerminal
        self.variables = variables
    }

    /// The real process: stdout, stderr, terminal detection and environment variables.
    public static var process: CommandEnvironment {
        CommandEnvironment(
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardOutputData: { FileHandle.standardOutput.write($0) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) },
            isTerminal: isatty(STDOUT_FILENO) == 1,
            variables: ProcessInfo.processInfo.environment)
    }

    /// Whether to colour output: on a terminal, unless `NO_COLOR` is set.
    public var usesColor: Bool { isTerminal && (variables["NO_COLOR"] ?? "").isEmpty }

    /// Writes a line to standard output.
    public func print(_ line: String = "") { standardOutput(line + "\n") }

    /// Writes a line to standard error.
    public func printError(_ line: String) { standardError(line + "\n") }
}

// Its closures write whole lines to file handles, which any thread may do: `panes preview`
// reports each rebuild from the thread that watches the content.
extension CommandEnvironment: @unchecked Sendable {}

/// One `panes` subcommand: parses its own arguments, then runs.
public protocol PanesCommand: Sendable {
    /// The subcommand's name on the command line.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// What its operands are called in the usage line (`QUERY…`); empty when it takes none.
    static var operands: String { get }
    /// What it does, for `--help`: the paragraphs between the usage line and the options.
    static var about: String { get }
    /// Every option it reads, in the order `--help` lists them.
    static var options: [CommandOption] { get }
    /// Reads the command's options; throws on a usage mistake.
    init(arguments: inout ArgumentList) throws(UsageError)
    /// Does the work and says how it ended.
    func run(in environment: CommandEnvironment) -> ExitCode
}

extension PanesCommand {
    /// No operands.
    static var operands: String { "" }

    /// The usage and options text `--help` shows, written from `operands`, `about` and `options`.
    static var help: String { CommandHelp.text(name: name, operands: operands, about: about, options: options) }
}

/// A command that reads references (`--content DIR` or the built-in ones); `Panes.main`
/// checks that they can be read before the command runs.
protocol ReadsContent: PanesCommand {
    /// Where the command reads its references; `Panes.main` prepares it (a package's
    /// documentation is gathered) before the command runs.
    var source: ContentSource { get set }
}
