import Foundation
import KnowledgeBase
import Testing

@testable import SwiftUIInterface

/// The interface generated from documented entries: each declaration where Swift needs it, behind
/// a `#sourceLocation` of its Markdown line.
struct SwiftUIInterfaceTests {
    private func interface(_ markdown: String) -> SwiftUIInterface {
        let base = KnowledgeBaseBuilder.build(files: [ContentFile(path: "ui.md", text: markdown)])
        return SwiftUIInterface(apis: base.apis) { "content/" + $0 }
    }

    /// The generated part alone, without the header and the base.
    private func generated(_ interface: SwiftUIInterface) -> String {
        String(interface.text[interface.text.range(of: "// Generated from the reference's Declaration fields.\n")!.upperBound...])
    }

    @Test func aTypeHoldsItsMembersAndConformances() {
        let text = generated(
            interface(
                """
                # UI

                ## `Palette`

                A palette.

                - Kind: type
                - Declaration: `enum Palette`
                - Conforms to: `Hashable`, `Sendable`

                ### `warm`

                Warm colours.

                - Declaration: `case warm`

                ### `init(name:)`

                Looks one up.

                - Declaration: `init?(name: String)`
                """))
        #expect(
            text == """
                #sourceLocation(file: "content/ui.md", line: 8)
                public enum Palette : Hashable, Sendable {
                #sourceLocation()
                #sourceLocation(file: "content/ui.md", line: 15)
                case warm
                #sourceLocation()
                #sourceLocation(file: "content/ui.md", line: 21)
                public init?(name: String)
                #sourceLocation()
                }

                """)
    }

    @Test func modifiersExtendTheProtocolTheirResultConformsTo() {
        let text = generated(
            interface(
                """
                # UI

                ## `glow(_:)`

                Glows.

                - Kind: modifier
                - Declaration: `nonisolated func glow(_ amount: Double) -> some View`

                ## `backdrop(_:)`

                Sets a scene's backdrop.

                - Kind: modifier
                - Declaration: `func backdrop(_ colour: Color) -> some Scene`
                """))
        #expect(text.contains("extension Scene {\n#sourceLocation(file: \"content/ui.md\", line: 15)\npublic func backdrop"))
        #expect(text.contains("extension View {\n#sourceLocation(file: \"content/ui.md\", line: 8)\nnonisolated public func glow"))
    }

    @Test func aProtocolsStaticMemberOfAConcreteTypeIsConstrainedToIt() {
        let text = generated(
            interface(
                """
                # UI

                ## `Lighting`

                A lighting style.

                - Kind: protocol
                - Declaration: `protocol Lighting`

                ### `soft`

                Soft light.

                - Declaration: `static var soft: SoftLighting { get }`
                """))
        #expect(text.contains("public protocol Lighting {}\n"))
        #expect(text.contains("extension Lighting where Self == SoftLighting {"))
    }

    @Test func aDeclarationThatIsNotSwiftIsAWarningAtItsField() {
        let result = interface(
            """
            # UI

            ## `Palette`

            A palette.

            - Declaration: `a palette of colours`
            """)
        #expect(result.entryIDs.isEmpty)
        #expect(result.diagnostics.map(\.line) == [7])
    }

    @Test func theBuiltInContentsDeclarationsAllGoIn() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("content")
        let base = KnowledgeBaseBuilder.build(contentFolder: folder)
        let result = SwiftUIInterface(apis: base.apis) { $0 }
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let documented = base.apis.filter { $0.isDocumented && $0.declaration != nil }.map(\.id)
        #expect(Set(result.entryIDs) == Set(documented))
        try? result.text.write(toFile: "/tmp/generated.swiftinterface", atomically: true, encoding: .utf8)
    }
}
