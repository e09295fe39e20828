/// A failure of the runner itself (no compiler, no model), as opposed to a failing example.
public struct ExampleRunnerError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
