import Foundation
import KnowledgeBase
import Site
import Testing

@testable import Preview

#if canImport(Glibc)
    import Glibc
#endif

/// `panes preview`: what it serves, what it refuses, and the reload after a rebuild.
@Suite struct PreviewTests {
    /// A content folder and a session previewing it (built once).
    final class Fixture: @unchecked Sendable {
        let content: URL
        let session: PreviewSession

        init() {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("panes-preview-tests-" + UUID().uuidString)
            content = root.appendingPathComponent("content")
            try? FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try? Data("# Trails\n\nA page about trails.\n".utf8).write(to: content.appendingPathComponent("trails.md"))
            try? Data("# Huts\n\nSee [the map](map.md).\n".utf8).write(to: content.appendingPathComponent("huts.md"))
            let folder = content
            session = PreviewSession(siteFolder: root.appendingPathComponent("site")) { output in
                let base = KnowledgeBaseBuilder.build(contentFolder: folder, options: .rendering)
                return (SiteBuilder.build(outputFolder: output, contentFolder: folder) { base }, base)
            }
            session.rebuild()
        }

        deinit { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }

        func get(_ target: String) -> PreviewServer.Response {
            session.respond(to: PreviewServer.request(method: "GET", target: target)!)
        }
    }

    @Test func aPageIsWhatBuildWroteWithTheReloadHook() throws {
        let fixture = Fixture()
        let response = fixture.get("/trails.html")
        #expect(response.status == 200)
        let built = try String(contentsOf: fixture.session.siteFolder.appendingPathComponent("trails.html"), encoding: .utf8)
        let hook = "<script src=\"/__panes/reload.js\" data-version=\"1\"></script>\n"
        #expect(String(decoding: response.body, as: UTF8.self) == built.replacingOccurrences(of: "</body>", with: hook + "</body>"))
        #expect(fixture.get("/assets/site.css").contentType == "text/css; charset=utf-8")
    }

    @Test(arguments: ["/../../etc/passwd", "/assets/../../etc/passwd", "/assets/", "/.panes-site", "/nothing.html", "/assets"])
    func anythingButAFileOfTheSiteIsNotFound(target: String) {
        let response = Fixture().get(target)
        #expect(response.status == 404)
        #expect(!String(decoding: response.body, as: UTF8.self).contains("root:"))
    }

    @Test func aPageShowsTheProblemsOfItsOwnFile() {
        let fixture = Fixture()
        let huts = String(decoding: fixture.get("/huts.html").body, as: UTF8.self)
        #expect(huts.contains("<strong>panes preview</strong>: 1 problem in this page's file"))
        #expect(huts.contains("huts.md:3:5: warning: link to map.md"))
        #expect(!String(decoding: fixture.get("/trails.html").body, as: UTF8.self).contains("panes preview</strong>"))
    }

    /// A page's reload request is answered when the next build is done, and the page then
    /// holds the edit.
    @Test func aWaitingPageIsToldToReloadAfterARebuild() throws {
        let fixture = Fixture()
        let answer = Answer()
        let waiting = Thread { answer.text = String(decoding: fixture.get("/__panes/wait.js?version=1").body, as: UTF8.self) }
        waiting.start()
        Thread.sleep(forTimeInterval: 0.2)
        #expect(answer.text == nil)
        try Data("# Trails\n\nA page about ridges.\n".utf8).write(to: fixture.content.appendingPathComponent("trails.md"))
        fixture.session.rebuild()
        for _ in 0..<100 where answer.text == nil { Thread.sleep(forTimeInterval: 0.05) }
        #expect(answer.text == "panesPreviewReload();\n")
        #expect(String(decoding: fixture.get("/trails.html").body, as: UTF8.self).contains("ridges"))
        #expect(String(decoding: fixture.get("/__panes/reload.js").body, as: UTF8.self).contains("panesPreviewReload"))
    }

    /// Through a socket: a request line and headers in, one response out, on 127.0.0.1.
    @Test func theServerAnswersOverHTTP() throws {
        let fixture = Fixture()
        let server = try PreviewServer(port: 0) { fixture.session.respond(to: $0) }
        server.start()
        defer { server.stop() }
        let ok = try Self.fetch("GET /trails.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: server.port)
        #expect(ok.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"))
        #expect(ok.contains("A page about trails."))
        #expect(try Self.fetch("POST /trails.html HTTP/1.1\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 405"))
        #expect(try Self.fetch("nonsense\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 400"))
    }

    final class Answer: @unchecked Sendable { var text: String? }

    /// Sends `request` to 127.0.0.1:`port` and reads the whole response.
    static func fetch(_ request: String, port: UInt16) throws -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
