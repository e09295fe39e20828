import PanesModel
import Testing

/// What each style does to the detail column, from Apple's NavigationSplitViewStyle pages, as
/// encoded in `SplitViewRules.detailColumnBehavior(for:)`.
struct NavigationSplitViewStyleTests {
    @Test func balancedShrinksTheDetail() {
        #expect(SplitViewRules.detailColumnBehavior(for: .balanced) == .shrinks)
        #expect(SplitViewRules.detailColumnBehavior(for: BalancedNavigationSplitViewStyle()) == .shrinks)
    }

    @Test func prominentDetailKeepsTheDetailSize() {
        #expect(SplitViewRules.detailColumnBehavior(for: .prominentDetail) == .keepsSize)
    }

    @Test func automaticIsLeftToTheContext() {
        #expect(SplitViewRules.detailColumnBehavior(for: .automatic) == nil)
    }

    @Test func aCustomStyleIsUnknownToTheModel() {
        struct Custom: NavigationSplitViewStyle {}
        #expect(SplitViewRules.detailColumnBehavior(for: Custom()) == nil)
    }
}
