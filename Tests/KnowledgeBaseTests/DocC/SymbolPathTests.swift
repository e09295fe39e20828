import Testing

@testable import KnowledgeBase

/// Symbol links taken apart as DocC reads them.
struct SymbolPathTests {
    private func parts(_ text: String) -> [String] {
        SymbolPath(text)?.components.map { component in
            switch component.disambiguation {
            case nil: return component.name
            case .kind(let kind): return "\(component.name)[kind \(kind)]"
            case .hash(let hash): return "\(component.name)[hash \(hash)]"
            case .kindAndHash(let kind, let hash): return "\(component.name)[kind \(kind) hash \(hash)]"
            case .types(let parameters, let returns):
                return "\(component.name)[(\(parameters?.joined(separator: ",") ?? "?"))->(\(returns?.joined(separator: ",") ?? "?"))]"
            }
        } ?? []
    }

    @Test func everySuffixDocCDocuments() {
        #expect(parts("Trail/Difficulty-swift.enum") == ["Trail", "Difficulty[kind enum]"])
        #expect(parts("Trail/markers-type.property") == ["Trail", "markers[kind type.property]"])
        #expect(parts("Trail/markers-property-1jm9o") == ["Trail", "markers[kind property hash 1jm9o]"])
        #expect(parts("ParsableCommand/configuration-35km1") == ["ParsableCommand", "configuration[hash 35km1]"])
        #expect(parts("length(in:)-(Unit)") == ["length(in:)[(Unit)->(?)]"])
        #expect(parts("hikingTime(for:)->Int") == ["hikingTime(for:)[(?)->(Int)]"])
        #expect(parts("forecast(for:at:)-(Date,_)->HourByHourForecast") == ["forecast(for:at:)[(Date,_)->(HourByHourForecast)]"])
        #expect(parts("init(capacity:copying:)-(_,Sequence<Element>)") == ["init(capacity:copying:)[(_,Sequence<Element>)->(?)]"])
        #expect(parts("subscript(_:)->TreeDictionary<Key,Value>.Element") == ["subscript(_:)[(?)->(TreeDictionary<Key,Value>.Element)]"])
        #expect(parts("Trail/length(in:)-zzzzz") == ["Trail", "length(in:)[hash zzzzz]"])
    }

    @Test func namesThatLookLikeSuffixesAreNames() {
        #expect(parts("Trail/+(_:_:)") == ["Trail", "+(_:_:)"])
        #expect(parts("-(_:_:)") == ["-(_:_:)"])
        #expect(parts("Reducer()") == ["Reducer()"])
        // A suffix that looks like a hash is read as one; lookup tries the full text first.
        #expect(parts("foo-bar-baz") == ["foo-bar[hash baz]"])
        #expect(SymbolPath("foo-bar-baz")?.components.first?.fullText == "foo-bar-baz")
        #expect(parts("foo-Bar") == ["foo-Bar"])
        #expect(SymbolPath("/Trailmap/Trail")?.isAbsolute == true)
        #expect(SymbolPath("/=(_:_:)")?.isAbsolute == false)
        #expect(parts("Trail//=(_:_:)") == ["Trail", "/=(_:_:)"])
    }

    @Test func docLinksKeepTheirParts() throws {
        let heading = try #require(DocLink("doc:GettingStarted#Grades:-Easy,-Moderate-&-Strenuous"))
        #expect(heading.components == ["GettingStarted"])
        #expect(heading.fragment == "Grades:-Easy,-Moderate-&-Strenuous")
        let full = try #require(DocLink("doc://org.example.trailmap/documentation/Trailmap/Trail"))
        #expect((full.bundleIdentifier, full.components, full.isAbsolute) == ("org.example.trailmap", ["Trailmap", "Trail"], true))
        #expect(DocLink("doc:tutorials/PlanningAHike")?.prefersTutorial == true)
        #expect(DocLink("doc:#Weather")?.components == [])
        #expect(DocLink("https://example.org") == nil)
    }
}
