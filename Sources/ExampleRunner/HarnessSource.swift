/// The `main` of an example program: it runs one example's `@Test` through Swift Testing's
/// entry point for tools, and forwards Swift Testing's JSON records to a private pipe.
///
/// The program is started once per example (`program INDEX`). The runner hands it the pipe's
/// descriptor and a per-run key in the environment; the harness reads both and removes them
/// before any example code runs, and prefixes each record with the key. Whatever an example
/// prints, on any stream, is only output: it cannot pass or fail anything.
enum HarnessSource {
    /// The module every example program is compiled as.
    static let moduleName = "PanesExamples"
    /// The environment variable that names the result descriptor.
    static let descriptorVariable = "PANES_RESULT_FD"
    /// The environment variable that holds the run's key.
    static let keyVariable = "PANES_RESULT_KEY"
    /// The descriptor number the child sees its result pipe on.
    static let resultDescriptor: Int32 = 3

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
                let environment = ProcessInfo.processInfo.environment
                guard CommandLine.arguments.count == 2, let index = Int(CommandLine.arguments[1]),
                    let descriptor = environment["\#(descriptorVariable)"].flatMap({ Int32($0) }),
                    let key = environment["\#(keyVariable)"]
                else {
                    FileHandle.standardError.write(Data("this program runs under panes test\n".utf8))
                    exit(64)
                }
                unsetenv("\#(descriptorVariable)")
                unsetenv("\#(keyVariable)")
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
                        let count = line[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                        if count <= 0 { break }
                        written += count
                    }
                }
                exit(0)
            }
        }

        """#
}
