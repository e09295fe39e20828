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

    @Test func automaticIsLeftToSwiftUI() {
        let svg = ColumnFigure.diagram(.automatic, layout: .twoColumn)
        #expect(svg.contains("shows the columns SwiftUI picks for the device"))
        #expect(!svg.contains("<rect class=\"shown\""))
    }

    @Test func everyValueIsDrawnFromTheModel() {
        let figure = ColumnFigure.figure(values: NavigationSplitViewRules.visibilities)
        for value in NavigationSplitViewRules.visibilities {
            for layout in SplitViewLayout.allCases {
                let shown = NavigationSplitViewRules.visibleColumns(value, in: layout, on: .iPadOS)?.count ?? 0
                let svg = ColumnFigure.diagram(value, layout: layout)
                #expect(svg.components(separatedBy: "<rect class=\"shown\"").count - 1 == shown)
                #expect(figure.contains(svg))
            }
        }
    }

    @Test func adaptationIsDrawnFromThePresentationRules() {
        let figure = AdaptationFigure.figure(adaptation: .automatic, name: "automatic")
        #expect(figure.contains("aria-label=\"Popover on an iPhone in portrait: shown as a sheet\""))
        #expect(figure.contains("aria-label=\"Sheet on a large iPhone in landscape: shown as a full-screen cover\""))
        #expect(figure.contains("aria-label=\"Popover on an iPad: shown as a popover\""))
        let none = AdaptationFigure.figure(adaptation: .none, name: "none")
        #expect(none.contains("aria-label=\"Popover on an iPhone in portrait: shown as a popover\""))
    }
}
