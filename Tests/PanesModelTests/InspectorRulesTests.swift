import PanesModel
import Testing

/// The inspector's two forms and its column width: `InspectorRules`, from Apple's
/// inspector(isPresented:content:) and inspectorColumnWidth pages.
struct InspectorRulesTests {
    @Test func aTrailingColumnInRegularWidthAndASheetInCompactWidth() {
        #expect(InspectorRules.presentationStyle(horizontalSizeClass: .regular) == .trailingColumn)
        #expect(InspectorRules.presentationStyle(horizontalSizeClass: .compact) == .sheet)
        #expect(InspectorRules.presentationStyle(horizontalSizeClass: nil) == .trailingColumn)
    }

    @Test func columnWidthsApplyOnlyToTheTrailingColumn() {
        #expect(InspectorRules.appliesColumnWidth(to: .trailingColumn))
        #expect(!InspectorRules.appliesColumnWidth(to: .sheet))
    }

    @Test func theInspectorOpensAtItsIdealWidthUnlessOneWasRestored() {
        #expect(InspectorRules.openingWidth(ideal: 280, restoredWidth: nil) == 280)
        #expect(InspectorRules.openingWidth(ideal: 280, restoredWidth: 344) == 344)
    }
}
