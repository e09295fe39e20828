import Foundation
import PanesModel
import Testing

/// The columns each visibility shows, from content/split-views.md, "`NavigationSplitViewVisibility`".
struct NavigationSplitViewVisibilityTests {
    @Test func allShowsEveryColumn() {
        #expect(NavigationSplitViewVisibility.all.visibleColumns(in: .twoColumn) == [.sidebar, .detail])
        #expect(NavigationSplitViewVisibility.all.visibleColumns(in: .threeColumn) == [.sidebar, .content, .detail])
    }

    @Test func doubleColumnShowsSidebarInTwoColumnsAndContentInThree() {
        #expect(NavigationSplitViewVisibility.doubleColumn.visibleColumns(in: .twoColumn) == [.sidebar, .detail])
        #expect(NavigationSplitViewVisibility.doubleColumn.visibleColumns(in: .threeColumn) == [.content, .detail])
    }

    @Test(arguments: SplitViewLayout.allCases)
    func detailOnlyShowsOnlyTheDetail(layout: SplitViewLayout) {
        #expect(NavigationSplitViewVisibility.detailOnly.visibleColumns(in: layout) == [.detail])
    }

    @Test(arguments: NavigationSplitViewVisibility.allCases, SplitViewLayout.allCases)
    func everyVisibilityShowsTheDetailLast(visibility: NavigationSplitViewVisibility, layout: SplitViewLayout) {
        #expect(visibility.visibleColumns(in: layout).last == .detail)
    }

    @Test func automaticResolvesPerPlatform() {
        #expect(NavigationSplitViewVisibility.automatic.resolved(on: .macOS) == .all)
        #expect(NavigationSplitViewVisibility.automatic.resolved(on: .visionOS) == .all)
        #expect(NavigationSplitViewVisibility.automatic.resolved(on: .iPadOS) == .doubleColumn)
        #expect(NavigationSplitViewVisibility.automatic.resolved(on: .iOS) == .doubleColumn)
    }

    @Test(arguments: [NavigationSplitViewVisibility.all, .doubleColumn, .detailOnly])
    func concreteValuesResolveToThemselves(visibility: NavigationSplitViewVisibility) {
        for platform in Platform.allCases {
            #expect(visibility.resolved(on: platform) == visibility)
        }
    }

    @Test func automaticOnIPadHidesTheSidebarOfAThreeColumnSplitView() {
        #expect(NavigationSplitViewVisibility.automatic.visibleColumns(in: .threeColumn) == [.content, .detail])
        #expect(NavigationSplitViewVisibility.automatic.visibleColumns(in: .twoColumn) == [.sidebar, .detail])
    }

    @Test func automaticOnMacShowsEveryColumn() {
        let columns = NavigationSplitViewVisibility.automatic.visibleColumns(in: .threeColumn, on: .macOS)
        #expect(columns == [.sidebar, .content, .detail])
    }

    @Test func hiddenColumnsAreTheRest() {
        #expect(NavigationSplitViewVisibility.detailOnly.hiddenColumns(in: .threeColumn) == [.sidebar, .content])
        #expect(NavigationSplitViewVisibility.doubleColumn.hiddenColumns(in: .threeColumn) == [.sidebar])
        #expect(NavigationSplitViewVisibility.all.hiddenColumns(in: .twoColumn).isEmpty)
    }

    @Test func visibilityRoundTripsThroughCodable() throws {
        let data = try JSONEncoder().encode(NavigationSplitViewVisibility.allCases)
        let decoded = try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data)
        #expect(decoded == NavigationSplitViewVisibility.allCases)
    }
}
