import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program in a process group of its own, so that it and everything it starts can be
/// killed together, with a deadline and bounded memory for what it prints.
///
/// Foundation's `Process` can neither start a new process group nor hand the child extra file
/// descriptors, and an example program needs both: the group so a timeout or Ctrl-C kills every
/// thread and child it made, a private descriptor for results it cannot forge by printing, and a
/// second one carrying the run's key, whose end of file also tells the program that panes is gone.
///
/// The deadline holds whatever the program does: nothing here blocks on the program (the wait
/// for its exit polls), and once the program has exited or the deadline has passed, the pipes
/// are read for a short grace period only, so a process that left the group (`setsid`) and
/// keeps the output open cannot hold the run.
struct ChildProcess {
    /// How the program ended and what it printed.
    struct Result {
        /// The exit status, or the signal number when `wasSignalled`.
        var status: Int32
        /// Whether a signal ended the program (a trap, or the kill after a timeout).
        var wasSignalled: Bool
        /// Whether the deadline passed and the group was killed.
        var timedOut: Bool
        /// Standard output and error together, capped.
        var output: CappedOutput
        /// Everything written to the private result descriptor, up to `resultLimit`.
        var results: Data
        /// Whether the program wrote more than `resultLimit` bytes of results (and was killed).
        var resultsOverflowed: Bool
        /// Whether something the program started still held its output open after it ended.
        var leftProcessesBehind: Bool
    }

    /// The program to run.
    var executable: URL
    /// The program's bytes, when it is to run from them rather than from `executable`: they go
    /// into a sealed in-memory file (`memfd_create`, no write, no resize) that the child execs,
    /// so nothing a program does to the file on disk changes what a later run executes.
    var executableBytes: Data?
    /// Its arguments, without the program name.
    var arguments: [String]
    /// A command the program runs under (`unshare … --`), its executable first; empty for none.
    var wrapper: [String] = []
    /// The whole environment, when set; nil to add `environment` to this process's.
    var replacedEnvironment: [String: String]?
    /// Variables added to (or replacing) this process's environment.
    var environment: [String: String] = [:]
    /// The folder the program starts in; nil for this process's.
    var workingFolder: URL?
    /// Seconds after which the whole group is killed; nil for no limit.
    var timeout: Double?
    /// The descriptor number the child sees its result pipe on; nil for none.
    var resultDescriptor: Int32?
    /// The descriptor number the child reads `secret` from, then keeps open: its end of file
    /// says panes is gone. Nil for none.
    var secretDescriptor: Int32?
    /// What the child reads on `secretDescriptor` (one line).
    var secret = ""
    /// How many bytes of output to keep at each end.
    var outputLimit = CappedOutput.defaultLimit
    /// The most result bytes the child may write; the records are small, so a program that
    /// writes more is killed rather than allowed to fill panes' memory.
    var resultLimit = 16 << 20
    /// How long the pipes are read after the program ends (or is killed) for what is in flight.
    static let graceSeconds = 1.0

    /// Starts the program, waits for it (and its group) to finish or time out, and returns what happened.
    func run() throws -> Result {
        let spawned = try Self.spawnLock.withLock { () throws -> (pid_t, Int32, Int32?, Int32?) in
            var opened: [Int32] = []
            func pipeEnds() throws -> (read: Int32, write: Int32) {
                let ends = try Self.makePipe()
                opened += [ends.read, ends.write]
                return ends
            }
            do {
                let outputPipe = try pipeEnds()
                let resultPipe = try resultDescriptor.map { _ in try pipeEnds() }
                let secretPipe = try secretDescriptor.map { _ in try pipeEnds() }
                let sealed = try executableBytes.flatMap(Self.sealedFile)
                if let sealed { opened.append(sealed) }
                let processID = try spawn(output: outputPipe.write, result: resultPipe?.write, secret: secretPipe?.read, program: sealed)
                ProcessGroupRegistry.shared.register(processID)
                sealed.map { _ = Glibc.close($0) }
                opened.removeAll { $0 == sealed }
                // The child has its copies; the parent keeps the read ends and the secret's write end.
                for end in [outputPipe.write, resultPipe?.write, secretPipe?.read].compactMap({ $0 }) { _ = Glibc.close(end) }
                if let secretPipe {
                    // The pipe holds a line without blocking; its write end stays open until the end.
                    let line = Array((secret + "\n").utf8)
                    _ = line.withUnsafeBytes { write(secretPipe.write, $0.baseAddress, $0.count) }
                }
                return (processID, outputPipe.read, resultPipe?.read, secretPipe?.write)
            } catch {
                for end in opened { _ = Glibc.close(end) }
                throw error
            }
        }
        let (processID, output, results, secretWrite) = spawned
        defer {
            ProcessGroupRegistry.shared.unregister(processID)
            secretWrite.map { _ = Glibc.close($0) }
        }
        return collect(processID: processID, output: output, results: results)
    }

