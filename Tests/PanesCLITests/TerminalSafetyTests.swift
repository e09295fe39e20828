import Foundation
import Testing

@testable import PanesCLI

/// Escape sequences in content or file names must never reach a terminal as escape sequences.
@Suite struct TerminalSafetyTests {
    /// ESC (a colour and a screen clear), an OSC title change ended by BEL, backspaces, a lone
    /// carriage return and a right-to-left override, in a file name, a heading, a summary and code.
    static let hostile = "\u{1B}[31mred\u{1B}[2J \u{1B}]0;owned\u{07} back\u{08}\u{08} cr\rover \u{202E}desrever"

    private func folder() throws -> ContentFolder {
        try ContentFolder([
            "notes \u{1B}[1m.md": """
            # Notes \(Self.hostile)

            About escapes.

            ## `HostileView`

            A view whose summary says \(Self.hostile).

            - Kind: type
            - Declaration: `struct HostileView`

            ```swift
            let text = "\(Self.hostile.replacingOccurrences(of: "\r", with: ""))"
            ```

            See ``Missing\u{1B}[0m``.
            """
        ])
    }

    /// Control characters other than line breaks and tabs (none are printed without colour).
    private func rawControls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
    }

    @Test(arguments: [["search", "HostileView"], ["show", "HostileView"], ["list"], ["check"], ["search", "hostileview", "--json"]])
    func nothingPrintedCarriesARawControlCharacter(command: [String]) throws {
        let content = try folder()
        let run = CommandRun(command + ["--content", content.url.path])
        #expect(rawControls(in: run.output).isEmpty, "\(run.output.debugDescription)")
        #expect(rawControls(in: run.errors).isEmpty, "\(run.errors.debugDescription)")
    }

    @Test func theEscapesAreShownNotDropped() throws {
        let content = try folder()
        let run = CommandRun(["show", "HostileView", "--content", content.url.path])
        #expect(run.output.contains("^[[31mred^[[2J ^[]0;owned^G back^H^H"))
        #expect(run.output.contains("<U+202E>desrever"))
    }

    /// A file name holding line breaks cannot start a line of panes' report (review D10): a CI
    /// problem matcher would read `forged.md:1:1: error: …` as a finding of panes'.
    @Test(arguments: [["check"], ["test"]])
    func aLineBreakInAFileNameCannotForgeALine(command: [String]) throws {
        let content = try ContentFolder([
            "x\nforged.md:1:1: error: Forged\ny.md": """
            # Forged

            See ``Missing``.

            ```swift runnable
            assert(1 + 1 == 3)
            ```
            """
        ])
        let run = CommandRun(command + ["--content", content.url.path], variables: ProcessInfo.processInfo.environment)
        let lines = (run.output + "\n" + run.errors).split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("forged.md") }, "\(run.output)\(run.errors)")
        #expect((run.output + run.errors).contains("x\\nforged.md:1:1: error: Forged\\ny.md"), "\(run.output)\(run.errors)")
        #expect(command == ["check"] || run.exitCode != .success)
    }
}
