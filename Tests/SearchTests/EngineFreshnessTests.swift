import Foundation
import Testing

/// The page's engine is committed as built (`Sources/Site/Assets/search-wasm.js`), since building
/// it takes the wasm toolchain: rebuilt here from Sources/SearchCore and WebAssembly/, it must be
/// the same bytes, so the page can never rank with rules the terminal no longer has.
@Suite struct EngineFreshnessTests {
    @Test func theCommittedEngineIsBuiltFromTheseSources() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = folder.appendingPathComponent("search-wasm.js")
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/build-search-engine")
        process.arguments = [built.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/build-search-engine failed")
        let committed = try Data(contentsOf: root.appendingPathComponent("Sources/Site/Assets/search-wasm.js"))
        #expect(
            try Data(contentsOf: built) == committed,
            "Sources/Site/Assets/search-wasm.js is stale: run scripts/build-search-engine, then swift run panes build")
    }
}
