import PanesModel
import Testing

/// One sheet at a time, from content/sheets.md, "`sheet(item:onDismiss:content:)`".
struct PresentationHostTests {
    enum Sheet: Hashable { case add, settings }

    @Test func aSecondSheetIsIgnoredWhileOneIsUp() {
        var host = PresentationHost<Sheet>()
        let first = host.present(.add)
        #expect(first)
        let second = host.present(.settings)
        #expect(!second)
        #expect(host.presented == .add)
    }

    @Test func dismissingMakesRoomForTheNext() {
        var host = PresentationHost<Sheet>()
        host.present(.add)
        host.dismiss()
        #expect(!host.isPresenting)
        let presented = host.present(.settings)
        #expect(presented)
        #expect(host.presented == .settings)
    }

    @Test func presentingTheSameSheetAgainKeepsIt() {
        var host = PresentationHost<Sheet>()
        host.present(.add)
        let again = host.present(.add)
        #expect(again)
        #expect(host.presented == .add)
    }
}
