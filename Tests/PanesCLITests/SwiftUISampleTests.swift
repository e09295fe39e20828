import Foundation
import Testing

@testable import PanesCLI

/// SwiftUI samples type-checked against SwiftUI's declarations: a documented declaration that is
/// wrong fails `panes check` and `panes test` at its line, or at the samples it breaks.
@Suite struct SwiftUISampleTests {
    /// A reference whose plain blocks are SwiftUI samples, documenting one modifier.
    static func reference(declaration: String) -> [String: String] {
        [
            "panes.json": #"{"swiftBlocks": "typecheck"}"#,
            "sheets.md": """
            # Sheets

            Sheets for items.

            ## `sheet(item:onDismiss:content:)`

            Presents a sheet for an item.

            - Kind: modifier
            - Declaration: `\(declaration)`

            ```swift
            ~ struct Seedling: Identifiable { let id: Int; var cultivar: String }
            struct BenchView: View {
                @State private var labelTarget: Seedling?

                var body: some View {
                    Text("Bench").sheet(item: $labelTarget) { seedling in
                        Text(seedling.cultivar)
                    }
                }
            }
            ```

            """,
        ]
    }

    static let apples =
        "nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View"

    private var variables: [String: String] { ProcessInfo.processInfo.environment }

    @Test func theRightDeclarationTypeChecksItsSample() throws {
        let folder = try ContentFolder(Self.reference(declaration: Self.apples))
        let check = CommandRun(["check", "--content", folder.url.path, "--warnings-as-errors"], variables: variables)
        #expect(check.exitCode == .success, "\(check.output)")
        let test = CommandRun(["test", "--content", folder.url.path], variables: variables)
        #expect(test.exitCode == .success, "\(test.output)\(test.errors)")
        #expect(test.output.contains("tested: 1 type-checked\n"))
        #expect(test.output.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test func aDeclarationThatDoesNotCompileFailsAtItsLineAndColumn() throws {
        let folder = try ContentFolder(
            Self.reference(declaration: Self.apples.replacingOccurrences(of: "item: Binding<Item?>", with: "item: Bindin<Item?>")))
        let check = CommandRun(["check", "--content", folder.url.path], variables: variables)
        // Column 61: the code span starts at 17, and `Bindin` 44 bytes into the declaration.
        #expect(check.output.contains("sheets.md:10:61: warning: this declaration does not compile: cannot find type 'Bindin' in scope"))
        let test = CommandRun(["test", "--content", folder.url.path], variables: variables)
        #expect(test.exitCode == .failure)
        #expect(test.output.contains("FAIL \(folder.url.path)/sheets.md:10 Declaration of sheet(item:onDismiss:content:)"))
    }

    @Test func aWrongButValidDeclarationFailsTheSamplesThatUseIt() throws {
        let folder = try ContentFolder(
            Self.reference(declaration: Self.apples.replacingOccurrences(of: "item: Binding<Item?>", with: "item: Binding<Item>")))
        let check = CommandRun(["check", "--content", folder.url.path], variables: variables)
        #expect(
            check.output.contains(
                "sheets.md:18:23: warning: this SwiftUI sample does not type-check against SwiftUI's declarations: instance method 'sheet(item:onDismiss:content:)' requires that 'Seedling?' conform to 'Identifiable'"
            ))
        let test = CommandRun(["test", "--content", folder.url.path], variables: variables)
        #expect(test.exitCode == .failure)
        #expect(test.output.contains("FAIL \(folder.url.path)/sheets.md:12 sheet(item:onDismiss:content:)"))
    }

    @Test func aMistakeInASampleFailsAtItsLine() throws {
        var files = Self.reference(declaration: Self.apples)
        files["sheets.md"] = files["sheets.md"]!.replacingOccurrences(
            of: "Text(seedling.cultivar)", with: "Text(seedling.cultivar).font(.title9)")
        let folder = try ContentFolder(files)
        let test = CommandRun(["test", "--content", folder.url.path], variables: variables)
        #expect(test.exitCode == .failure)
        #expect(test.output.contains("sheets.md:19:"))
    }

    /// A type the base extends (`PresentationDetent`), documented with a declaration that does
    /// not compile: the built-in declaration stands in, so the failure is reported at its line and
    /// the samples are still checked, rather than the whole base failing.
    @Test func aBrokenDeclarationOfATypeTheBaseExtendsIsReplacedByTheBuiltInOne() throws {
        var files = Self.reference(declaration: Self.apples)
        files["detents.md"] = """
            # Detents

            Heights.

            ## `PresentationDetent`

            A height a sheet rests at.

            - Kind: type
            - Declaration: `struct PresentationDetent : Hashable, Sendable, NotAProtocol`
            """
        let folder = try ContentFolder(files)
        let test = CommandRun(["test", "--content", folder.url.path], variables: variables)
        #expect(
            test.output.contains("FAIL \(folder.url.path)/detents.md:10 Declaration of PresentationDetent"), "\(test.output)\(test.errors)")
        #expect(test.output.contains("PASS \(folder.url.path)/sheets.md:12"), "\(test.output)\(test.errors)")
        #expect(!test.errors.contains("does not compile"))
    }
}
