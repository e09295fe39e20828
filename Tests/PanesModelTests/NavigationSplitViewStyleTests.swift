import PanesModel
import Testing

/// What each style does to the detail column, from Apple's NavigationSplitViewStyle pages, as
/// encoded in `NavigationSplitViewRules.detailColumnBehavior(for:)`.
struct NavigationSplitViewStyleTests {
    @Test func balancedShrinksTheDetail() {
        #expect(NavigationSplitViewRules.detailColumnBehavior(for: .balanced) == .shrinks)
        #expect(NavigationSplitViewRules.detailColumnBehavior(for: BalancedNavigationSplitViewStyle()) == .shrinks)
    }

    @Test func prominentDetailKeepsTheDetailSize() {
        #expect(NavigationSplitViewRules.detailColumnBehavior(for: .prominentDetail) == .keepsSize)
    }

    @Test func automaticIsLeftToTheContext() {
        #expect(NavigationSplitViewRules.detailColumnBehavior(for: .automatic) == nil)
    }

    @Test func aCustomStyleIsUnknownToTheModel() {
        struct Custom: NavigationSplitViewStyle {}
        #expect(NavigationSplitViewRules.detailColumnBehavior(for: Custom()) == nil)
    }
}