    /// Held while pipes are made and a child is spawned. Glibc's `pipe2` is not visible to
    /// Swift, so close-on-exec is set after `pipe`; without the lock a child spawned on another
    /// thread in between would inherit this pipe's write end and hold it open.
    private static let spawnLock = NSLock()

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which Swift's Glibc module
    /// does not declare: the working folder is set in the child between fork and exec.
    private static let addChdir: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(
            symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32).self)
    }()

    /// Both ends of a pipe, closed on exec so that later children never inherit them.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ExampleRunnerError("cannot create a pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// The descriptor the child sees a sealed program on (`executableBytes`), above the result
    /// and key descriptors; every descriptor above it is closed in the child.
    static let programDescriptor: Int32 = 5

    /// A close-on-exec in-memory file holding `bytes`, sealed against writing, resizing and
    /// further seals (Linux's `memfd_create` and `F_ADD_SEALS`, looked up at run time: Swift's
    /// Glibc module declares neither).
    ///
    /// Nil where the system offers no executable in-memory file (no `memfd_create`, or a kernel
    /// set to refuse executing one, `vm.memfd_noexec = 2`): the program then runs from its file.
    private static func sealedFile(_ bytes: Data) throws -> Int32? {
        guard let create = memfdCreate else { return nil }
        // MFD_CLOEXEC | MFD_ALLOW_SEALING, and MFD_EXEC where the kernel knows it (6.3 and later,
        // which may otherwise make the file unexecutable); an older kernel refuses the unknown flag.
        var file = create("panes-example", 0x0001 | 0x0002 | 0x0010)
        if file < 0, errno == EINVAL { file = create("panes-example", 0x0001 | 0x0002) }
        guard file >= 0 else { return nil }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(file, buffer.baseAddress! + written, buffer.count - written)
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        // F_ADD_SEALS (1033): F_SEAL_SEAL 1 | F_SEAL_SHRINK 2 | F_SEAL_GROW 4 | F_SEAL_WRITE 8.
        guard complete, fcntl(file, 1033, 1 | 2 | 4 | 8) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = Glibc.close(file)
            throw ExampleRunnerError("cannot seal the example program in memory: \(reason)")
        }
        return file
    }

    private static let memfdCreate: (@convention(c) (UnsafePointer<CChar>?, UInt32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memfd_create") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafePointer<CChar>?, UInt32) -> Int32).self)
    }()

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later): descriptors this
    /// process inherited from its caller (a secret file on descriptor 7) never reach the child.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
    }()

    /// Where the C library cannot close descriptors in the child (glibc before 2.34): every
    /// descriptor this process holds above standard error is marked close-on-exec instead, so
    /// the caller's open files still stay out (the child's own are put in place by `dup2`,
    /// which clears the mark on the copy).
    private static func markOpenDescriptorsCloseOnExec() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            guard let descriptor = Int32(name), descriptor > 2 else { continue }
            _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
        }
    }

    private func spawn(output: Int32, result: Int32?, secret: Int32?, program: Int32?) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        if let result, let resultDescriptor { posix_spawn_file_actions_adddup2(&actions, result, resultDescriptor) }
        if let secret, let secretDescriptor { posix_spawn_file_actions_adddup2(&actions, secret, secretDescriptor) }
        if let program { posix_spawn_file_actions_adddup2(&actions, program, Self.programDescriptor) }
        if let addCloseFrom = Self.addCloseFrom {
            _ = addCloseFrom(&actions, Self.programDescriptor + 1)
        } else {
            Self.markOpenDescriptorsCloseOnExec()
        }
        if let workingFolder {
            guard let addChdir = Self.addChdir else {
                throw ExampleRunnerError(
                    "this C library cannot start a program in a folder of its own (posix_spawn_file_actions_addchdir_np)")
            }
            _ = addChdir(&actions, workingFolder.path)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new group (pgid = the child's pid), default signal handling and no blocked signals:
        // `panes` ignores SIGINT while it cleans up, and an ignored signal would stay ignored in the child.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let base = replacedEnvironment ?? ProcessInfo.processInfo.environment
        let variables = base.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }.sorted()
        // A sealed program runs as the child's own descriptor; `/proc/self` is the child's,
        // and under `unshare` the namespaced child's, which inherits the descriptor.
        let programPath = program == nil ? executable.path : "/proc/self/fd/\(Self.programDescriptor)"
        let argv = wrapper + [programPath] + arguments
        let path = wrapper.first ?? programPath
        var processID: pid_t = 0
        let status = Self.withCStrings(argv) { argvPointers in
            Self.withCStrings(variables) { environmentPointers in
                posix_spawn(&processID, path, &actions, &attributes, argvPointers, environmentPointers)
            }
        }
        guard status == 0 else {
            throw ExampleRunnerError("cannot start \(path): \(String(cString: strerror(status)))")
        }
        return processID
    }

    /// Reads the pipes until the program and its group are done, killing the group at the
    /// deadline; never blocks on the program.
    private func collect(processID: pid_t, output: Int32, results: Int32?) -> Result {
        defer {
            _ = Glibc.close(output)
            results.map { _ = Glibc.close($0) }
        }
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var captured = CappedOutput(limit: outputLimit)
        var resultBytes = Data()
        var openDescriptors = [output] + (results.map { [$0] } ?? [])
        var exitStatus: Int32?
        var timedOut = false
        var overflowed = false
        /// When the program ended or was killed: the pipes get `graceSeconds` more.
        var endedAt: Date?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if exitStatus == nil, let status = Self.reap(processID) {
                exitStatus = status
                // The program is gone; whatever it left running in its group only holds the pipes open.
                kill(-processID, SIGKILL)
                endedAt = endedAt ?? Date()
            }
            if let deadline, !timedOut, exitStatus == nil, Date() >= deadline {
                timedOut = true
                kill(-processID, SIGKILL)
                endedAt = Date()
            }
            if exitStatus != nil, openDescriptors.isEmpty { break }
            if let endedAt, Date().timeIntervalSince(endedAt) > Self.graceSeconds {
                // Killed or done, and still something holds a pipe: a process outside the group.
                if exitStatus == nil { kill(-processID, SIGKILL) }
                if exitStatus != nil { break }
            }
            guard !openDescriptors.isEmpty else {
                // Both pipes closed and the program still running: wait in short steps, never blocking.
                usleep(10_000)
                continue
            }
            var polled = openDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // Short slices, so the exit of the program and the deadline are noticed promptly.
            guard poll(&polled, nfds_t(polled.count), 50) > 0 else { continue }
            for entry in polled where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    if entry.fd == output {
                        captured.append(buffer[0..<count])
                    } else if resultBytes.count + count <= resultLimit {
                        resultBytes.append(contentsOf: buffer[0..<count])
                    } else if !overflowed {
                        overflowed = true
                        kill(-processID, SIGKILL)
                        endedAt = endedAt ?? Date()
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    openDescriptors.removeAll { $0 == entry.fd }
                }
            }
        }
        let status = exitStatus ?? 0
        let wasSignalled = status & 0x7f != 0
        return Result(
            status: wasSignalled ? status & 0x7f : (status >> 8) & 0xff, wasSignalled: wasSignalled, timedOut: timedOut,
            output: captured, results: resultBytes, resultsOverflowed: overflowed, leftProcessesBehind: !openDescriptors.isEmpty)
    }

    /// The raw wait status of `processID` once it has ended; nil while it runs. Never blocks.
    private static func reap(_ processID: pid_t) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(processID, &status, WNOHANG)
            if result == processID { return status }
            if result == 0 { return nil }
            if errno == EINTR { continue }
            return 0  // ECHILD: already reaped; nothing more to learn
        }
    }

    /// Calls `body` with a NULL-terminated array of C strings that live for the call.
    private static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}

