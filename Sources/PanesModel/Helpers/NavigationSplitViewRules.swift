/// The model's rules for navigation split views: which columns a visibility shows, when a split
/// view collapses into a stack, and what a style does to the detail column.
///
/// SwiftUI has no such type; these are panes' own functions, each citing the page it encodes or
/// saying what it assumes.
public enum NavigationSplitViewRules {
    /// The four visibility values, in the order Apple's page lists them: a model helper, because
    /// SwiftUI's structure is not `CaseIterable`.
    public static let visibilities: [NavigationSplitViewVisibility] = [.automatic, .all, .doubleColumn, .detailOnly]

    /// The columns `visibility` shows while the columns of a `layout` split view sit side by side
    /// on `platform`, leading to trailing; `nil` when the documentation does not say.
    ///
    /// - `.all` shows every column; `.doubleColumn` shows sidebar and detail in two columns
    ///   ("equivalent to `all`") and content and detail in three; `.detailOnly` shows the detail.
    ///   Source: https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
    ///   and https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
    /// - macOS always displays the content column, so in three columns `.doubleColumn` and
    ///   `.detailOnly` both leave content and detail on screen.
    ///   Source: https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
    ///   (given "for example" of a platform that does not respect every option).
    ///   Assumption: apart from that content column, macOS applies each value as iPadOS does,
    ///   hiding the sidebar for `.doubleColumn` and `.detailOnly`; Apple's example does not say
    ///   that macOS respects every other option.
    /// - `.automatic` answers `nil`: Apple says only that it stands for one of the three concrete
    ///   values "for the current device".
    ///   Source: https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
    /// - watchOS and tvOS answer `nil`: the split view is always a stack there.
    ///   Source: https://developer.apple.com/documentation/swiftui/navigationsplitview
    /// - Assumption: iOS, iPadOS and visionOS respect every value, because Apple names only
    ///   macOS as a platform that does not.
    public static func visibleColumns(
        _ visibility: NavigationSplitViewVisibility,
        in layout: SplitViewLayout,
        on platform: Platform
    ) -> [NavigationSplitViewColumn]? {
        if platform == .watchOS || platform == .tvOS { return nil }
        var shown: [NavigationSplitViewColumn]
        switch visibility.value {
        case .automatic: return nil
        case .all: shown = layout.columns
        case .doubleColumn: shown = layout == .twoColumn ? [.sidebar, .detail] : [.content, .detail]
        case .detailOnly: shown = [.detail]
        }
        if platform == .macOS, layout == .threeColumn, !shown.contains(.content) {
            shown.insert(.content, at: shown.firstIndex(of: .detail) ?? shown.endIndex)
        }
        return shown
    }

    /// The columns of `layout` that `visibility` hides on `platform`, leading to trailing; `nil`
    /// whenever ``visibleColumns(_:in:on:)`` is.
    ///
    /// Source: the same pages as ``visibleColumns(_:in:on:)``; this is every column it leaves out.
    public static func hiddenColumns(
        _ visibility: NavigationSplitViewVisibility,
        in layout: SplitViewLayout,
        on platform: Platform
    ) -> [NavigationSplitViewColumn]? {
        guard let shown = visibleColumns(visibility, in: layout, on: platform) else { return nil }
        return layout.columns.filter { !shown.contains($0) }
    }

    /// Whether a split view on `platform` with `horizontalSizeClass` shows its columns as a
    /// single stack.
    ///
    /// - watchOS and tvOS always collapse, and so do narrow sizes "like on iPhone or on iPad in
    ///   Slide Over", which the model reads as a compact horizontal size class on iOS and iPadOS.
    ///   Source: https://developer.apple.com/documentation/swiftui/navigationsplitview
    /// - Assumption: macOS never collapses (reported by swiftui-expert-skill, "SwiftUI Sheet,
    ///   Navigation & Inspector Patterns Reference": macOS columns are always side by side).
    /// - Assumption: visionOS follows the size class as iPadOS does; no source covers it.
    public static func collapses(on platform: Platform, horizontalSizeClass: UserInterfaceSizeClass) -> Bool {
        switch platform {
        case .watchOS, .tvOS: true
        case .iOS, .iPadOS, .visionOS: horizontalSizeClass == .compact
        case .macOS: false
        }
    }

    /// What the detail column does under `style` when the leading columns show or hide; `nil`
    /// for `.automatic`.
    ///
    /// `.balanced` "reduces the size of the detail content to make room"; `.prominentDetail`
    /// "attempts to maintain the size of the detail content"; `.automatic` "resolves its
    /// appearance automatically based on the current context", so the model does not guess.
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle
    public static func detailColumnBehavior(for style: some NavigationSplitViewStyle) -> DetailColumnBehavior? {
        switch style {
        case is BalancedNavigationSplitViewStyle: .shrinks
        case is ProminentDetailNavigationSplitViewStyle: .keepsSize
        default: nil
        }
    }

    /// The last column that displays useful information, which a collapsed split view shows when
    /// nothing else decides.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (the
    /// three-column example starts on the sidebar, shows the content column once the sidebar has
    /// a selection and the detail once the content column has one).
    /// Assumption: "useful information" means "the column to its left has a selection"; in two
    /// columns a sidebar selection makes the detail useful.
    public static func lastUsefulColumn(
        in layout: SplitViewLayout,
        hasSidebarSelection: Bool,
        hasContentSelection: Bool
    ) -> NavigationSplitViewColumn {
        if layout == .threeColumn && hasSidebarSelection && hasContentSelection { return .detail }
        if hasSidebarSelection { return layout == .twoColumn ? .detail : .content }
        return .sidebar
    }
}
