#if canImport(Glibc)
    import Glibc
#endif

/// A file-system failure in words a person can act on: the path, the operating system's reason
/// (`No space left on device`, `Not a directory`), and what to do. Never Foundation's error dump.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path the failure concerns.
    public var path: String
    /// What went wrong, with the advice.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// An error for the current `errno`: `cannot <action> <path>: <reason>`.
    public static func fromErrno(_ action: String, path: String, code: Int32 = errno) -> FileError {
        FileError(path: path, message: "cannot \(action) \(path): \(reason(code))")
    }

    /// The operating system's words for an error number.
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The message.
    public var description: String { message }
}
