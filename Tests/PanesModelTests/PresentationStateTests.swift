import PanesModel
import Testing

/// Item- and Boolean-driven presentations, from content/sheets.md,
/// "`sheet(item:onDismiss:content:)`", and content/alerts-and-dialogs.md,
/// "`alert(_:item:actions:message:)`".
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
        #expect(alert.isPresented)
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
        sheet.item = nil
        #expect(counter.count == 1)
    }

    @Test func settingNilDirectlyIsADismissal() {
        let counter = Counter()
        var sheet = PresentationState(item: Item(id: 1), onDismiss: { counter.count += 1 })
        sheet.item = nil
        #expect(counter.count == 1)
    }

    @Test func sameIdentityUpdatesWithoutDismissing() {
        let counter = Counter()
        var sheet = PresentationState(item: Item(id: 1), onDismiss: { counter.count += 1 })
        sheet.item = Item(id: 1, name: "Renamed")
        #expect(counter.count == 0)
        #expect(sheet.item?.name == "Renamed")
    }

    @Test func differentIdentityReplacesThePresentation() {
        let counter = Counter()
        var sheet = PresentationState(item: Item(id: 1), onDismiss: { counter.count += 1 })
        sheet.present(Item(id: 2))
        #expect(counter.count == 1)
        #expect(sheet.item?.id == 2)
    }

    @Test func hashableItemsCompareByEquality() {
        let counter = Counter()
        var dialog = PresentationState(item: "Delete", onDismiss: { counter.count += 1 })
        dialog.present("Delete")
        #expect(counter.count == 0)
        dialog.present("Archive")
        #expect(counter.count == 1)
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
}
