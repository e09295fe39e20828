import Files
import Foundation
import KnowledgeBase
import Site

/// A site being previewed: built into a folder of its own, rebuilt when the content changes,
/// and served with a reload hook. Pages are what `panes build` writes, plus, before `</body>`,
/// the hook that reloads them in place when a rebuild finishes, and at the top of `<main>`
/// the diagnostics of the page's own file, if any.
public final class PreviewSession: @unchecked Sendable {
    /// What one build gave: its result, and the index it read (nil when it read nothing).
    public typealias Build = @Sendable (_ output: URL) -> (result: SiteBuildResult, base: KnowledgeBase?)

    /// Where the site is written.
    public let siteFolder: URL
    private let build: Build
    private let changed = NSCondition()
    private var version = 0
    private var diagnosticsByPage: [String: [Diagnostic]] = [:]

    /// How long a reload request waits for a rebuild before the page asks again.
    static let longestWait: TimeInterval = 25

    /// A session that builds with `build` into `siteFolder`.
    public init(siteFolder: URL, build: @escaping Build) {
        self.siteFolder = siteFolder
        self.build = build
    }

    /// Builds the site again and tells the open pages; returns the build's result.
    @discardableResult
    public func rebuild() -> SiteBuildResult {
        let (result, base) = build(siteFolder)
        var byPage: [String: [Diagnostic]] = [:]
        if let base {
            let articles = Set(base.articles.map(\.path))
            for diagnostic in result.diagnostics where articles.contains(diagnostic.file) {
                byPage[base.pages.article(diagnostic.file), default: []].append(diagnostic)
            }
        }
        changed.lock()
        diagnosticsByPage = byPage
        version += 1
        changed.broadcast()
        changed.unlock()
        return result
    }

    /// The answer to one request: a file of the site (an HTML page with the hook), the hook's
    /// scripts, or 404 (the site's own 404 page) for anything else: a folder, a hidden file, a
    /// path that leaves the site.
    func respond(to request: PreviewServer.Request) -> PreviewServer.Response {
        switch request.path {
        case "/__panes/reload.js":
            return PreviewServer.Response(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(Self.reloadScript.utf8))
        case "/__panes/wait.js":
            let seen = Int(request.query["version"] ?? "") ?? 0
            let script = waitForBuild(after: seen) ? "panesPreviewReload();\n" : "panesPreviewWait();\n"
            return PreviewServer.Response(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(script.utf8))
        default:
            let path = request.path.hasSuffix("/") ? request.path + "index.html" : request.path
            if let file = file(at: path), let data = FileManager.default.contents(atPath: file.path) {
                guard file.pathExtension == "html" else {
                    return PreviewServer.Response(status: 200, contentType: Self.contentType(of: file), body: data)
                }
                return PreviewServer.Response(
                    status: 200, contentType: "text/html; charset=utf-8", body: Data(page(data, path: String(path.dropFirst())).utf8))
            }
            let notFound = FileManager.default.contents(atPath: siteFolder.appendingPathComponent("404.html").path)
            return PreviewServer.Response(
                status: 404, contentType: "text/html; charset=utf-8",
                body: Data(notFound.map { page($0, path: "404.html") }?.utf8 ?? "not found\n".utf8))
        }
    }

    /// The regular file of the site at a request's path; nil for a folder, a hidden entry
    /// (the build's marker), or a path that leaves the site.
    func file(at path: String) -> URL? {
        let components = path.split(separator: "/")
        guard !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else { return nil }
        let file = components.reduce(siteFolder) { $0.appendingPathComponent(String($1)) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue,
            file.resolvingSymlinksInPath().path.hasPrefix(siteFolder.resolvingSymlinksInPath().path + "/")
        else { return nil }
        return file
    }

    /// A page as served: its bytes, the diagnostics of its file at the top of `<main>`, and
    /// the reload hook before `</body>`.
    func page(_ data: Data, path: String) -> String {
        changed.lock()
        let (current, diagnostics) = (version, diagnosticsByPage[path] ?? [])
        changed.unlock()
        var html = String(decoding: data, as: UTF8.self)
        if !diagnostics.isEmpty, let main = html.range(of: "<main"), let end = html[main.upperBound...].firstIndex(of: ">") {
            let lines = diagnostics.map { "<li><code>" + HTML.escape($0.formatted) + "</code></li>" }.joined()
            let note =
                "\n<div class=\"deprecated\" role=\"note\"><p><strong>panes preview</strong>: \(diagnostics.count) "
                + "problem\(diagnostics.count == 1 ? "" : "s") in this page's file</p><ul>\(lines)</ul></div>"
            html.insert(contentsOf: note, at: html.index(after: end))
        }
        let hook = "<script src=\"/__panes/reload.js\" data-version=\"\(current)\"></script>\n"
        if let body = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: hook, at: body.lowerBound)
        } else {
            html += hook
        }
        return html
    }

    /// Waits until a build after `seen` has finished, at most `longestWait`; whether one did.
    private func waitForBuild(after seen: Int) -> Bool {
        let deadline = Date(timeIntervalSinceNow: Self.longestWait)
        changed.lock()
        defer { changed.unlock() }
        while version <= seen {
            guard changed.wait(until: deadline) else { return version > seen }
        }
        return true
    }

    /// The page's side of the hook: asks for `/__panes/wait.js`, which answers when the next
    /// build is done; a reload keeps the reader's place. It is a script element, not a fetch,
    /// so the site's own Content-Security-Policy (`script-src 'self'`) allows it unchanged.
    static let reloadScript = """
        (function () {
          var me = document.currentScript, version = me.dataset.version, place = "panes-preview:" + location.pathname;
          var saved = sessionStorage.getItem(place);
          if (saved !== null) { sessionStorage.removeItem(place); window.scrollTo(0, Number(saved)); }
          window.panesPreviewReload = function () { sessionStorage.setItem(place, String(window.scrollY)); location.reload(); };
          window.panesPreviewWait = function () {
            var ask = document.createElement("script");
            ask.src = "/__panes/wait.js?version=" + version + "&t=" + Date.now();
            ask.onload = function () { ask.remove(); };
            ask.onerror = function () { ask.remove(); setTimeout(window.panesPreviewWait, 1000); };
            document.head.appendChild(ask);
          };
          // Asked after the page has loaded: a script still waiting would hold its load event.
          if (document.readyState === "complete") { window.panesPreviewWait(); }
          else { window.addEventListener("load", window.panesPreviewWait); }
        })();

        """

    /// The `Content-Type` of a site file, by its extension.
    static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "mp4": return "video/mp4"
        case "mov": return "video/quicktime"
        case "txt", "swift": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
