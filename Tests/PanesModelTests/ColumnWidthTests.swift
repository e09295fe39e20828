import PanesModel
import Testing

/// Column width preferences, from content/split-views.md,
/// "`navigationSplitViewColumnWidth(min:ideal:max:)`", and content/inspectors.md,
/// "`inspectorColumnWidth(min:ideal:max:)`".
struct ColumnWidthTests {
    let flexible = ColumnWidth(min: 200, ideal: 250, max: 400)

    @Test func idealIsPreferredWhenThereIsRoom() {
        #expect(flexible.resolvedWidth(available: 1000) == 250)
    }

    @Test func shrinksToTheRoomAvailableButNotBelowMin() {
        #expect(flexible.resolvedWidth(available: 220) == 220)
        #expect(flexible.resolvedWidth(available: 100) == 200)
        #expect(flexible.resolvedWidth(available: -5) == 200)
    }

    @Test func idealOutsideTheBoundsIsClamped() {
        #expect(ColumnWidth(min: 300, ideal: 250).resolvedWidth(available: 1000) == 300)
        #expect(ColumnWidth(ideal: 500, max: 400).resolvedWidth(available: 1000) == 400)
    }

    @Test func maxCapsAProposedWidth() {
        #expect(flexible.clamped(600) == 400)
        #expect(flexible.clamped(150) == 200)
        #expect(flexible.clamped(300) == 300)
        #expect(ColumnWidth(min: 200, ideal: 250).clamped(600) == 600)
    }

    @Test func fixedWidthNeverChanges() {
        let fixed = ColumnWidth.fixed(300)
        #expect(fixed.isFixed)
        #expect(!flexible.isFixed)
        #expect(fixed.clamped(900) == 300)
        #expect(fixed.resolvedWidth(available: 1000) == 300)
    }

    @Test func modifierNamesRecordTheSamePreferences() {
        #expect(ColumnWidth.navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 400) == flexible)
        #expect(ColumnWidth.inspectorColumnWidth(min: 200, ideal: 250, max: 400) == flexible)
        #expect(ColumnWidth.navigationSplitViewColumnWidth(300) == .fixed(300))
        #expect(ColumnWidth.inspectorColumnWidth(300) == .fixed(300))
    }
}
