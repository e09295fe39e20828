import PanesModel
import Testing

@testable import Site

@Suite struct ColumnFigureTests {
    @Test func detailOnlyShowsOnlyTheDetailColumn() {
        let svg = ColumnFigure.diagram(.detailOnly, layout: .threeColumn)
        #expect(svg.contains("aria-label=\"Three-column split view with .detailOnly: shows detail\""))
        #expect(svg.components(separatedBy: "<rect class=\"shown\"").count - 1 == 1)
        #expect(svg.components(separatedBy: "<rect class=\"hidden\"").count - 1 == 2)
    }

    @Test func everyValueIsDrawnFromTheModel() {
        let figure = ColumnFigure.figure(values: NavigationSplitViewVisibility.allCases)
        for value in NavigationSplitViewVisibility.allCases {
            for layout in SplitViewLayout.allCases {
                let shown = value.visibleColumns(in: layout).count
                let svg = ColumnFigure.diagram(value, layout: layout)
                #expect(svg.components(separatedBy: "<rect class=\"shown\"").count - 1 == shown)
                #expect(figure.contains(svg))
            }
        }
    }
}
