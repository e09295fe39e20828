import Foundation
import PanesModel
import Testing

/// Detent heights, selection and the interactions that depend on the detent: `DetentRules`, from
/// Apple's PresentationDetent, presentationDetents and presentation-interaction pages.
struct DetentRulesTests {
    struct Peek: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? {
            context.maxDetentValue < 300 ? nil : 120
        }
    }

    @Test func largeIsTheFullHeightAndMediumHalf() {
        #expect(DetentRules.height(of: .large, maxDetentValue: 800, verticalSizeClass: .regular) == 800)
        #expect(DetentRules.height(of: .medium, maxDetentValue: 800, verticalSizeClass: .regular) == 400)
    }

    @Test func mediumIsInactiveInCompactHeight() {
        #expect(DetentRules.height(of: .medium, maxDetentValue: 360, verticalSizeClass: .compact) == nil)
        let active = DetentRules.activeDetents([.medium, .large], maxDetentValue: 360, verticalSizeClass: .compact)
        #expect(active == [.large])
        #expect(!DetentRules.isResizable([.medium, .large], maxDetentValue: 360, verticalSizeClass: .compact))
    }

    @Test func customDetentsResolveThroughTheirType() {
        #expect(DetentRules.height(of: .custom(Peek.self), maxDetentValue: 800, verticalSizeClass: .regular) == 120)
        #expect(DetentRules.height(of: .custom(Peek.self), maxDetentValue: 200, verticalSizeClass: .regular) == nil)
        #expect(PresentationDetent.custom(Peek.self) == .custom(Peek.self))
    }

    @Test func activeDetentsAreOrderedByHeight() {
        let detents: Set<PresentationDetent> = [.large, .height(200), .fraction(0.3), .medium]
        let active = DetentRules.activeDetents(detents, maxDetentValue: 1000, verticalSizeClass: .regular)
        #expect(active == [.height(200), .fraction(0.3), .medium, .large])
    }

    @Test func sheetsSupportOnlyLargeByDefault() {
        #expect(DetentRules.defaultDetents == [.large])
        #expect(!DetentRules.isResizable(DetentRules.defaultDetents, maxDetentValue: 800, verticalSizeClass: .regular))
    }

    @Test func theSelectionMustBeOneOfTheDetents() {
        #expect(DetentRules.isValidSelection(.medium, for: [.medium, .large]))
        #expect(!DetentRules.isValidSelection(.fraction(0.4), for: [.medium, .large]))
    }

    @Test func backgroundInteractionUpThroughADetent() {
        let interaction = PresentationBackgroundInteraction.enabled(upThrough: .medium)
        #expect(DetentRules.allowsBackgroundInteraction(interaction, at: .height(150), maxDetentValue: 800, verticalSizeClass: .regular))
        #expect(DetentRules.allowsBackgroundInteraction(interaction, at: .medium, maxDetentValue: 800, verticalSizeClass: .regular))
        #expect(!DetentRules.allowsBackgroundInteraction(interaction, at: .large, maxDetentValue: 800, verticalSizeClass: .regular))
    }

    @Test func enabledDisabledAndAutomaticBackgroundInteraction() {
        #expect(DetentRules.allowsBackgroundInteraction(.enabled, at: .large, maxDetentValue: 800, verticalSizeClass: .regular))
        #expect(!DetentRules.allowsBackgroundInteraction(.disabled, at: .medium, maxDetentValue: 800, verticalSizeClass: .regular))
        #expect(!DetentRules.allowsBackgroundInteraction(.automatic, at: .medium, maxDetentValue: 800, verticalSizeClass: .regular))
    }

    @Test func swipesResizeFirstUnlessTheContentScrollsFirst() {
        #expect(DetentRules.swipeUpResizesSheet(.automatic, isAtLargestDetent: false, isScrolledToEnd: false))
        #expect(DetentRules.swipeUpResizesSheet(.resizes, isAtLargestDetent: false, isScrolledToEnd: false))
        #expect(!DetentRules.swipeUpResizesSheet(.scrolls, isAtLargestDetent: false, isScrolledToEnd: false))
        #expect(DetentRules.swipeUpResizesSheet(.scrolls, isAtLargestDetent: false, isScrolledToEnd: true))
        #expect(!DetentRules.swipeUpResizesSheet(.automatic, isAtLargestDetent: true, isScrolledToEnd: false))
    }
}
