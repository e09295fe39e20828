import Testing

@testable import Search

/// The token rules of docs/search-ranking.md, string in, words out.
@Suite struct TokenizerTests {
    @Test func camelWordsSplitAtCapitalsAndAcronyms() {
        #expect(TextTokenizer.camelWords("NavigationSplitView") == ["navigation", "split", "view"])
        #expect(TextTokenizer.camelWords("JSONEncoder") == ["json", "encoder"])
        #expect(TextTokenizer.camelWords("NavigationPath.CodableRepresentation") == ["navigation", "path", "codable", "representation"])
    }

    @Test func termsKeepTheWholeIdentifierAndItsParts() {
        #expect(TextTokenizer.terms("the columnVisibility binding") == ["the", "columnvisibility", "column", "visibility", "binding"])
    }

    @Test func stemDropsPluralSOnly() {
        #expect(TextTokenizer.stem("columns") == "column")
        #expect(TextTokenizer.stem("dismiss") == "dismiss")
        #expect(TextTokenizer.stem("status") == "status")
        #expect(TextTokenizer.stem("this") == "this")
        #expect(TextTokenizer.stem("its") == "its")
    }

    @Test func nonASCIISeparatesWords() {
        #expect(TextTokenizer.words("café—sheet") == ["caf", "sheet"])
    }
}
