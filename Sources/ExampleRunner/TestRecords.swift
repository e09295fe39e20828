import Foundation

/// What one example program reported through its private pipe: Swift Testing's JSON event
/// records (ABI v0), each line prefixed with the run's key. Lines without the key are not the
/// harness's and are counted, never believed.
struct TestRecords: Equatable {
    /// Whether the example's test started.
    var started = false
    /// Whether it ended (passed or failed) before the program stopped.
    var ended = false
    /// Whether Swift Testing skipped it.
    var skipped = false
    /// Its failures, each `file:line: message` at the Markdown (or source) location.
    var failures: [String] = []
    /// Lines on the pipe that did not carry the run's key.
    var unsignedLineCount = 0

    /// Reads the records in `data` that carry `key`.
    init(data: Data, key: String) {
        let prefix = Array((key + " ").utf8)
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard line.starts(with: prefix) else {
                unsignedLineCount += 1
                continue
            }
            guard let record = try? JSONDecoder().decode(Record.self, from: Data(line.dropFirst(prefix.count))),
                record.kind == "event", let payload = record.payload
            else { continue }
            switch payload.kind {
            case "testStarted": started = true
            case "testEnded": ended = true
            case "testSkipped": skipped = true
            case "issueRecorded":
                guard let issue = payload.issue, issue.isKnown != true, issue.isFailure != false else { continue }
                failures.append(Self.describe(issue, messages: payload.messages ?? []))
            default: continue
            }
        }
    }

    private static func describe(_ issue: Record.Issue, messages: [Record.Message]) -> String {
        let text = messages.map(\.text).joined(separator: "\n    ")
        guard let location = issue.sourceLocation, let file = location.filePath ?? location._filePath else { return text }
        return "\(file):\(location.line): \(text)"
    }

    /// The parts of a record the runner reads.
    private struct Record: Decodable {
        var kind: String
        var payload: Payload?

        struct Payload: Decodable {
            var kind: String
            var issue: Issue?
            var messages: [Message]?
        }

        struct Issue: Decodable {
            var isKnown: Bool?
            var isFailure: Bool?
            var sourceLocation: Location?
        }

        struct Location: Decodable {
            var filePath: String?
            var _filePath: String?
            var line: Int
        }

        struct Message: Decodable {
            var text: String
        }
    }
}