/// Keeps the first and the last `limit` bytes of a stream and counts what was cut between them,
/// so an example that prints half a gigabyte costs `panes` a few hundred kilobytes.
struct CappedOutput: Sendable, Equatable {
    /// 64 KiB at each end.
    static let defaultLimit = 65_536

    private let limit: Int
    private var head: [UInt8] = []
    private var tail: [UInt8] = []
    /// Every byte seen, kept or not.
    private(set) var totalByteCount = 0

    /// An empty buffer keeping `limit` bytes at each end.
    init(limit: Int = defaultLimit) {
        self.limit = limit
    }

    /// Adds bytes as they arrive.
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        totalByteCount += bytes.count
        var rest = bytes
        if head.count < limit {
            let taken = rest.prefix(limit - head.count)
            head += taken
            rest = rest.dropFirst(taken.count)
        }
        guard !rest.isEmpty else { return }
        tail += rest
        // Trimmed in batches, so keeping the tail costs amortised constant time per byte.
        if tail.count > 2 * limit { tail.removeFirst(tail.count - limit) }
    }

    /// The bytes left out between the head and the tail.
    var cutByteCount: Int { totalByteCount - head.count - min(tail.count, limit) }

    /// The kept text, with a line saying how much was cut when anything was.
    var text: String {
        let keptTail = tail.suffix(limit)
        let headText = String(decoding: head, as: UTF8.self)
        guard cutByteCount > 0 else { return headText + String(decoding: keptTail, as: UTF8.self) }
        return headText + "\n… \(cutByteCount) bytes of output cut …\n" + String(decoding: keptTail, as: UTF8.self)
    }
}
