// parse-floor — the least time any build that highlights Swift with the toolchain can take:
// every ```swift block of a folder of Markdown parsed by SwiftParser and classified by
// SwiftIDEUtils, on every core, with nothing else done. scripts/bench-site runs it as a reference.
//
//   parse-floor FOLDER
import Dispatch
import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// The bodies of the ```swift fences in `text`: a line-based split, enough for generated pages.
func swiftBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line.hasPrefix("```swift") {
            current = []
        } else if current != nil, line.hasPrefix("```") {
            blocks.append(current!.joined(separator: "\n"))
            current = nil
        } else {
            current?.append(line)
        }
    }
    return blocks
}

let folder = URL(fileURLWithPath: CommandLine.arguments[1])
let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: names.count)
counts.initialize(repeating: 0)
DispatchQueue.concurrentPerform(iterations: names.count) { index in
    let text = (try? String(contentsOf: folder.appendingPathComponent(names[index]), encoding: .utf8)) ?? ""
    for block in swiftBlocks(in: text) {
        let tree = Parser.parse(source: block)
        counts[index] += Array(tree.classifications).count
    }
}
print("\(names.count) files, \(counts.reduce(0, +)) classified ranges")
