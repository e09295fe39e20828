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

    @Test func twoColumnsTreatContentAsDetail() {
        #expect(SplitViewLayout.twoColumn.normalized(.content) == .detail)
        #expect(SplitViewLayout.threeColumn.normalized(.content) == .content)
    }
}
