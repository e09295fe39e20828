import PanesModel
import Testing

/// Compact adaptation and covers, from content/popovers-and-covers.md,
/// "`presentationCompactAdaptation(_:)`" and "`fullScreenCover(isPresented:onDismiss:content:)`",
/// and inspectors, from content/inspectors.md, "`inspector(isPresented:content:)`".
struct PresentationStyleTests {
    @Test func popoverBecomesASheetInCompactWidth() {
        #expect(PresentationStyle.popover.resolved(horizontalSizeClass: .compact) == .sheet)
    }

    @Test func popoverAdaptedToPopoverStaysAPopover() {
        #expect(PresentationStyle.popover.resolved(horizontalSizeClass: .compact, compactAdaptation: .popover) == .popover)
        #expect(PresentationStyle.popover.resolved(horizontalSizeClass: .compact, compactAdaptation: .none) == .popover)
    }

    @Test func explicitAdaptationWinsInCompactWidth() {
        #expect(
            PresentationStyle.popover.resolved(horizontalSizeClass: .compact, compactAdaptation: .fullScreenCover)
                == .fullScreenCover)
        #expect(PresentationStyle.sheet.resolved(horizontalSizeClass: .compact, compactAdaptation: .popover) == .popover)
    }

    @Test(arguments: PresentationStyle.allCases, PresentationAdaptation.allCases)
    func regularWidthKeepsEveryStyle(style: PresentationStyle, adaptation: PresentationAdaptation) {
        #expect(style.resolved(horizontalSizeClass: .regular, compactAdaptation: adaptation) == style)
    }

    @Test(arguments: PresentationAdaptation.allCases)
    func fullScreenCoverIsNeverAdapted(adaptation: PresentationAdaptation) {
        #expect(
            PresentationStyle.fullScreenCover.resolved(horizontalSizeClass: .compact, compactAdaptation: adaptation)
                == .fullScreenCover)
    }

    @Test func onlyAFullScreenCoverCoversTheScreen() {
        #expect(PresentationStyle.fullScreenCover.coversEntireScreen)
        #expect(!PresentationStyle.sheet.coversEntireScreen)
        #expect(!PresentationStyle.popover.coversEntireScreen)
    }

    @Test func inspectorIsATrailingColumnInRegularWidthAndASheetInCompact() {
        #expect(InspectorPresentationStyle(horizontalSizeClass: .regular) == .trailingColumn)
        #expect(InspectorPresentationStyle(horizontalSizeClass: .compact) == .sheet)
    }
}
