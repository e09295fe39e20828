/// Typo distance: the optimal-string-alignment form of Damerau–Levenshtein (insert, delete,
/// substitute, swap two neighbours), counted over Unicode scalars.
enum EditDistance {
    /// The most typos a query word of `length` letters may carry and still match: none below four
    /// letters (too many short words are one edit apart), one up to seven, two from eight.
    static func allowedTypos(forLength length: Int) -> Int {
        length < 4 ? 0 : length < 8 ? 1 : 2
    }

    /// The distance between `a` and `b`, or `limit + 1` as soon as it must exceed `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit + 1) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return min(previous[b.count], limit + 1)
    }

    /// The distance between two strings, capped at `limit + 1`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }
}
