import PanesModel
import Testing

/// Collapsed split views: which column is on top, going back, and keeping selection across
/// collapse and expand. From content/split-views.md, "`NavigationSplitView`",
/// "`NavigationSplitViewColumn`" and "`NavigationSplitViewVisibility`".
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

    @Test func collapsedStackShowsTheLastColumnWithUsefulInformation() {
        var state = SplitViewNavigationState(layout: .threeColumn, horizontalSizeClass: .compact)
        #expect(state.visibleColumn == .sidebar)
        state.sidebarSelection = "Engineering"
        #expect(state.visibleColumn == .content)
        state.contentSelection = 42
        #expect(state.visibleColumn == .detail)
        #expect(state.compactStack == [.sidebar, .content, .detail])
    }

    @Test func initialSelectionsPickTheCompactColumn() {
        #expect(SplitViewNavigationState(sidebarSelection: "Inbox").preferredCompactColumn == .detail)
        #expect(
            SplitViewNavigationState(layout: .threeColumn, sidebarSelection: "Inbox").preferredCompactColumn
                == .content)
        #expect(SplitViewNavigationState(layout: .threeColumn).preferredCompactColumn == .sidebar)
    }

    @Test func preferredCompactColumnWinsOverSelections() {
        let state = SplitViewNavigationState(horizontalSizeClass: .compact, preferredCompactColumn: .detail)
        #expect(state.visibleColumns == [.detail])
    }

    @Test func goingBackFromDetailShowsTheSidebar() {
        var state = SplitViewNavigationState(horizontalSizeClass: .compact, preferredCompactColumn: .detail)
        let wentBack = state.goBack()
        #expect(wentBack)
        #expect(state.preferredCompactColumn == .sidebar)
        let wentBackAgain = state.goBack()
        #expect(!wentBackAgain)
        #expect(state.preferredCompactColumn == .sidebar)
    }

    @Test func goingBackClearsTheSelectionOfTheColumnItReturnsTo() {
        var state = SplitViewNavigationState(
            layout: .threeColumn, horizontalSizeClass: .compact,
            sidebarSelection: "Engineering", contentSelection: 42)
        #expect(state.visibleColumn == .detail)
        state.goBack()
        #expect(state.visibleColumn == .content)
        #expect(state.contentSelection == nil)
        #expect(state.sidebarSelection(as: String.self) == "Engineering")
        state.goBack()
        #expect(state.visibleColumn == .sidebar)
        #expect(state.sidebarSelection == nil)
    }

    @Test func expandedSplitViewHasNoBackButtonBetweenColumns() {
        var state = SplitViewNavigationState(sidebarSelection: "Inbox")
        let wentBack = state.goBack()
        #expect(!wentBack)
        #expect(state.sidebarSelection(as: String.self) == "Inbox")
    }

    @Test func selectionSurvivesCollapseAndExpand() {
        var state = SplitViewNavigationState(layout: .threeColumn, columnVisibility: .all)
        state.sidebarSelection = "Engineering"
        state.contentSelection = 42
        state.horizontalSizeClass = .compact
        #expect(state.visibleColumns == [.detail])
        state.horizontalSizeClass = .regular
        #expect(state.visibleColumns == [.sidebar, .content, .detail])
        #expect(state.sidebarSelection(as: String.self) == "Engineering")
        #expect(state.contentSelection(as: Int.self) == 42)
    }

    @Test func clearingASelectionReturnsToItsColumn() {
        var state = SplitViewNavigationState(horizontalSizeClass: .compact, sidebarSelection: "Inbox")
        state.sidebarSelection = nil
        #expect(state.visibleColumn == .sidebar)
    }

    @Test func contentSelectionDrivesNothingInTwoColumns() {
        var state = SplitViewNavigationState(horizontalSizeClass: .compact)
        state.contentSelection = 1
        #expect(state.visibleColumn == .sidebar)
    }

    @Test func contentMeansDetailInTwoColumns() {
        let state = SplitViewNavigationState(horizontalSizeClass: .compact, preferredCompactColumn: .content)
        #expect(state.visibleColumn == .detail)
    }

    @Test func watchAlwaysShowsAStack() {
        let state = SplitViewNavigationState(platform: .watchOS, columnVisibility: .all)
        #expect(state.visibleColumns == [.sidebar])
    }
}
