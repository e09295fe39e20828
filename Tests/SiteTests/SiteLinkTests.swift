import Foundation
import Testing

@testable import KnowledgeBase
@testable import Site

/// Crawls the built site: every relative link and anchor must land, and no resource is fetched
/// from outside the site.
@Suite struct SiteLinkTests {
    static let attribute = try! NSRegularExpression(pattern: #"<(\w+)[^>]*?\s(href|src)="([^"]*)""#)
    static let identifier = try! NSRegularExpression(pattern: #"\sid="([^"]*)""#)

    @Test func everyInternalLinkAndAnchorResolves() throws {
        let site = TestSite.builtSite
        #expect(site.result.succeeded)
        let files = TestSite.files(in: site.folder)
        let pages = files.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
        let anchors = pages.mapValues { Set(Self.matches(Self.identifier, in: $0).map { $0[1] }) }
        var broken: [String] = []
        var remoteResources: [String] = []
        for (path, html) in pages.sorted(by: { $0.key < $1.key }) {
            for match in Self.matches(Self.attribute, in: html) {
                let (tag, link) = (match[1], match[3].replacingOccurrences(of: "&amp;", with: "&"))
                if LinkTarget.scheme(of: link) != nil || link.hasPrefix("//") {
                    if tag != "a" { remoteResources.append("\(path): <\(tag)> \(link)") }
                    continue
                }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                // 404.html links from the root (a host serves it at any address).
                let target =
                    parts[0].isEmpty
                    ? path
                    : parts[0].hasPrefix("/") ? String(parts[0].dropFirst()) : LinkTarget.resolve(parts[0], relativeTo: path) ?? "<outside>"
                guard files[target] != nil else {
                    broken.append("\(path): \(link) (no file \(target))")
                    continue
                }
                if parts.count == 2, !parts[1].isEmpty, anchors[target]?.contains(parts[1]) != true {
                    broken.append("\(path): \(link) (no anchor #\(parts[1]) in \(target))")
                }
            }
        }
        #expect(pages.count > 50)
        #expect(broken.isEmpty, "broken links:\n\(broken.prefix(20).joined(separator: "\n"))")
        #expect(remoteResources.isEmpty, "resources from outside the site:\n\(remoteResources.joined(separator: "\n"))")
    }

    @Test func pageAnchorsAreUnique() {
        let files = TestSite.files(in: TestSite.builtSite.folder).filter { $0.key.hasSuffix(".html") }
        for (path, data) in files {
            let ids = Self.matches(Self.identifier, in: String(decoding: data, as: UTF8.self)).map { $0[1] }
            #expect(Set(ids).count == ids.count, "duplicate id in \(path)")
        }
    }

    static func matches(_ expression: NSRegularExpression, in text: String) -> [[String]] {
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
