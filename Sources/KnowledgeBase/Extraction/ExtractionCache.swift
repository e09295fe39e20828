import Foundation

/// What each document contributed to the last build, for a process that builds the same folder
/// again and again (`panes preview`): a document whose text, catalog and options are unchanged
/// is not parsed, highlighted or walked again. Extraction reads nothing but those three, so a
/// cached result is the one a fresh extraction would give, and the build that uses it is
/// byte-identical to a cold one.
///
/// Only the latest version of each path is kept, so the cache holds one build's worth of
/// results however many edits it sees.
public final class ExtractionCache: @unchecked Sendable {
    private struct Entry {
        var text: String
        var catalog: String?
        var options: BuildOptions
        var extraction: FileExtraction
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// How many extractions were served from the cache.
    public private(set) var hits = 0
    /// How many extractions were made (and kept).
    public private(set) var misses = 0

    /// An empty cache.
    public init() {}

    /// `file`'s extraction: the cached one when the same text was extracted the same way, else a
    /// new one from `extract`, kept for next time.
    func extraction(of file: ContentFile, catalog: String?, options: BuildOptions, extract: () -> FileExtraction) -> FileExtraction {
        lock.lock()
        let cached = entries[file.path]
        lock.unlock()
        if let cached, cached.text == file.text, cached.catalog == catalog, cached.options == options {
            lock.lock()
            hits += 1
            lock.unlock()
            return cached.extraction
        }
        let extraction = extract()
        lock.lock()
        entries[file.path] = Entry(text: file.text, catalog: catalog, options: options, extraction: extraction)
        misses += 1
        lock.unlock()
        return extraction
    }

    /// Forgets the paths that are not in `paths` (removed files), so the cache does not grow.
    func keep(only paths: Set<String>) {
        lock.lock()
        entries = entries.filter { paths.contains($0.key) }
        lock.unlock()
    }
}
