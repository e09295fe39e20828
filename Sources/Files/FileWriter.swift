#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file with plain `open`/`write`/`close`, so a full disk or a closed pipe is an error
/// naming the file (Foundation's `FileHandle.write` traps on both), and nothing is synced to
/// disk per file (the site becomes visible only through one rename).
///
/// Writes after the first failure are skipped; the failure comes back from `close()`, so a
/// producer that hands over pieces need not check each one.
public final class FileWriter {
    /// The path written, as errors name it.
    public let path: String
    private var descriptor: Int32
    private var failure: FileError?

    /// Creates (or truncates) the file at `path`, which is named `displayPath` in errors.
    public init(path: String, displayPath: String? = nil) throws(FileError) {
        self.path = displayPath ?? path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError.fromErrno("create", path: displayPath ?? path) }
    }

    /// Appends a string's UTF-8 bytes.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Appends raw bytes.
    public func write(bytes: UnsafeRawBufferPointer) {
        guard failure == nil, descriptor >= 0 else { return }
        if let code = Self.writeAll(descriptor, bytes) { failure = FileError.fromErrno("write", path: path, code: code) }
    }

    /// Closes the file; throws the first failure of any write, or of the close itself.
    public func close() throws(FileError) {
        guard descriptor >= 0 else { return }
        let result = Glibc.close(descriptor)
        descriptor = -1
        if let failure { throw failure }
        if result != 0 { throw FileError.fromErrno("write", path: path) }
    }

    deinit {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
    }

    /// Writes every byte to `descriptor`, retrying after signals; the error number on failure.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Writes a whole file in one go.
    public static func write(_ text: String, to path: String, displayPath: String? = nil) throws(FileError) {
        let writer = try FileWriter(path: path, displayPath: displayPath)
        writer.write(text)
        try writer.close()
    }
}
