import Foundation

/// A file that records output which is the product (a page, a report, the index), compared
/// byte for byte. `PANES_UPDATE_GOLDEN=1 swift test` rewrites every such file from the current
/// output instead; review the diff before committing.
public enum GoldenFile {
    /// Whether this run rewrites the files rather than comparing with them.
    public static let isUpdating = ProcessInfo.processInfo.environment["PANES_UPDATE_GOLDEN"] == "1"

    /// How `actual` differs from the file's text, nil when it does not (or when updating, after
    /// writing it).
    public static func difference(_ actual: String, from file: URL) throws -> String? {
        if isUpdating {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            return nil
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            return "\(file.path) is missing; run PANES_UPDATE_GOLDEN=1 swift test and review what it writes"
        }
        guard actual != expected else { return nil }
        return "\(file.lastPathComponent) differs; run PANES_UPDATE_GOLDEN=1 swift test and review the diff\n"
            + firstDifference(actual, expected)
    }

    /// The first line where the two texts differ, for a message a person can read.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let (a, e) = (
            actual.split(separator: "\n", omittingEmptySubsequences: false),
            expected.split(separator: "\n", omittingEmptySubsequences: false)
        )
        for index in 0..<max(a.count, e.count) where index >= a.count || index >= e.count || a[index] != e[index] {
            return
                "line \(index + 1):\n  got:      \(index < a.count ? String(a[index]) : "<end>")\n  expected: \(index < e.count ? String(e[index]) : "<end>")"
        }
        return ""
    }
}
