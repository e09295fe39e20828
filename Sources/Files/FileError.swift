import Foundation

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

    /// What went wrong in a Foundation error (a copy that failed), in the operating system's
    /// words with what to do: "the disk is full (No space left on device); free some room", never
    /// Foundation's dump, nor advice that does not fit ("check that it is readable" for a full disk).
    public static func describe(_ error: Error) -> String {
        if let error = error as? FileError { return error.message }
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
        let code =
            underlying?.domain == NSPOSIXErrorDomain
            ? Int32(underlying!.code) : nsError.domain == NSPOSIXErrorDomain ? Int32(nsError.code) : nil
        switch code {
        case ENOSPC?, EDQUOT?: return "the disk is full (\(reason(code!))); free some room and build again"
        case EACCES?, EPERM?: return "\(reason(code!)); check that the file is readable and the output folder writable"
        case ENOENT?: return "\(reason(code!)); the file went away while panes read the folder"
        case let code?: return reason(code)
        case nil: return nsError.localizedFailureReason ?? nsError.localizedDescription
        }
    }
}
