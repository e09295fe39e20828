import Testing

@testable import KnowledgeBase

/// Grouping inferred spellings into one API per family.
struct FamilyBuilderTests {
    private func families(_ spellings: [String]) -> [String: [String]] {
        let names = spellings.compactMap { SymbolName(parsing: $0) }
        var result: [String: [String]] = [:]
        for family in FamilyBuilder.families(of: names) {
            result[family.canonical.spelling] = family.members.map(\.spelling).sorted()
        }
        return result
    }

    @Test func theLongestSignatureNamesTheFamily() {
        #expect(
            families([".sheet(item:)", "sheet(item:content:)", "sheet(item:onDismiss:content:)"]) == [
                "sheet(item:onDismiss:content:)": ["sheet(item:)", "sheet(item:content:)", "sheet(item:onDismiss:content:)"]
            ])
    }

    @Test func theOrderOfSpellingsDoesNotMatter() {
        let spellings = [".sheet(item:)", "sheet(isPresented:)", "sheet(item:onDismiss:content:)", "sheet(isPresented:content:)"]
        #expect(families(spellings) == families(spellings.reversed()))
        #expect(families(spellings).keys.sorted() == ["sheet(isPresented:content:)", "sheet(item:onDismiss:content:)"])
    }

    @Test func differentLabelsMakeDifferentFamilies() {
        #expect(families(["sheet(item:)", "sheet(isPresented:)", "popover(item:)"]).count == 3)
    }

    @Test func ownersKeepFamiliesApart() {
        let result = families(["NavigationSplitView(columnVisibility:)", "NavigationStack(path:)"])
        #expect(result.keys.sorted() == ["NavigationSplitView.init(columnVisibility:)", "NavigationStack.init(path:)"])
    }
}
