import PanesModel
import Testing

/// One sheet at a time, the next one after dismissal: `PresentationHost`, from SwiftUI's console
/// warning as reported in subconsciousnetwork/subconscious#900.
struct PresentationHostTests {
    enum Sheet: Hashable { case add, settings, export }

    @Test func aSecondSheetWaitsWhileOneIsUp() {
        var host = PresentationHost<Sheet>()
        let first = host.present(.add)
        let second = host.present(.settings)
        #expect(first)
        #expect(!second)
        #expect(host.presented == .add)
        #expect(host.waiting == [.settings])
    }

    @Test func dismissingPresentsTheWaitingSheet() {
        var host = PresentationHost<Sheet>()
        host.present(.add)
        host.present(.settings)
        host.dismiss()
        #expect(host.presented == .settings)
        #expect(host.waiting.isEmpty)
        host.dismiss()
        #expect(!host.isPresenting)
    }

    @Test func waitingRequestsComeUpInTheOrderTheyWereMade() {
        var host = PresentationHost<Sheet>()
        host.present(.add)
        host.present(.export)
        host.present(.settings)
        host.present(.export)
        #expect(host.waiting == [.export, .settings])
        host.dismiss()
        #expect(host.presented == .export)
    }

    @Test func aWithdrawnRequestIsNeverPresented() {
        var host = PresentationHost<Sheet>()
        host.present(.add)
        host.present(.settings)
        host.withdraw(.settings)
        host.dismiss()
        #expect(host.presented == nil)
    }

    @Test func presentingTheSameSheetAgainKeepsIt() {
        var host = PresentationHost<Sheet>()
        host.present(.add)
        let again = host.present(.add)
        #expect(again)
        #expect(host.presented == .add)
        #expect(host.waiting.isEmpty)
    }
}
