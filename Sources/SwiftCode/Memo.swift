import Foundation

/// Values worked out once per key, for pure functions of Swift code (its parse, its
/// highlighting): a declaration or example shows on several pages, and `panes preview`
/// reads unchanged code again on every rebuild. Lock-guarded; emptied when it passes `limit`
/// entries, so a long preview session does not keep every version of every block.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let limit: Int

    init(limit: Int = 50_000) {
        self.limit = limit
    }

    /// The value for `key`, made by `make` the first time (outside the lock, so threads
    /// working on other keys do not wait).
    func value(for key: Key, make: () -> Value) -> Value {
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        let value = make()
        lock.lock()
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values[key] = value
        lock.unlock()
        return value
    }
}
