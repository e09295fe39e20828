import Files
import Foundation
import Testing

@testable import ExampleRunner

/// The model cache under concurrency, damage and abandoned staging. A one-line "model" keeps
/// each compile short; what is tested is the cache, not the model.
@Suite struct ModelLibraryTests {
    static let tinyModel = [(name: "Answer.swift", text: "public let answer = 42\n")]

    private func emptyCacheFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("panes-cache-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private var compiler: SwiftCompiler { SwiftCompiler()! }

    private func libraryFolders(in cache: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix("model-") && !$0.hasSuffix(".lock") }
    }

    @Test func concurrentColdStartsCompileOnceAndAllSucceed() throws {
        let cache = try emptyCacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let compiler = self.compiler
        let results = ParallelRuns.run(count: 6) { _ in
            Result { try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: cache) }
        }
        for result in results { #expect(throws: Never.self) { try result.get() } }
        let folders = try libraryFolders(in: cache)
        #expect(folders.count == 1)
        #expect(CachedLibrary.isComplete(cache.appendingPathComponent(folders[0]), products: ModelLibrary.products))
        // Nothing is left over from the compiles: no staging, no discarded copies.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func aDamagedLibraryIsRebuiltNotReused() throws {
        let cache = try emptyCacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        _ = try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: cache)
        let folder = cache.appendingPathComponent(try libraryFolders(in: cache)[0])
        let library = folder.appendingPathComponent("libPanesModel.so")
        try Data("truncated".utf8).write(to: library)
        #expect(!CachedLibrary.isComplete(folder, products: ModelLibrary.products))
        _ = try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: cache)
        #expect(CachedLibrary.isComplete(folder, products: ModelLibrary.products))
        #expect(try Data(contentsOf: library).count > 1000)
    }

    /// An example that overwrites the cached library with bytes of the same size (reliability
    /// review D13) poisoned every later run while the marker held sizes; it holds hashes now.
    @Test func aLibraryOverwrittenWithTheSameSizeIsRebuilt() throws {
        let cache = try emptyCacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        _ = try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: cache)
        let folder = cache.appendingPathComponent(try libraryFolders(in: cache)[0])
        let library = folder.appendingPathComponent("libPanesModel.so")
        let original = try Data(contentsOf: library)
        let poison = Data(repeating: 0x41, count: original.count)
        try poison.write(to: library)
        #expect(!CachedLibrary.isComplete(folder, products: ModelLibrary.products))
        _ = try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: cache)
        #expect(try Data(contentsOf: library) != poison)
        #expect(CachedLibrary.isComplete(folder, products: ModelLibrary.products))
    }

    @Test func aFolderWithoutItsMarkerIsRebuilt() throws {
        let cache = try emptyCacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        _ = try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: cache)
        let folder = cache.appendingPathComponent(try libraryFolders(in: cache)[0])
        try FileManager.default.removeItem(at: folder.appendingPathComponent(CachedLibrary.markerName))
        _ = try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: cache)
        #expect(CachedLibrary.isComplete(folder, products: ModelLibrary.products))
    }

    @Test func stagingLeftByAKilledRunIsRemoved() throws {
        let cache = try emptyCacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        // pid 2^22 + 1 is above Linux's pid_max, so no process can have it.
        let abandoned = cache.appendingPathComponent(".staging-4194305-AbCdEf")
        try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
        let live = cache.appendingPathComponent(".staging-\(getpid())-XyZ123")
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
        _ = try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: cache)
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
    }

    @Test func aCacheFolderThatIsAFileIsAClearError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("panes-not-a-folder-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = #expect(throws: FileError.self) {
            try ModelLibrary.prepare(sources: Self.tinyModel, compiler: compiler, cacheFolder: file.appendingPathComponent("panes"))
        }
        #expect(error?.description.contains("is a file, not a folder; point XDG_CACHE_HOME at a writable folder") == true)
        #expect(error?.description.contains("NSCocoaErrorDomain") == false)
    }
}

/// Runs the same work on several threads at once (real threads, so each may block in `flock`
/// while the others go on), for tests of code that must survive that.
enum ParallelRuns {
    static func run<T: Sendable>(count: Int, _ body: @Sendable @escaping (Int) -> T) -> [T] {
        let results = Results<T>(count: count)
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread {
                results.set(index, body(index))
                group.leave()
            }.start()
        }
        group.wait()
        return results.values
    }

    private final class Results<T>: @unchecked Sendable {
        private var slots: [T?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: T) { lock.withLock { slots[index] = value } }
        var values: [T] { lock.withLock { slots.map { $0! } } }
    }
}
