import PanesModel
import Testing

/// Column width preferences: what each modifier records, from Apple's pages. How SwiftUI then
/// sizes a column ("might make adjustments based on other constraints") is not documented, so
/// the model does not guess it.
struct ColumnWidthTests {
    let flexible = ColumnWidth(min: 200, ideal: 250, max: 400)

    @Test func aSingleWidthIsAFixedPreference() {
        let fixed = ColumnWidth.fixed(300)
        #expect(fixed.isFixed)
        #expect(!flexible.isFixed)
        #expect(fixed == ColumnWidth(min: 300, ideal: 300, max: 300))
    }

    @Test func modifierNamesRecordTheSamePreferences() {
        #expect(ColumnWidth.navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 400) == flexible)
        #expect(ColumnWidth.inspectorColumnWidth(min: 200, ideal: 250, max: 400) == flexible)
        #expect(ColumnWidth.navigationSplitViewColumnWidth(300) == .fixed(300))
        #expect(ColumnWidth.inspectorColumnWidth(300) == .fixed(300))
    }
}
