import PanesModel
import Testing

/// Column width preferences. What the modifiers record is from Apple's pages; how a width is
/// resolved (`clamped`, `resolvedWidth`) is the model's labelled assumption, and the tests that
/// check it say so in their names.
struct ColumnWidthTests {
    let flexible = ColumnWidth(min: 200, ideal: 250, max: 400)

    @Test func assumptionIdealIsPreferredWhenThereIsRoom() {
        #expect(flexible.resolvedWidth(available: 1000) == 250)
    }

    @Test func assumptionShrinksToTheRoomAvailableButNotBelowMin() {
        #expect(flexible.resolvedWidth(available: 220) == 220)
        #expect(flexible.resolvedWidth(available: 100) == 200)
        #expect(flexible.resolvedWidth(available: -5) == 200)
    }

    @Test func assumptionIdealOutsideTheBoundsIsClamped() {
        #expect(ColumnWidth(min: 300, ideal: 250).resolvedWidth(available: 1000) == 300)
        #expect(ColumnWidth(ideal: 500, max: 400).resolvedWidth(available: 1000) == 400)
    }

    @Test func assumptionMaxCapsAProposedWidth() {
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
