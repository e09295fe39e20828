import Files
import Foundation
import Site

#if canImport(Glibc)
    import Glibc
#endif

/// `panes preview`'s loop: serve a session on 127.0.0.1, rebuild it when the watched folder
/// changes, and stop cleanly on Ctrl-C (the site's folder removed).
public enum Preview {
    /// How often the watched folder is looked at.
    static let pollInterval: TimeInterval = 0.1

    /// Builds, serves on `port` and watches `folder` (nil: nothing to watch, the built-in
    /// content) until SIGINT or SIGTERM; `report` gets each build's result and what to print.
    public static func run(
        _ session: PreviewSession, port: UInt16, watching folder: URL?, report: @escaping @Sendable (SiteBuildResult) -> Void,
        print: @escaping @Sendable (String) -> Void
    ) throws {
        report(session.rebuild())
        let server = try PreviewServer(port: port) { session.respond(to: $0) }
        server.start()
        print("Previewing at http://127.0.0.1:\(server.port)/ (Ctrl-C stops)")
        let stopped = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            sources.append(source)
        }
        if let folder {
            Thread {
                var last = fingerprint(of: folder)
                while true {
                    Thread.sleep(forTimeInterval: pollInterval)
                    let now = fingerprint(of: folder)
                    guard now != last else { continue }
                    last = now
                    report(session.rebuild())
                }
            }.start()
        }
        stopped.wait()
        server.stop()
        sources.forEach { $0.cancel() }
        FolderRemoval.remove(session.siteFolder)
        print("Stopped.")
    }

    /// What the folder holds now, as names, sizes and change times: any edit, addition or
    /// removal changes it (hidden entries such as `.build` are not looked at).
    public static func fingerprint(of folder: URL) -> String {
        let (files, _) = FolderWalk.files(below: folder, include: { _ in true })
        return files.map(\.stamp).joined(separator: "\n")
    }
}
