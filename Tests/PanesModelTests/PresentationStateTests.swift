import Foundation
import PanesModel
import Testing

/// Item- and Boolean-driven presentations and interactive dismissal: `PresentationState`, from
/// Apple's sheet(item:onDismiss:content:), alert(_:item:actions:message:) and
/// interactiveDismissDisabled(_:) pages.
struct PresentationStateTests {
    struct Item: Identifiable, Hashable {
        var id: Int
        var name = ""
    }

    /// A type that is neither `Identifiable` nor `Hashable`, as `alert(_:item:)` allows.
    struct Photo {
        var name: String
    }

    /// Counts how often `onDismiss` runs.
    final class Counter {
        var count = 0
    }

    @Test func presentedExactlyWhileTheItemIsNonNil() {
        var sheet = PresentationState<Item>()
        #expect(!sheet.isPresented)
        sheet.item = Item(id: 1)
        #expect(sheet.isPresented)
        sheet.item = nil
        #expect(!sheet.isPresented)
    }

    @Test func dismissResetsTheItemAndReturnsIt() {
        var alert = PresentationState(item: Photo(name: "Beach"))
        let dismissed = alert.dismiss()
        #expect(dismissed?.name == "Beach")
        #expect(alert.item == nil)
    }

    @Test func onDismissRunsOncePerDismissal() {
        let counter = Counter()
        var sheet = PresentationState<Item>(onDismiss: { counter.count += 1 })
        sheet.present(Item(id: 1))
        sheet.dismiss()
        sheet.dismiss()
        #expect(counter.count == 1)
    }

    @Test func sameIdentityUpdatesWithoutDismissing() {
        let counter = Counter()
        var sheet = PresentationState(item: Item(id: 1), onDismiss: { counter.count += 1 })
        sheet.item = Item(id: 1, name: "Renamed")
        #expect(counter.count == 0)
        #expect(sheet.item?.name == "Renamed")
    }

    @Test func anotherIdentityReplacesThePresentation() {
        let counter = Counter()
        var sheet = PresentationState(item: Item(id: 1), onDismiss: { counter.count += 1 })
        sheet.present(Item(id: 2))
        #expect(counter.count == 1)
        #expect(sheet.item?.id == 2)
    }

    @Test func aNonIdentifiableItemIsUpdatedInPlace() {
        var alert = PresentationState(item: "Disk almost full")
        alert.present("Disk full")
        #expect(alert.isPresented)
        #expect(alert.item == "Disk full")
    }

    @Test func booleanFormPresentsAndToggles() {
        let counter = Counter()
        var inspector = PresentationState(isPresented: false, onDismiss: { counter.count += 1 })
        inspector.toggle()
        #expect(inspector.isPresented)
        inspector.present()
        #expect(counter.count == 0)
        inspector.toggle()
        #expect(!inspector.isPresented)
        #expect(counter.count == 1)
    }

    @Test func aGestureIsRefusedWhileInteractiveDismissIsDisabled() {
        var sheet = PresentationState<Item>(item: Item(id: 3))
        sheet.isInteractiveDismissDisabled = true
        let refused = !sheet.dismissInteractively()
        #expect(refused)
        #expect(sheet.isPresented)
        sheet.isInteractiveDismissDisabled = false
        let accepted = sheet.dismissInteractively()
        #expect(accepted)
        #expect(!sheet.isPresented)
    }

    @Test func codeCanDismissEvenWhileInteractiveDismissIsDisabled() {
        var inspector = PresentationState<Void>(isPresented: true)
        inspector.isInteractiveDismissDisabled = true
        inspector.dismiss()
        #expect(!inspector.isPresented)
    }

    @Test func aGestureOnNothingPresentedDoesNothing() {
        var popover = PresentationState<Item>()
        let dismissed = popover.dismissInteractively()
        #expect(!dismissed)
    }
}
