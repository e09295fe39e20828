import Foundation
import PanesModel
import Testing

/// Pushing, popping and saving a path, from Apple's NavigationPath pages. Equality after a round
/// trip through `codable` is the model's assumption (Apple does not promise it), so the tests
/// that rely on it say so in their names.
struct NavigationPathTests {
    enum Route: String, Codable, Hashable { case profile, settings }
    struct Article: Codable, Hashable { var id: Int; var title: String }
    struct Unsaved: Hashable { var id: Int }

    @Test func newPathIsEmpty() {
        let path = NavigationPath()
        #expect(path.isEmpty)
        #expect(path.count == 0)
    }

    @Test func appendPushesOneViewPerValue() {
        var path = NavigationPath()
        path.append(Route.profile)
        path.append(Article(id: 1, title: "Sheets"))
        #expect(path.count == 2)
        #expect(!path.isEmpty)
    }

    @Test func removeLastPopsViews() {
        var path = NavigationPath([Route.profile, .settings, .profile])
        path.removeLast()
        #expect(path == NavigationPath([Route.profile, .settings]))
        path.removeLast(2)
        #expect(path.isEmpty)
    }

    @Test func pathsCompareByElementsInOrder() {
        #expect(NavigationPath([Route.profile, .settings]) == NavigationPath([Route.profile, .settings]))
        #expect(NavigationPath([Route.profile, .settings]) != NavigationPath([Route.settings, .profile]))
        #expect(NavigationPath([1]) != NavigationPath(["1"]))
    }

    @Test func nonCodableElementMakesThePathNotCodable() {
        var path = NavigationPath([Route.profile])
        #expect(path.codable != nil)
        path.append(Unsaved(id: 1))
        #expect(path.codable == nil)
        path.removeLast()
        #expect(path.codable != nil)
    }

    @Test func codableRepresentationRoundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(Route.settings)
        path.append(Article(id: 7, title: "Inspectors"))
        path.append(3)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(representation == path.codable)
        let restored = NavigationPath(representation)
        #expect(restored.count == 3)
        #expect(restored.codable == path.codable)
    }

    @Test func assumptionARestoredPathComparesByItsDecodedValues() throws {
        let path = NavigationPath([Route.settings, .profile])
        let restored = NavigationPath(try #require(path.codable))
        #expect(restored == path)
    }

    @Test func restoredPathAcceptsMorePushes() throws {
        let saved = try #require(NavigationPath([Route.profile]).codable)
        var restored = NavigationPath(saved)
        restored.append(Route.settings)
        #expect(restored == NavigationPath([Route.profile, .settings]))
    }

    @Test func assumptionLocalTypesSurviveAsEncodedElements() throws {
        struct Local: Codable, Hashable { var name: String }
        let path = NavigationPath([Local(name: "a"), Local(name: "b")])
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path)
        #expect(restored.codable == path.codable)
    }

    @Test func malformedRepresentationFailsToDecode() {
        let data = Data(#"["Si"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }
}
