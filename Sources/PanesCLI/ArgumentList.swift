import Foundation
import KnowledgeBase
import Search

/// A usage mistake on the command line; printed with the command's usage, exit code 2.
public struct UsageError: Error, Equatable {
    /// What was wrong.
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) {
        self.message = message
    }
}

/// The arguments of one command, consumed as options and flags are read.
///
/// Accepts `--name value`, `--name=value`, boolean `--flag`, and `--` to end options.
public struct ArgumentList {
    private var remaining: [String]
    /// The options the command takes, named when an unknown one is given.
    private let accepted: [CommandOption]

    /// Wraps the arguments that follow the command name, for a command taking `accepted`.
    public init(_ arguments: [String], accepting accepted: [CommandOption] = []) {
        remaining = arguments
        self.accepted = accepted
    }

    /// Removes `--name` and returns whether it was there.
    public mutating func flag(_ option: CommandOption) throws(UsageError) -> Bool {
        let name = option.name
        let matches = optionsRegion.filter { remaining[$0] == "--" + name }
        guard let index = matches.first else { return false }
        guard matches.count == 1 else { throw UsageError("--\(name) is given twice; give it once") }
        remaining.remove(at: index)
        return true
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns the value, nil when absent.
    public mutating func option(_ option: CommandOption) throws(UsageError) -> String? {
        let name = option.name
        let spelled = "--" + name
        let occurrences = optionsRegion.filter { remaining[$0] == spelled || remaining[$0].hasPrefix(spelled + "=") }
        guard occurrences.count <= 1 else { throw UsageError("\(spelled) is given twice; give it once") }
        for index in optionsRegion {
            let argument = remaining[index]
            if argument == spelled {
                guard index + 1 < remaining.count, remaining[index + 1] != "--" else {
                    throw UsageError("\(spelled) needs a value")
                }
                let value = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
                return value
            }
            if argument.hasPrefix(spelled + "=") {
                remaining.remove(at: index)
                return String(argument.dropFirst(spelled.count + 1))
            }
        }
        return nil
    }

    /// Removes `--name [VALUE]`: the value when one follows (`--name VALUE`, `--name=VALUE`),
    /// `valueWhenAlone` when the next argument is an option or there is none; nil when absent.
    public mutating func optionalValue(_ option: CommandOption, valueWhenAlone: String) throws(UsageError) -> String? {
        let spelled = "--" + option.name
        if let index = optionsRegion.first(where: { remaining[$0] == spelled }),
            index + 1 == remaining.count || remaining[index + 1].hasPrefix("-")
        {
            remaining.remove(at: index)
            guard try self.option(option) == nil else { throw UsageError("\(spelled) is given twice; give it once") }
            return valueWhenAlone
        }
        return try nonEmptyOption(option)
    }

    /// Removes `--name VALUE` and returns the value; an empty value (`--out ''`) is a usage error,
    /// since it would otherwise mean the current folder.
    public mutating func nonEmptyOption(_ option: CommandOption) throws(UsageError) -> String? {
        guard let value = try self.option(option) else { return nil }
        guard !value.isEmpty else { throw UsageError("--\(option.name) needs a path, not an empty string") }
        return value
    }

    /// Removes `--name N` and parses it as a positive whole number.
    public mutating func positiveInteger(_ option: CommandOption) throws(UsageError) -> Int? {
        guard let text = try self.option(option) else { return nil }
        guard let value = Int(text), value > 0 else { throw UsageError("--\(option.name) takes a whole number above 0, not '\(text)'") }
        return value
    }

    /// Removes `--name N` and parses it as a number of seconds above 0 (`30`, `0.5`).
    public mutating func positiveNumber(_ option: CommandOption) throws(UsageError) -> Double? {
        guard let text = try self.option(option) else { return nil }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw UsageError("--\(option.name) takes a number above 0, not '\(text)'")
        }
        return value
    }

    /// The positional arguments left; any remaining `--option` is an error.
    public mutating func positionals() throws(UsageError) -> [String] {
        if let unknown = optionsRegion.map({ remaining[$0] }).first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            let known = accepted.map { "--" + $0.name }.joined(separator: ", ")
            throw UsageError("unknown option '\(unknown)'" + (accepted.isEmpty ? "" : "; this command takes \(known)"))
        }
        let result = remaining.filter { $0 != "--" }
        remaining = []
        return result
    }

    /// Whether `--help` or `-h` is among the options, however often and wherever it is given.
    public var asksForHelp: Bool {
        remaining[optionsRegion].contains { $0 == "--help" || $0 == "-h" }
    }

    /// Fails when anything is left over.
    public mutating func finish() throws(UsageError) {
        let left = try positionals()
        if let first = left.first { throw UsageError("unexpected argument '\(first)'") }
    }

    /// Indices before a `--` separator, where options may appear.
    private var optionsRegion: Range<Int> {
        0..<(remaining.firstIndex(of: "--") ?? remaining.count)
    }

    /// Removes `--kind KIND` and reads it as an API kind (`modifier`, `environment-value`, …).
    public mutating func kind(_ option: CommandOption) throws(UsageError) -> APIKind? {
        guard let text = try self.option(option) else { return nil }
        guard let kind = APIKind(argument: text) else { throw Self.unknownKind(text, also: []) }
        return kind
    }

    /// Removes `--kind KIND` and reads it as the kind of a search hit: an API kind, `article`
    /// or `section` (the kinds `panes search` prints).
    public mutating func searchKind(_ option: CommandOption) throws(UsageError) -> String? {
        guard let text = try self.option(option) else { return nil }
        let pages = ["article", "section"]
        if pages.contains(text.lowercased()) { return text.lowercased() }
        guard let kind = APIKind(argument: text) else { throw Self.unknownKind(text, also: pages) }
        return kind.rawValue
    }

    private static func unknownKind(_ text: String, also extra: [String]) -> UsageError {
        let spellings = APIKind.allCases.map { $0.rawValue.replacingOccurrences(of: " ", with: "-") } + extra
        return UsageError("unknown kind '\(text)'; use one of: \(spellings.joined(separator: ", "))")
    }
}
