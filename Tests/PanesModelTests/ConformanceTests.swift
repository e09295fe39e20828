import PanesModel
import Testing

/// The model's SwiftUI types conform to what Apple's pages list, and to nothing more that content
/// could rely on: the dynamic casts below fail for a conformance the type lacks.
struct ConformanceTests {
    @Test func presentationAdaptationIsOnlySendable() {
        // Apple, PresentationAdaptation: Sendable and SendableMetatype, no Equatable.
        #expect(!(PresentationAdaptation.sheet as Any is any Equatable))
        let sendable: any Sendable = PresentationAdaptation.sheet  // compiles only if Sendable
        _ = sendable
    }

    @Test func presentationInteractionsConformAsInSwiftUI() {
        // SwiftUI declares PresentationBackgroundInteraction : Sendable and
        // PresentationContentInteraction : Equatable, Sendable.
        #expect(!(PresentationBackgroundInteraction.enabled as Any is any Equatable))
        #expect(PresentationContentInteraction.scrolls as Any is any Equatable)
        #expect(!(PresentationContentInteraction.scrolls as Any is any Hashable))
        #expect(PresentationContentInteraction.scrolls == .scrolls)
        #expect(PresentationContentInteraction.scrolls != .resizes)
    }

    @Test func toolbarDefaultItemKindIsNotEquatable() {
        // Apple's ToolbarDefaultItemKind page lists no conformances; the model's Sendable is its own.
        #expect(!(ToolbarDefaultItemKind.sidebarToggle as Any is any Equatable))
    }
}
