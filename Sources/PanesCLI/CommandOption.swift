/// One option of a command, as both its parser and its `--help` read it: the spelling, the value
/// it takes and what it does. A command lists its options once (`PanesCommand.options`), reads
/// them by these values, and its help is written from the same list, so the two cannot differ.
public struct CommandOption: Sendable, Equatable {
    /// The value an option takes.
    public enum Value: Sendable, Equatable {
        /// None: the option is a flag (`--json`).
        case none
        /// One, always (`--out DIR`).
        case required(String)
        /// One when it follows, a default when not (`--package [PATH]`).
        case optional(String)
    }

    /// The name without its dashes (`out`).
    public let name: String
    /// The value it takes.
    public let value: Value
    /// Whether the command needs it (`panes index --json`); the usage line shows it without brackets.
    public let isRequired: Bool
    /// What it does, in one sentence or two; `--help` wraps it.
    public let help: String

    /// Creates an option.
    public init(_ name: String, _ value: Value = .none, isRequired: Bool = false, help: String) {
        (self.name, self.value, self.isRequired, self.help) = (name, value, isRequired, help)
    }

    /// How the usage line and the option list spell it: `--out DIR`, `--package [PATH]`, `--json`.
    var synopsis: String {
        switch value {
        case .none: return "--" + name
        case .required(let placeholder): return "--\(name) \(placeholder)"
        case .optional(let placeholder): return "--\(name) [\(placeholder)]"
        }
    }
}

extension CommandOption {
    /// Every command that reads references takes it (`ContentSource`).
    static let content = CommandOption(
        "content", .required("DIR"), help: "read the Markdown references in DIR instead of the built-in knowledge base")

    /// The commands that read content, but `test` (whose `--package` tests against the package's
    /// libraries), take it instead of `--content`.
    static let package = CommandOption(
        "package", .optional("PATH"),
        help:
            "read the Swift package in PATH (default: the current folder): its docs/, its catalogs and the symbol graphs SwiftPM extracts for its library targets"
    )

    /// The commands that grade content (check, build, docset, index, test) take it.
    static let warningsAsErrors = CommandOption(
        "warnings-as-errors", help: "fail on any warning too (for CI; warnings alone never stop a build)")
}

/// The `--help` text of a command, written from its name, operands, description and options.
enum CommandHelp {
    /// The widest a help line grows before it wraps.
    static let width = 100

    /// `Usage: panes NAME OPERANDS [--option VALUE]…`, the description, then one entry per option.
    static func text(name: String, operands: String, about: String, options: [CommandOption]) -> String {
        let lead = "Usage: panes \(name) "
        let words = (operands.isEmpty ? [] : [operands]) + options.map { $0.isRequired ? $0.synopsis : "[" + $0.synopsis + "]" }
        var text = wrap(words, first: lead, indent: String(repeating: " ", count: lead.count)) + "\n\n" + about
        guard !options.isEmpty else { return text }
        let column = max(16, (options.map(\.synopsis.count).max() ?? 0) + 2)
        text += "\n\nOptions:"
        for option in options {
            let first = "  " + option.synopsis + String(repeating: " ", count: column - option.synopsis.count)
            let words = option.help.split(separator: " ").map(String.init)
            text += "\n" + wrap(words, first: first, indent: String(repeating: " ", count: column + 2))
        }
        return text
    }

    /// The words joined by spaces, in lines of at most `width` characters: the first line after
    /// `first`, the others after `indent`.
    private static func wrap(_ words: [String], first: String, indent: String) -> String {
        var lines: [String] = []
        var line = first
        var lineIsEmpty = true
        for word in words {
            if !lineIsEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                lineIsEmpty = true
            }
            line += (lineIsEmpty ? "" : " ") + word
            lineIsEmpty = false
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
