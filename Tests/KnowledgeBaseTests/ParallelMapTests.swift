import Foundation
import Testing

@testable import KnowledgeBase

@Suite struct ParallelMapTests {
    @Test func mapKeepsTheInputOrder() {
        let numbers = Array(0..<1000)
        #expect(ParallelMap.map(numbers) { $0 * 3 } == numbers.map { $0 * 3 })
    }

    @Test func bothReturnsBothResults() {
        let (text, number) = ParallelMap.both({ "pages" }, { 42 })
        #expect(text == "pages")
        #expect(number == 42)
    }

    /// The site build renders pages with `map` inside `both`. Dispatch runs a `concurrentPerform`
    /// nested in another on one thread, so this fails if `both` is ever built on one again: the
    /// two items each wait for the other, which only works when they run at the same time.
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func aMapInsideBothStillRunsInParallel() {
        let arrived = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
        let (metEachOther, _) = ParallelMap.both(
            {
                ParallelMap.map([0, 1]) { index in
                    arrived[index].signal()
                    return arrived[1 - index].wait(timeout: .now() + 10) == .success
                }
            }, { 0 })
        #expect(metEachOther == [true, true])
    }
}
