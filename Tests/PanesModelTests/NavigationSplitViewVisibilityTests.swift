import Foundation
import PanesModel
import Testing

/// The columns each visibility shows, from Apple's NavigationSplitViewVisibility pages, as
/// encoded in `NavigationSplitViewRules.visibleColumns(_:in:on:)`.
struct NavigationSplitViewVisibilityTests {
    @Test(arguments: [Platform.iOS, .iPadOS, .macOS, .visionOS])
    func allShowsEveryColumn(platform: Platform) {
        #expect(NavigationSplitViewRules.visibleColumns(.all, in: .twoColumn, on: platform) == [.sidebar, .detail])
        #expect(NavigationSplitViewRules.visibleColumns(.all, in: .threeColumn, on: platform) == [.sidebar, .content, .detail])
    }

    @Test func doubleColumnIsAllInTwoColumnsAndDropsTheSidebarInThree() {
        #expect(
            NavigationSplitViewRules.visibleColumns(.doubleColumn, in: .twoColumn, on: .iPadOS)
                == NavigationSplitViewRules.visibleColumns(.all, in: .twoColumn, on: .iPadOS))
        #expect(NavigationSplitViewRules.visibleColumns(.doubleColumn, in: .threeColumn, on: .iPadOS) == [.content, .detail])
    }

    @Test(arguments: SplitViewLayout.allCases)
    func detailOnlyShowsOnlyTheDetailOnIPad(layout: SplitViewLayout) {
        #expect(NavigationSplitViewRules.visibleColumns(.detailOnly, in: layout, on: .iPadOS) == [.detail])
    }

    @Test func macOSAlwaysShowsTheContentColumn() {
        #expect(NavigationSplitViewRules.visibleColumns(.detailOnly, in: .threeColumn, on: .macOS) == [.content, .detail])
        #expect(NavigationSplitViewRules.visibleColumns(.doubleColumn, in: .threeColumn, on: .macOS) == [.content, .detail])
        #expect(NavigationSplitViewRules.hiddenColumns(.detailOnly, in: .threeColumn, on: .macOS) == [.sidebar])
        // A two-column split view has no content column to keep.
        #expect(NavigationSplitViewRules.visibleColumns(.detailOnly, in: .twoColumn, on: .macOS) == [.detail])
    }

    @Test(arguments: Platform.allCases, SplitViewLayout.allCases)
    func automaticIsNotGuessed(platform: Platform, layout: SplitViewLayout) {
        #expect(NavigationSplitViewRules.visibleColumns(.automatic, in: layout, on: platform) == nil)
        #expect(NavigationSplitViewRules.hiddenColumns(.automatic, in: layout, on: platform) == nil)
    }

    @Test(arguments: [Platform.watchOS, .tvOS])
    func watchAndTVNeverShowColumnsSideBySide(platform: Platform) {
        for visibility in NavigationSplitViewRules.visibilities {
            #expect(NavigationSplitViewRules.visibleColumns(visibility, in: .threeColumn, on: platform) == nil)
        }
    }

    @Test(arguments: [NavigationSplitViewVisibility.all, .doubleColumn, .detailOnly], SplitViewLayout.allCases)
    func theDetailIsAlwaysShownLast(visibility: NavigationSplitViewVisibility, layout: SplitViewLayout) {
        for platform in [Platform.iOS, .iPadOS, .macOS, .visionOS] {
            #expect(NavigationSplitViewRules.visibleColumns(visibility, in: layout, on: platform)?.last == .detail)
        }
    }

    @Test func hiddenColumnsAreTheRest() {
        #expect(NavigationSplitViewRules.hiddenColumns(.detailOnly, in: .threeColumn, on: .iPadOS) == [.sidebar, .content])
        #expect(NavigationSplitViewRules.hiddenColumns(.doubleColumn, in: .threeColumn, on: .iPadOS) == [.sidebar])
        #expect(NavigationSplitViewRules.hiddenColumns(.all, in: .twoColumn, on: .iPadOS) == [])
    }

    @Test func theFourValuesAreDistinct() {
        let values = NavigationSplitViewRules.visibilities
        for (index, value) in values.enumerated() {
            #expect(values.indices.filter { values[$0] == value } == [index])
        }
    }

    @Test func visibilityRoundTripsThroughCodable() throws {
        let data = try JSONEncoder().encode(NavigationSplitViewRules.visibilities)
        let decoded = try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data)
        #expect(decoded == NavigationSplitViewRules.visibilities)
    }
}
