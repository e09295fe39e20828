import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 only: one thread accepts, each connection is answered
/// on a thread of its own (a reload request may wait), and every request gets one response and
/// a closed connection. It only serves what `respond` says; it knows nothing of files.
final class PreviewServer: @unchecked Sendable {
    /// A request as the server read it.
    struct Request: Sendable {
        /// `GET` or `HEAD` (others are answered 405 before `respond` sees them).
        var method: String
        /// The path, percent-decoded, without its query (`/api/sheet.html`).
        var path: String
        /// The query's `name=value` pairs.
        var query: [String: String]
    }

    /// A response.
    struct Response: Sendable {
        var status: Int
        var contentType: String
        var body: Data
    }

    /// The port it listens on (the one the system chose when asked for 0).
    let port: UInt16
    private let listener: Int32
    private let respond: @Sendable (Request) -> Response

    /// Listens on 127.0.0.1:`port` (0: any free port); throws when the port cannot be had.
    init(port: UInt16, respond: @escaping @Sendable (Request) -> Response) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PreviewError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw PreviewError("cannot listen on 127.0.0.1:\(port): \(reason); pass another --port")
        }
        var chosen = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &chosen) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: chosen.sin_port)
        self.listener = descriptor
        self.respond = respond
    }

    /// Starts answering, on a thread of its own.
    func start() {
        let thread = Thread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    if errno == EINTR { continue }
                    return  // stopped
                }
                DispatchQueue.global().async { self.answer(connection) }
            }
        }
        thread.start()
    }

    /// Stops accepting; requests being answered finish.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        // The request line and headers; a body is never needed.
        while received.count < 16 * 1024, !Self.holdsHeaderEnd(received) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            received += buffer[..<count]
        }
        let head = String(decoding: received, as: UTF8.self)
        // `\r\n` is one Character to Swift: split on newlines, not on `\r`.
        let words = (head.split(whereSeparator: \.isNewline).first ?? "").split(separator: " ")
        let response: Response
        if words.count == 3, let request = Self.request(method: String(words[0]), target: String(words[1])) {
            response =
                request.method == "GET" || request.method == "HEAD"
                ? respond(request) : Response(status: 405, contentType: "text/plain; charset=utf-8", body: Data("GET only\n".utf8))
            send(response, to: connection, withBody: request.method != "HEAD")
        } else {
            send(Response(status: 400, contentType: "text/plain; charset=utf-8", body: Data("bad request\n".utf8)), to: connection)
        }
    }

    /// Whether `bytes` hold the blank line that ends a request's headers (`\r\n\r\n`).
    static func holdsHeaderEnd(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        return (0...(bytes.count - 4)).contains { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }
    }

    /// The request for a request line's method and target; nil when the target is no path.
    static func request(method: String, target: String) -> Request? {
        guard target.hasPrefix("/") else { return nil }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = String(parts[0]).removingPercentEncoding else { return nil }
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1)
                query[String(halves[0])] = halves.count == 2 ? String(halves[1]).removingPercentEncoding : ""
            }
        }
        return Request(method: method, path: path, query: query)
    }

    private func send(_ response: Response, to connection: Int32, withBody: Bool = true) {
        let reason =
            [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed"][response.status] ?? "OK"
        let head =
            "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        if withBody { bytes += response.body }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }
}

/// Why the preview cannot run.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public var description: String
    init(_ description: String) { self.description = description }
}
