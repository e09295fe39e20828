import Foundation
import Testing

@testable import Search

/// Ranking quality on the built-in content: top-1, top-3 and mean reciprocal rank over
/// `Fixtures/evaluation.tsv`, with floors so a ranking change cannot quietly make search worse.
@Suite struct EvaluationTests {
    @Test func everyExpectedIDExists() {
        let ids = Set(TestContent.index.documents.map(\.id))
        for (query, expected) in TestContent.evaluation {
            #expect(ids.contains(expected), "\(query): no API \(expected)")
        }
    }

    @Test func rankingMeetsTheFloor() {
        let evaluation = TestContent.evaluation
        #expect(evaluation.count >= 60)
        var top1 = 0, top3 = 0
        var reciprocalRanks = 0.0
        var misses: [String] = []
        for (query, expected) in evaluation {
            let ids = TestContent.index.search(query, limit: 20).map(\.id)
            let rank = ids.firstIndex(of: expected).map { $0 + 1 }
            if rank == 1 { top1 += 1 }
            if let rank, rank <= 3 { top3 += 1 }
            reciprocalRanks += rank.map { 1.0 / Double($0) } ?? 0
            if rank != 1 { misses.append("  \(query) → expected \(expected) at \(rank.map(String.init) ?? "-"), got \(ids.prefix(3))") }
        }
        let count = Double(evaluation.count)
        let mrr = reciprocalRanks / count
        print(
            "search evaluation: \(evaluation.count) queries, top-1 \(top1) (\(percent(top1, count))), top-3 \(top3) (\(percent(top3, count))), MRR \(String(format: "%.3f", mrr))"
        )
        misses.forEach { print($0) }
        #expect(Double(top1) / count >= 0.8)
        #expect(Double(top3) / count >= 0.93)
        #expect(mrr >= 0.88)
    }

    private func percent(_ value: Int, _ count: Double) -> String {
        String(format: "%.1f%%", 100 * Double(value) / count)
    }
}
