/// The `main` of an example program: it runs one example's `@Test` through Swift Testing's
/// entry point for tools, and forwards Swift Testing's JSON records to a private pipe.
///
/// The program is started once per example (`program INDEX [LIMIT=VALUE …]`). Before any
/// example code runs, the harness reads the run's key from a second pipe (it is in no argument
/// and no environment variable, so neither `/proc/self/cmdline` nor `/proc/self/environ` shows
/// it), applies the run's resource limits to itself (its children inherit them), keeps both
/// descriptors from being inherited by what the example starts, and watches the key's pipe: its
/// end of file means panes is gone (even killed with `kill -9`), and the program ends with it.
/// Every record is prefixed with the key; whatever an example prints, on any stream, is only
/// output and cannot pass or fail anything.
enum HarnessSource {
    /// The module every example program is compiled as.
    static let moduleName = "PanesExamples"
    /// The descriptor number the child sees its result pipe on.
    static let resultDescriptor: Int32 = 3
    /// The descriptor number the child reads the run's key from, and then watches.
    static let keyDescriptor: Int32 = 4

    /// The program's one `@Test` function, which runs the example the harness was started for.
    /// One test for the whole program, not one per example: each `@Test` is a macro expansion,
    /// and 50 of them cost as much compile time as the 50 examples' own code.
    static let testFunctionName = "panesExample"
    /// The global the harness sets to the example's index before Swift Testing runs.
    static let indexVariable = "__panesExampleIndex"

    /// The harness file. (A raw literal: the generated code's own backslashes stay as written.)
    static let main = #"""
        import Foundation
        import Testing

        /// Swift Testing's version-independent entry point for tools (its ABI v0): it runs the
        /// tests the configuration selects and hands every event to the record handler as JSON.
        typealias __PanesEntryPoint = @convention(thin) @Sendable (
            _ configurationJSON: UnsafeRawBufferPointer?,
            _ recordHandler: @escaping @Sendable (_ recordJSON: UnsafeRawBufferPointer) -> Void
        ) async throws -> Bool

        /// The index of the example to run, set by `main` before any test runs.
        nonisolated(unsafe) var \#(indexVariable) = -1

        @main enum __PanesHarness {
            static func main() async {
                let arguments = CommandLine.arguments
                guard arguments.count >= 2, let index = Int(arguments[1]), let key = readKey() else {
                    FileHandle.standardError.write(Data("this program runs under panes test\n".utf8))
                    exit(64)
                }
                applyLimits(arguments.dropFirst(2))
                // Nothing the example starts inherits the result pipe or the key's.
                _ = fcntl(\#(resultDescriptor), F_SETFD, FD_CLOEXEC)
                _ = fcntl(\#(keyDescriptor), F_SETFD, FD_CLOEXEC)
                watchForPanesToEnd()
                guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "swt_abiv0_getEntryPoint") else {
                    FileHandle.standardError.write(Data("Swift Testing's entry point (swt_abiv0_getEntryPoint) is missing\n".utf8))
                    exit(65)
                }
                let entryPoint = unsafeBitCast(
                    unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeRawPointer).self)(), to: __PanesEntryPoint.self)
                // Swift Testing's filter is a regular expression over test ids (`Module.function()/file:line:column`).
                \#(indexVariable) = index
                let filter = "^\#(moduleName)\\.\#(testFunctionName)\\(\\)/"
                let configuration = try! JSONSerialization.data(withJSONObject: ["filter": [filter], "parallel": false])
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: configuration.count, alignment: 1)
                buffer.copyBytes(from: configuration)
                let prefix = Array((key + " ").utf8)
                let lock = NSLock()
                _ = try? await entryPoint(UnsafeRawBufferPointer(buffer)) { record in
                    var line = prefix + Array(record)
                    line.append(10)
                    lock.lock()
                    defer { lock.unlock() }
                    var written = 0
                    while written < line.count {
                        let count = line[written...].withUnsafeBytes { write(\#(resultDescriptor), $0.baseAddress, $0.count) }
                        if count <= 0 { break }
                        written += count
                    }
                }
                exit(0)
            }

            /// The run's key: the first line on the key's pipe.
            static func readKey() -> String? {
                var bytes: [UInt8] = []
                var byte: UInt8 = 0
                while bytes.count < 256, read(\#(keyDescriptor), &byte, 1) == 1 {
                    if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
                    bytes.append(byte)
                }
                return nil
            }

            /// `cpu=65 memory=8589934592 …`: limits the process, and so everything it starts.
            static func applyLimits(_ settings: ArraySlice<String>) {
                // Linux's resource numbers (RLIMIT_NPROC is not visible to Swift's Glibc module).
                let resources: [String: UInt32] = ["cpu": 0, "filesize": 1, "processes": 6, "memory": 9]
                for setting in settings {
                    let parts = setting.split(separator: "=")
                    guard parts.count == 2, let resource = resources[String(parts[0])], let value = rlim_t(parts[1]) else { continue }
                    var limit = rlimit(rlim_cur: value, rlim_max: value)
                    _ = setrlimit(__rlimit_resource_t(resource), &limit)
                }
            }

            /// Ends the program when panes ends: the key's pipe reaches its end only when the
            /// runner's write end closes, which the kernel does when panes dies, however it dies.
            static func watchForPanesToEnd() {
                Thread.detachNewThread {
                    var byte: UInt8 = 0
                    while true {
                        let count = read(\#(keyDescriptor), &byte, 1)
                        if count == 0 || (count < 0 && errno != EINTR) { _exit(70) }
                    }
                }
            }
        }

        """#
}
