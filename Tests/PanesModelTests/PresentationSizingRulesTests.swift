import PanesModel
import Testing

/// What the system sizings resolve to, sticky dimensions and resizable Mac sheets:
/// `PresentationSizingRules`, from Apple's PresentationSizing pages.
struct PresentationSizingRulesTests {
    typealias Resolution = PresentationSizingRules.Resolution

    @Test func automaticIsAFormFittedVerticallyOnMacAndAFormElsewhere() {
        #expect(PresentationSizingRules.resolution(of: .automatic, on: .macOS) == Resolution(base: .form, fitsVertically: true))
        #expect(
            PresentationSizingRules.resolution(of: .automatic, on: .macOS)
                == PresentationSizingRules.resolution(of: .form.fitted(horizontal: false, vertical: true), on: .macOS))
        for platform in [Platform.iOS, .iPadOS, .visionOS, .tvOS, .watchOS] {
            #expect(PresentationSizingRules.resolution(of: .automatic, on: platform) == Resolution(base: .form))
        }
    }

    @Test func fittedFollowsTheContentBothWays() {
        #expect(
            PresentationSizingRules.resolution(of: .fitted, on: .iPadOS)
                == Resolution(base: .fitted, fitsHorizontally: true, fitsVertically: true))
    }

    @Test func modifiersCombine() {
        let resolution = PresentationSizingRules.resolution(
            of: .page.fitted(horizontal: false, vertical: true).sticky(vertical: true), on: .iPadOS)
        #expect(
            resolution
                == Resolution(base: .page, fitsVertically: true, sticksVertically: true))
    }

    @Test func aStickyDimensionGrowsButNeverShrinks() {
        #expect(PresentationSizingRules.length(previousLength: 300, contentLength: 420, isSticky: true) == 420)
        #expect(PresentationSizingRules.length(previousLength: 420, contentLength: 300, isSticky: true) == 420)
        #expect(PresentationSizingRules.length(previousLength: 420, contentLength: 300, isSticky: false) == 300)
        #expect(PresentationSizingRules.length(previousLength: nil, contentLength: 300, isSticky: true) == 300)
    }

    @Test func onlyAFittedMacSheetWithoutAFixedSizeIsUserResizable() {
        #expect(PresentationSizingRules.isUserResizable(.fitted, on: .macOS, contentHasFixedSize: false))
        #expect(!PresentationSizingRules.isUserResizable(.fitted, on: .macOS, contentHasFixedSize: true))
        #expect(!PresentationSizingRules.isUserResizable(.form, on: .macOS, contentHasFixedSize: false))
        #expect(!PresentationSizingRules.isUserResizable(.fitted, on: .iPadOS, contentHasFixedSize: false))
    }
}
