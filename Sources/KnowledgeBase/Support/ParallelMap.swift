import Foundation

/// Maps over an array on every core, keeping the input order. The index builder and the site
/// renderer both use it.
public enum ParallelMap {
    /// `transform` applied to each element, concurrently; the result is in input order.
    public static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result)
        -> [Result]
    {
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.values
    }

    /// Runs `first` on this thread while `second` runs on another, and returns both results.
    ///
    /// Not `concurrentPerform` over the two: Dispatch runs a `concurrentPerform` nested inside
    /// another one on a single thread, and `first` is usually a `map` itself.
    public static func both<First: Sendable, Second: Sendable>(
        _ first: () -> First, _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        let secondSlot = Slots<Second>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { secondSlot.store(second(), at: 0) }
        let firstResult = first()
        group.wait()
        return (firstResult, secondSlot.values[0])
    }

    /// Fixed slots written once each from concurrent work items.
    private final class Slots<Value>: @unchecked Sendable {
        private var slots: [Value?]
        private let lock = NSLock()

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func store(_ value: Value, at index: Int) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        var values: [Value] { slots.compactMap { $0 } }
    }
}
