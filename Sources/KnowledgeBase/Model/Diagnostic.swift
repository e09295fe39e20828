/// A problem found in the content, located precisely enough for an editor to jump to it.
public struct Diagnostic: Error, Sendable, Equatable, Hashable, Codable {
    /// How bad a diagnostic is; any error makes `panes check`, `build` and `test` fail.
    ///
    /// Graded as DocC grades its own: a problem *in* the content (an unresolved link, a missing
    /// image, an unknown directive, a Swift block that does not parse) is a warning, and the
    /// page is still built; only content that cannot be read at all (a missing folder, a file
    /// that is not UTF-8 text) is an error. `--warnings-as-errors` raises every warning, for CI.
    public enum Severity: String, Sendable, Codable, Comparable {
        case warning, error

        /// The order used to sort these values deterministically.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// The file, relative to the content folder (or the folder itself for folder-level problems).
    public var file: String
    /// 1-based line; 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column; 0 when the problem concerns the whole line or file.
    public var column: Int
    /// Whether the problem stops a build.
    public var severity: Severity
    /// What is wrong and what to do about it.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// Creates an error.
    public static func error(_ message: String, file: String, line: Int = 0, column: Int = 0) -> Diagnostic {
        Diagnostic(file: file, line: line, column: column, severity: .error, message: message)
    }

    /// Creates a warning.
    public static func warning(_ message: String, file: String, line: Int = 0, column: Int = 0) -> Diagnostic {
        Diagnostic(file: file, line: line, column: column, severity: .warning, message: message)
    }

    /// The conventional `file:line:column: severity: message` form compilers and editors understand.
    public var formatted: String {
        var location = file.singleLine
        if line > 0 { location += ":\(line)" }
        if line > 0, column > 0 { location += ":\(column)" }
        return "\(location): \(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The same diagnostics with every warning made an error (`--warnings-as-errors`).
    public var raisingWarnings: [Diagnostic] {
        map { Diagnostic(file: $0.file, line: $0.line, column: $0.column, severity: .error, message: $0.message) }
    }

    /// The diagnostics in file, line, column order, so output is the same on every run.
    public var sortedByLocation: [Diagnostic] {
        sorted { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
    }
}
