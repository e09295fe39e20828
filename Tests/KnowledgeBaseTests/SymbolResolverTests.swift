import Testing

@testable import KnowledgeBase

/// Which API a spelling names when several could.
struct SymbolResolverTests {
    static let styles = """
        # Split views

        ## `NavigationSplitViewVisibility`

        Which columns show.

        ### `automatic`

        The platform decides.

        ### `all`

        Every column. Unlike `.automatic`, it never hides one.

        ## `NavigationSplitViewStyle`

        How columns share the width.

        ### `automatic`

        The platform's style.

        ### `balanced`

        Shrinks the detail column. Compare with `.automatic` here.

        ## `navigationSplitViewStyle(_:)`

        Sets the style; pass `.automatic` or `.balanced`.

        ## `sheet(item:onDismiss:content:)`

        A sheet for an item.

        ## `sheet(isPresented:onDismiss:content:)`

        A sheet for a Boolean.
        """

    @Test func contextPicksTheMemberOfTheSurroundingEntry() {
        let base = TestContent.build(Self.styles)
        #expect(base.resolve(".automatic", contextEntryID: "NavigationSplitViewStyle") == "NavigationSplitViewStyle.automatic")
        #expect(base.resolve(".automatic", contextEntryID: "NavigationSplitViewStyle.balanced") == "NavigationSplitViewStyle.automatic")
        #expect(base.resolve(".automatic", contextEntryID: "NavigationSplitViewVisibility") == "NavigationSplitViewVisibility.automatic")
        #expect(
            base.resolve(".automatic", contextEntryID: "NavigationSplitViewVisibility.all") == "NavigationSplitViewVisibility.automatic")
    }

    @Test func mentionsInASectionResolveThroughItsEntry() throws {
        let base = TestContent.build(Self.styles, path: "split-views.md")
        let style = try #require(base.api(id: "NavigationSplitViewStyle.automatic"))
        let visibility = try #require(base.api(id: "NavigationSplitViewVisibility.automatic"))
        #expect(style.mentionedIn.map(\.anchor).contains("balanced"))
        #expect(!style.mentionedIn.map(\.anchor).contains("all"))
        #expect(visibility.mentionedIn.map(\.anchor).contains("all"))
        #expect(!visibility.mentionedIn.map(\.anchor).contains("balanced"))
    }

    /// Without anything around it, a member two types have names neither: never the
    /// alphabetically first (which linked a presentation sizing's `.automatic` to a split-view style).
    @Test func withoutContextAMemberOfTwoTypesIsAmbiguous() {
        let base = TestContent.build(Self.styles)
        #expect(base.resolve(".automatic") == nil)
        #expect(base.resolve(".balanced") == "NavigationSplitViewStyle.balanced")
    }

    @Test func exactNamesWin() {
        let base = TestContent.build(Self.styles)
        #expect(base.resolve("NavigationSplitViewStyle") == "NavigationSplitViewStyle")
        #expect(base.resolve("navigationSplitViewStyle(_:)") == "navigationSplitViewStyle(_:)")
        #expect(
            base.resolve("NavigationSplitViewVisibility.automatic", contextEntryID: "NavigationSplitViewStyle")
                == "NavigationSplitViewVisibility.automatic")
    }

    @Test func labelsPickTheRightFamily() {
        let base = TestContent.build(Self.styles)
        #expect(base.resolve(".sheet(item:)") == "sheet(item:onDismiss:content:)")
        #expect(base.resolve("sheet(item:content:)") == "sheet(item:onDismiss:content:)")
        #expect(base.resolve(".sheet(isPresented:)") == "sheet(isPresented:onDismiss:content:)")
        #expect(base.resolve("sheet(content:item:)") == nil)
        #expect(base.resolve("popover(item:)") == nil)
        #expect(base.resolve("not a symbol") == nil)
    }
}
