import Foundation
import PanesModel
import Testing

/// The columns each visibility shows, from Apple's NavigationSplitViewVisibility pages, as
/// encoded in `SplitViewRules.visibleColumns(_:in:on:)`.
struct NavigationSplitViewVisibilityTests {
    @Test(arguments: [Platform.iOS, .iPadOS, .macOS, .visionOS])
    func allShowsEveryColumn(platform: Platform) {
        #expect(SplitViewRules.visibleColumns(.all, in: .twoColumn, on: platform) == [.sidebar, .detail])
        #expect(SplitViewRules.visibleColumns(.all, in: .threeColumn, on: platform) == [.sidebar, .content, .detail])
    }

    @Test func doubleColumnIsAllInTwoColumnsAndDropsTheSidebarInThree() {
        #expect(
            SplitViewRules.visibleColumns(.doubleColumn, in: .twoColumn, on: .iPadOS)
                == SplitViewRules.visibleColumns(.all, in: .twoColumn, on: .iPadOS))
        #expect(SplitViewRules.visibleColumns(.doubleColumn, in: .threeColumn, on: .iPadOS) == [.content, .detail])
    }

    @Test(arguments: SplitViewLayout.allCases)
    func detailOnlyShowsOnlyTheDetailOnIPad(layout: SplitViewLayout) {
        #expect(SplitViewRules.visibleColumns(.detailOnly, in: layout, on: .iPadOS) == [.detail])
    }

    @Test func macOSAlwaysShowsTheContentColumn() {
        #expect(SplitViewRules.visibleColumns(.detailOnly, in: .threeColumn, on: .macOS) == [.content, .detail])
        #expect(SplitViewRules.visibleColumns(.doubleColumn, in: .threeColumn, on: .macOS) == [.content, .detail])
        #expect(SplitViewRules.hiddenColumns(.detailOnly, in: .threeColumn, on: .macOS) == [.sidebar])
        // A two-column split view has no content column to keep.
        #expect(SplitViewRules.visibleColumns(.detailOnly, in: .twoColumn, on: .macOS) == [.detail])
    }

    @Test(arguments: Platform.allCases, SplitViewLayout.allCases)
    func automaticIsNotGuessed(platform: Platform, layout: SplitViewLayout) {
        #expect(SplitViewRules.visibleColumns(.automatic, in: layout, on: platform) == nil)
        #expect(SplitViewRules.hiddenColumns(.automatic, in: layout, on: platform) == nil)
    }

    @Test(arguments: [Platform.watchOS, .tvOS])
    func watchAndTVNeverShowColumnsSideBySide(platform: Platform) {
        for visibility in SplitViewRules.visibilities {
            #expect(SplitViewRules.visibleColumns(visibility, in: .threeColumn, on: platform) == nil)
        }
    }

    @Test(arguments: [NavigationSplitViewVisibility.all, .doubleColumn, .detailOnly], SplitViewLayout.allCases)
    func theDetailIsAlwaysShownLast(visibility: NavigationSplitViewVisibility, layout: SplitViewLayout) {
        for platform in [Platform.iOS, .iPadOS, .macOS, .visionOS] {
            #expect(SplitViewRules.visibleColumns(visibility, in: layout, on: platform)?.last == .detail)
        }
    }

    @Test func hiddenColumnsAreTheRest() {
        #expect(SplitViewRules.hiddenColumns(.detailOnly, in: .threeColumn, on: .iPadOS) == [.sidebar, .content])
        #expect(SplitViewRules.hiddenColumns(.doubleColumn, in: .threeColumn, on: .iPadOS) == [.sidebar])
        #expect(SplitViewRules.hiddenColumns(.all, in: .twoColumn, on: .iPadOS) == [])
    }

    @Test func theFourValuesAreDistinct() {
        let values = SplitViewRules.visibilities
        for (index, value) in values.enumerated() {
            #expect(values.indices.filter { values[$0] == value } == [index])
        }
    }

    @Test func visibilityRoundTripsThroughCodable() throws {
        let data = try JSONEncoder().encode(SplitViewRules.visibilities)
        let decoded = try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data)
        #expect(decoded == SplitViewRules.visibilities)
    }
}
