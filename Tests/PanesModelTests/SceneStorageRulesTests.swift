import Foundation
import PanesModel
import Testing

/// What `@SceneStorage` accepts, as encoded in `SceneStorageRules`, and the default toolbar
/// kinds per platform in `ToolbarRules`.
struct SceneStorageRulesTests {
    enum Pane: String { case list, map }
    enum Zoom: Int { case near, far }
    enum Ratio: Double { case half = 0.5 }

    @Test func plainTypesAndTheirOptionalsFit() {
        for type: Any.Type in [Bool.self, Int.self, Double.self, String.self, URL.self, Data.self] {
            #expect(SceneStorageRules.canStore(type))
        }
        #expect(SceneStorageRules.canStore(Int?.self))
        #expect(SceneStorageRules.canStore(Data?.self))
        #expect(!SceneStorageRules.canStore(Int??.self))
    }

    @Test func rawRepresentableFitsOnlyWithIntOrStringRawValues() {
        #expect(SceneStorageRules.canStore(Pane.self))
        #expect(SceneStorageRules.canStore(Zoom?.self))
        #expect(!SceneStorageRules.canStore(Ratio.self))
    }

    @Test func codableValuesMustBeEncodedFirst() {
        #expect(!SceneStorageRules.canStore(NavigationSplitViewVisibility.self))
        #expect(!SceneStorageRules.canStore(NavigationPath.CodableRepresentation.self))
        #expect(!SceneStorageRules.canStore(NavigationSplitViewColumn.self))
        #expect(!SceneStorageRules.canStore([String].self))
        #expect(!SceneStorageRules.canStore(Float.self))
    }

    @Test func toolbarKindsExistWhereTheirHeadersSay() {
        #expect(ToolbarRules.platforms(offering: .sidebarToggle) == Set(Platform.allCases))
        #expect(ToolbarRules.platforms(offering: .search) == [.iOS, .iPadOS, .macOS, .visionOS])
        #expect(!ToolbarRules.platforms(offering: .title).contains(.watchOS))
        #expect(ToolbarRules.platforms(offering: .search) != ToolbarRules.platforms(offering: .sidebarToggle))
    }
}
