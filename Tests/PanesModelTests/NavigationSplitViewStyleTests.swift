import PanesModel
import Testing

/// How styles treat the detail column, from content/split-views.md, "`NavigationSplitViewStyle`".
struct NavigationSplitViewStyleTests {
    @Test(arguments: Platform.allCases)
    func balancedShrinksTheDetail(platform: Platform) {
        #expect(NavigationSplitViewStyle.balanced.detailColumnBehavior(on: platform) == .shrinks)
    }

    @Test(arguments: Platform.allCases)
    func prominentDetailKeepsTheDetailSize(platform: Platform) {
        #expect(
            NavigationSplitViewStyle.prominentDetail.detailColumnBehavior(on: platform)
                == .keepsSizeUnderLeadingColumns)
    }

    @Test func automaticIsProminentDetailOnIPadAndBalancedOnMac() {
        #expect(NavigationSplitViewStyle.automatic.resolved(on: .iPadOS) == .prominentDetail)
        #expect(NavigationSplitViewStyle.automatic.resolved(on: .macOS) == .balanced)
        #expect(NavigationSplitViewStyle.automatic.detailColumnBehavior() == .keepsSizeUnderLeadingColumns)
        #expect(NavigationSplitViewStyle.automatic.detailColumnBehavior(on: .macOS) == .shrinks)
    }

    @Test func explicitStylesResolveToThemselves() {
        #expect(NavigationSplitViewStyle.balanced.resolved(on: .iPadOS) == .balanced)
        #expect(NavigationSplitViewStyle.prominentDetail.resolved(on: .macOS) == .prominentDetail)
    }
}
