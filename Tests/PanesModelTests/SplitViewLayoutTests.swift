import PanesModel
import Testing

/// Column order and neighbours in two- and three-column split views.
struct SplitViewLayoutTests {
    @Test func columnsRunLeadingToTrailing() {
        #expect(SplitViewLayout.twoColumn.columns == [.sidebar, .detail])
        #expect(SplitViewLayout.threeColumn.columns == [.sidebar, .content, .detail])
    }

    @Test func neighboursFollowTheLayout() {
        #expect(SplitViewLayout.twoColumn.column(after: .sidebar) == .detail)
        #expect(SplitViewLayout.threeColumn.column(after: .sidebar) == .content)
        #expect(SplitViewLayout.threeColumn.column(after: .detail) == nil)
        #expect(SplitViewLayout.threeColumn.column(before: .detail) == .content)
        #expect(SplitViewLayout.twoColumn.column(before: .detail) == .sidebar)
        #expect(SplitViewLayout.twoColumn.column(before: .sidebar) == nil)
    }

    @Test func twoColumnsHaveNoContentColumn() {
        #expect(!SplitViewLayout.twoColumn.contains(.content))
        #expect(SplitViewLayout.twoColumn.column(after: .content) == nil)
        #expect(SplitViewLayout.threeColumn.contains(.content))
    }

    @Test func lastUsefulColumnFollowsTheSelections() {
        #expect(
            NavigationSplitViewRules.lastUsefulColumn(in: .threeColumn, hasSidebarSelection: false, hasContentSelection: false) == .sidebar)
        #expect(
            NavigationSplitViewRules.lastUsefulColumn(in: .threeColumn, hasSidebarSelection: true, hasContentSelection: false) == .content)
        #expect(
            NavigationSplitViewRules.lastUsefulColumn(in: .threeColumn, hasSidebarSelection: true, hasContentSelection: true) == .detail)
        #expect(NavigationSplitViewRules.lastUsefulColumn(in: .twoColumn, hasSidebarSelection: true, hasContentSelection: false) == .detail)
    }
}
