import PanesModel
import Testing

/// The outcomes Apple lists on `NavigationLink.init(value:label:)`, as encoded in
/// `NavigationLinkRules`, and destination visibility from `navigationDestination(for:destination:)`.
struct NavigationLinkRulesTests {
    struct Trail: Hashable { var name: String }
    struct Hut: Hashable { var name: String }

    var trails: NavigationDestinations {
        var destinations = NavigationDestinations()
        destinations.register(Trail.self)
        return destinations
    }

    @Test func aMatchingDestinationInTheEnclosingStackPushes() {
        #expect(NavigationLinkRules.outcome(of: Trail(name: "Ridge"), enclosingStack: trails) == .pushesOntoStack)
    }

    @Test func theEnclosingStackWinsOverALaterColumn() {
        let outcome = NavigationLinkRules.outcome(
            of: Trail(name: "Ridge"), enclosingStack: trails, laterColumnStack: trails)
        #expect(outcome == .pushesOntoStack)
    }

    @Test func aDestinationInALaterColumnReplacesThatStack() {
        let outcome = NavigationLinkRules.outcome(
            of: Trail(name: "Ridge"), laterColumnStack: trails, inSelectableListInLeadingColumn: true)
        #expect(outcome == .replacesLaterColumnStack)
    }

    @Test func withoutADestinationASelectableLeadingListUpdatesItsSelection() {
        #expect(
            NavigationLinkRules.outcome(of: Hut(name: "Col"), enclosingStack: trails, inSelectableListInLeadingColumn: true)
                == .updatesListSelection)
        #expect(NavigationLinkRules.outcome(of: Hut(name: "Col"), enclosingStack: trails) == .doesNothing)
    }

    @Test func aNilValueDisablesTheLink() {
        let value: Trail? = nil
        #expect(NavigationLinkRules.outcome(of: value, enclosingStack: trails) == .doesNothing)
    }

    @Test func assumptionADestinationInsideALazyContainerIsUnseen() {
        var rows = NavigationDestinations()
        rows.register(Trail.self, insideLazyContainer: true)
        #expect(!rows.canPresent(Trail(name: "Ridge")))
        #expect(NavigationLinkRules.outcome(of: Trail(name: "Ridge"), enclosingStack: rows) == .doesNothing)
    }

    @Test func applyingAnOutcomeChangesThePath() {
        var path = NavigationPath([Trail(name: "Ridge")])
        NavigationLinkRules.apply(.pushesOntoStack, value: Hut(name: "Col"), to: &path)
        #expect(path.count == 2)
        NavigationLinkRules.apply(.replacesLaterColumnStack, value: Trail(name: "Lake"), to: &path)
        #expect(path == NavigationPath([Trail(name: "Lake")]))
        NavigationLinkRules.apply(.updatesListSelection, value: Trail(name: "Pass"), to: &path)
        NavigationLinkRules.apply(.doesNothing, value: Trail(name: "Pass"), to: &path)
        #expect(path.count == 1)
    }
}
