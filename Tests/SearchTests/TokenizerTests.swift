import Testing

@testable import Search
@testable import SearchCore

/// The token rules of docs/search-ranking.md, string in, words out.
@Suite struct TokenizerTests {
    @Test func camelWordsSplitAtCapitalsAndAcronyms() {
        #expect(TextTokenizer.camelWords("NavigationSplitView") == ["navigation", "split", "view"])
        #expect(TextTokenizer.camelWords("JSONEncoder") == ["json", "encoder"])
        #expect(TextTokenizer.camelWords("NavigationPath.CodableRepresentation") == ["navigation", "path", "codable", "representation"])
    }

    @Test func termsKeepTheWholeIdentifierAndItsParts() {
        #expect(TextTokenizer.terms("the columnVisibility binding") == ["the", "columnvisibility", "column", "visibility", "bind"])
    }

    @Test func stemDropsPluralSOnly() {
        #expect(TextTokenizer.stem("columns") == "column")
        #expect(TextTokenizer.stem("dismiss") == "dismiss")
        #expect(TextTokenizer.stem("status") == "status")
        #expect(TextTokenizer.stem("this") == "this")
        #expect(TextTokenizer.stem("its") == "its")
    }

    @Test func theStemmerMeetsWordFormsHalfway() {
        #expect(TextTokenizer.stem("entries") == "entry")
        #expect(TextTokenizer.stem("swiping") == TextTokenizer.stem("swipe"))
        #expect(TextTokenizer.stem("closes") == TextTokenizer.stem("close"))
        #expect(TextTokenizer.stem("closing") == TextTokenizer.stem("closed"))
        #expect(TextTokenizer.stem("dropped") == "drop")
        #expect(TextTokenizer.stem("pushes") == "push")
        #expect(TextTokenizer.stem("café") == "café")
    }

    @Test func lettersOfEveryScriptMakeWords() {
        #expect(TextTokenizer.words("café—sheet") == ["café", "sheet"])
        #expect(TextTokenizer.words("Боковая ПАНЕЛЬ") == ["боковая", "панель"])
        #expect(TextTokenizer.words("Größe 2") == ["größe", "2"])
    }

    @Test func chineseJapaneseAndKoreanRunsBecomePairs() {
        #expect(TextTokenizer.words("侧边栏") == ["侧边", "边栏"])
        #expect(TextTokenizer.words("概述") == ["概述"])
        #expect(TextTokenizer.words("栏") == ["栏"])
        #expect(TextTokenizer.words("sheet表单") == ["sheet", "表单"])
        #expect(TextTokenizer.words("シート") == ["シー", "ート"])
    }
}
