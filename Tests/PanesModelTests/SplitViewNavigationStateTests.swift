import PanesModel
import Testing

/// Collapsed split views: which column is on top, going back, and selections. From Apple's
/// NavigationSplitView and NavigationSplitViewColumn pages; the model's assumptions are named
/// in `SplitViewNavigationState`'s doc comments and in the test names here.
struct SplitViewNavigationStateTests {
    @Test func collapsedSplitViewIgnoresColumnVisibility() {
        var state = SplitViewNavigationState(
            layout: .threeColumn, horizontalSizeClass: .compact, columnVisibility: .all)
        #expect(state.isCollapsed)
        #expect(state.visibleColumns == [.sidebar])
        state.columnVisibility = .detailOnly
        #expect(state.visibleColumns == [.sidebar])
    }

    @Test func expandedSplitViewFollowsColumnVisibility() {
        let state = SplitViewNavigationState(layout: .threeColumn, columnVisibility: .doubleColumn)
        #expect(!state.isCollapsed)
        #expect(state.visibleColumns == [.content, .detail])
    }

    @Test func expandedMacKeepsTheContentColumn() {
        let state = SplitViewNavigationState(layout: .threeColumn, platform: .macOS, columnVisibility: .detailOnly)
        #expect(state.visibleColumns == [.content, .detail])
    }

    @Test func expandedAutomaticVisibilityIsNotGuessed() {
        #expect(SplitViewNavigationState(layout: .twoColumn).visibleColumns == nil)
    }

    @Test func collapsedStackShowsTheLastColumnWithUsefulInformation() {
        var state = SplitViewNavigationState(layout: .threeColumn, horizontalSizeClass: .compact)
        #expect(state.topColumn == .sidebar)
        state.sidebarSelection = "Engineering"
        #expect(state.topColumn == .content)
        state.contentSelection = 42
        #expect(state.topColumn == .detail)
        #expect(state.compactStack == [.sidebar, .content, .detail])
    }

    @Test func initialSelectionsPickTheCompactColumn() {
        #expect(SplitViewNavigationState(sidebarSelection: "Inbox").preferredCompactColumn == .detail)
        #expect(
            SplitViewNavigationState(layout: .threeColumn, sidebarSelection: "Inbox").preferredCompactColumn
                == .content)
        #expect(SplitViewNavigationState(layout: .threeColumn).preferredCompactColumn == .sidebar)
    }

    @Test func assumptionPreferredCompactColumnIsShownExactly() {
        let state = SplitViewNavigationState(horizontalSizeClass: .compact, preferredCompactColumn: .detail)
        #expect(state.visibleColumns == [.detail])
        #expect(state.compactStack == [.sidebar, .detail])
    }

    @Test func backFromTheDetailShowsTheSidebarAndUpdatesTheBinding() {
        var state = SplitViewNavigationState(horizontalSizeClass: .compact, preferredCompactColumn: .detail)
        let wentBack = state.goBack()
        #expect(wentBack)
        #expect(state.preferredCompactColumn == .sidebar)
        let wentBackAgain = state.goBack()
        #expect(!wentBackAgain)
        #expect(state.preferredCompactColumn == .sidebar)
    }

    @Test func goingBackLeavesTheSelectionsAlone() {
        var state = SplitViewNavigationState(
            layout: .threeColumn, horizontalSizeClass: .compact,
            sidebarSelection: "Engineering", contentSelection: 42)
        #expect(state.topColumn == .detail)
        state.goBack()
        #expect(state.topColumn == .content)
        #expect(state.contentSelection(as: Int.self) == 42)
        state.goBack()
        #expect(state.topColumn == .sidebar)
        #expect(state.sidebarSelection(as: String.self) == "Engineering")
    }

    @Test func expandedSplitViewHasNoBackButtonBetweenColumns() {
        var state = SplitViewNavigationState(sidebarSelection: "Inbox")
        let wentBack = state.goBack()
        #expect(!wentBack)
        #expect(state.preferredCompactColumn == .detail)
    }

    @Test func assumptionSelectionsMadeWhileExpandedDecideTheStackAfterCollapsing() {
        var state = SplitViewNavigationState(layout: .threeColumn, columnVisibility: .all)
        state.sidebarSelection = "Engineering"
        state.contentSelection = 42
        state.horizontalSizeClass = .compact
        #expect(state.visibleColumns == [.detail])
        state.horizontalSizeClass = .regular
        #expect(state.visibleColumns == [.sidebar, .content, .detail])
    }

    @Test func assumptionClearingASelectionReturnsToItsColumn() {
        var state = SplitViewNavigationState(horizontalSizeClass: .compact, sidebarSelection: "Inbox")
        state.sidebarSelection = nil
        #expect(state.topColumn == .sidebar)
    }

    @Test func contentSelectionDrivesNothingInTwoColumns() {
        var state = SplitViewNavigationState(horizontalSizeClass: .compact)
        state.contentSelection = 1
        #expect(state.topColumn == .sidebar)
    }

    @Test func assumptionAContentColumnTheLayoutLacksFallsBackToTheSelections() {
        let empty = SplitViewNavigationState(horizontalSizeClass: .compact, preferredCompactColumn: .content)
        #expect(empty.topColumn == .sidebar)
        let chosen = SplitViewNavigationState(
            horizontalSizeClass: .compact, preferredCompactColumn: .content, sidebarSelection: 3)
        #expect(chosen.topColumn == .detail)
    }

    @Test func watchAlwaysShowsAStack() {
        let state = SplitViewNavigationState(platform: .watchOS, columnVisibility: .all)
        #expect(state.visibleColumns == [.sidebar])
    }
}
