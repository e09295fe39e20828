import Foundation
import PanesModel
import Testing

/// Compact adaptation, dismissal gestures, corner radius and error-alert titles:
/// `PresentationRules`, from Apple's presentationCompactAdaptation pages and their neighbours.
struct PresentationRulesTests {
    @Test(arguments: PresentationStyle.allCases)
    func regularSizeClassesKeepEveryStyle(style: PresentationStyle) {
        for adaptation in [PresentationAdaptation.automatic, .none, .popover, .sheet, .fullScreenCover] {
            let appearance = PresentationRules.appearance(
                of: style, horizontalSizeClass: .regular, verticalSizeClass: .regular,
                horizontalAdaptation: adaptation, verticalAdaptation: adaptation)
            #expect(appearance == style)
        }
    }

    @Test func aPopoverTakesASheetAppearanceInCompactWidth() {
        #expect(PresentationRules.appearance(of: .popover, horizontalSizeClass: .compact, verticalSizeClass: .regular) == .sheet)
    }

    @Test func aSheetTakesAFullScreenCoverAppearanceInCompactHeight() {
        #expect(
            PresentationRules.appearance(of: .sheet, horizontalSizeClass: .regular, verticalSizeClass: .compact)
                == .fullScreenCover)
        #expect(PresentationRules.appearance(of: .sheet, horizontalSizeClass: .compact, verticalSizeClass: .regular) == .sheet)
    }

    /// Apple's popover page: in a vertically compact environment (iPhone in landscape) a popover
    /// appears as a full-screen cover, whatever the width.
    @Test func aPopoverTakesAFullScreenCoverAppearanceInCompactHeight() {
        #expect(
            PresentationRules.appearance(of: .popover, horizontalSizeClass: .regular, verticalSizeClass: .compact)
                == .fullScreenCover)
        #expect(
            PresentationRules.appearance(of: .popover, horizontalSizeClass: .compact, verticalSizeClass: .compact)
                == .fullScreenCover)
    }

    @Test func theVerticalAdaptationWinsWhenBothAreCompact() {
        let appearance = PresentationRules.appearance(
            of: .popover, horizontalSizeClass: .compact, verticalSizeClass: .compact,
            horizontalAdaptation: .popover, verticalAdaptation: .sheet)
        #expect(appearance == .sheet)
    }

    @Test func theHorizontalAdaptationAppliesInCompactWidthOnly() {
        let appearance = PresentationRules.appearance(
            of: .popover, horizontalSizeClass: .compact, verticalSizeClass: .regular,
            horizontalAdaptation: .popover, verticalAdaptation: .sheet)
        #expect(appearance == .popover)
    }

    @Test func noneKeepsTheRequestedStyle() {
        #expect(
            PresentationRules.appearance(
                of: .sheet, horizontalSizeClass: .compact, verticalSizeClass: .compact,
                horizontalAdaptation: .none, verticalAdaptation: .none) == .sheet)
    }

    @Test func assumptionSheetAndCoverPreferencesAreAlwaysMet() {
        // Apple: "Prefer a sheet appearance …", "Prefer a full-screen-cover appearance …"; the
        // model assumes the preference is never declined.
        #expect(
            PresentationRules.appearance(
                of: .sheet, horizontalSizeClass: .regular, verticalSizeClass: .compact,
                horizontalAdaptation: .sheet, verticalAdaptation: .sheet) == .sheet)
        #expect(
            PresentationRules.appearance(
                of: .popover, horizontalSizeClass: .compact, verticalSizeClass: .regular,
                horizontalAdaptation: .fullScreenCover, verticalAdaptation: .fullScreenCover) == .fullScreenCover)
    }

    @Test func aPopoverPreferenceOnASheetFallsBackToTheDefault() {
        #expect(
            PresentationRules.appearance(
                of: .sheet, horizontalSizeClass: .regular, verticalSizeClass: .compact,
                horizontalAdaptation: .popover, verticalAdaptation: .popover) == .fullScreenCover)
    }

    @Test func aMissingSizeClassCountsAsNotCompact() {
        #expect(PresentationRules.appearance(of: .popover, horizontalSizeClass: nil, verticalSizeClass: nil) == .popover)
    }

    @Test func onlyTheFullScreenCoverHasNoDismissGesture() {
        #expect(PresentationRules.hasDismissGesture(.sheet))
        #expect(PresentationRules.hasDismissGesture(.popover))
        #expect(!PresentationRules.hasDismissGesture(.fullScreenCover))
    }

    @Test func cornerRadiusIsNotSupportedOnWatchTVOrMac() {
        #expect(!PresentationRules.supportsCornerRadius(on: .macOS))
        #expect(!PresentationRules.supportsCornerRadius(on: .tvOS))
        #expect(!PresentationRules.supportsCornerRadius(on: .watchOS))
        #expect(PresentationRules.supportsCornerRadius(on: .iOS))
    }

    struct UploadError: LocalizedError {
        var errorDescription: String? { "The upload failed" }
    }

    @Test func anErrorAlertIsTitledWithTheErrorDescription() {
        #expect(PresentationRules.alertTitle(for: UploadError()) == "The upload failed")
    }
}
