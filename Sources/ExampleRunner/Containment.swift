import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How example programs are kept apart from the machine they run on, as `panes test` runs
/// content's code the way `cargo test` runs a crate's.
///
/// Contained (the default), an example program starts in a scratch folder of its own, with a
/// scratch `HOME` and `TMPDIR` and an environment of only `PATH`, `HOME`, `TMPDIR`, `LANG`,
/// `NO_COLOR` and `SWIFT_BACKTRACE` (no secrets from the caller's), under limits on CPU time,
/// address space, processes and file size, and, where the kernel lets an unprivileged user make
/// namespaces (util-linux's `unshare`), in a user, PID and network namespace of its own: no
/// network, and every process it starts, even one that leaves its process group, dies with it
/// (the kernel ends a PID namespace with its first process). Where namespaces are not available
/// the rest still applies, and the report says so. Unconfined (`panes test --unconfined`), an
/// example runs as panes did before: the caller's folder, environment and network, no limits.
public struct Containment: Sendable, Equatable {
    /// Whether examples are contained.
    public var isContained: Bool
    /// The command an example program runs under (`unshare … --`); empty without namespaces.
    var wrapper: [String]
    /// Why there are no namespaces, when there are none although containment was asked for.
    public var namespaceProblem: String?

    /// The address space an example may use: far more than any documentation example needs,
    /// far less than a runaway allocation would take from the machine.
    static let memoryLimit: UInt64 = 4 << 30
    /// The most bytes an example may write to one file.
    static let fileSizeLimit: UInt64 = 1 << 30
    /// Processes an example may add to those its user already runs.
    static let extraProcesses = 512

    /// Examples run as the caller's own code, with everything the caller has.
    public static let unconfined = Containment(isContained: false, wrapper: [], namespaceProblem: nil)

    /// Contained examples, with namespaces when this machine allows them (found out once).
    public static var contained: Containment {
        let (wrapper, problem) = namespaceWrapper
        return Containment(isContained: true, wrapper: wrapper, namespaceProblem: problem)
    }

    /// The `unshare` command that gives a program its own user, PID and network namespaces, or
    /// why there is none. Tried once per process, with `/bin/true`.
    private static let namespaceWrapper: ([String], String?) = {
        let candidates = ["/usr/bin/unshare", "/bin/unshare"]
        guard let unshare = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return ([], "util-linux's unshare was not found, so examples share the network and their processes are not fenced in")
        }
        let wrapper = [unshare, "--user", "--map-current-user", "--pid", "--fork", "--net", "--kill-child", "--"]
        var probe = ChildProcess(executable: URL(fileURLWithPath: "/bin/true"), arguments: [])
        probe.wrapper = wrapper
        probe.timeout = 10
        guard let result = try? probe.run(), !result.wasSignalled, result.status == 0 else {
            return (
                [],
                "this kernel does not let an unprivileged user make namespaces, so examples share the network and their processes are not fenced in"
            )
        }
        return (wrapper, nil)
    }()

    /// The environment of a contained example started in `folder`.
    func environment(in folder: URL) -> [String: String] {
        let home = folder.appendingPathComponent("home").path
        // Foundation's home folder (`NSHomeDirectory()`, `homeDirectoryForCurrentUser`) reads the
        // user database before `HOME`; `CFFIXED_USER_HOME` is the one setting it reads first.
        return [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "CFFIXED_USER_HOME": home,
            "TMPDIR": folder.appendingPathComponent("tmp").path, "LANG": "C.UTF-8", "NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no",
        ]
    }

    /// The limits a contained example's harness sets on itself (`cpu=…`), for `timeout` seconds.
    func limitArguments(timeout: Double) -> [String] {
        guard isContained else { return [] }
        let cpu = timeout.isFinite ? UInt64(min(timeout, 1e9).rounded(.up)) + 5 : 0
        var limits = ["memory=\(Self.memoryLimit)", "filesize=\(Self.fileSizeLimit)", "processes=\(Self.processLimit())"]
        if cpu > 0 { limits.append("cpu=\(cpu)") }
        return limits
    }

    /// The processes the caller's user runs now, plus `extraProcesses` (the limit counts them
    /// all, so a fixed number would stop an example on a busy machine). Root is not limited by it.
    static func processLimit() -> Int {
        let uid = getuid()
        let count = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { name in
            guard name.allSatisfy(\.isNumber) else { return false }
            var status = stat()
            return stat("/proc/" + name, &status) == 0 && status.st_uid == uid
        }.count
        return count + extraProcesses
    }
}
