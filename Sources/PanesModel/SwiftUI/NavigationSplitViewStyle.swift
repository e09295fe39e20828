/// A type that specifies how the columns of a navigation split view interact, with SwiftUI's
/// name and shape: a protocol with three built-in conforming structures and static members.
///
/// SwiftUI's protocol also requires `makeBody(configuration:)`; the model has no views, so its
/// protocol has no requirements. What a style does is a model rule, in
/// ``NavigationSplitViewRules/detailColumnBehavior(for:)``.
/// Source: https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle
///
/// Like SwiftUI's protocol it inherits from nothing: Apple's page for each built-in style lists
/// `NavigationSplitViewStyle` as its only conformance, with no `Sendable`
/// (https://developer.apple.com/documentation/swiftui/automaticnavigationsplitviewstyle).
public protocol NavigationSplitViewStyle {}

/// A navigation split style that resolves its appearance automatically based on the current
/// context.
/// Source: https://developer.apple.com/documentation/swiftui/automaticnavigationsplitviewstyle
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the automatic style; use ``NavigationSplitViewStyle/automatic`` instead.
    public init() {}
}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
/// Source: https://developer.apple.com/documentation/swiftui/balancednavigationsplitviewstyle
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the balanced style; use ``NavigationSplitViewStyle/balanced`` instead.
    public init() {}
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns.
/// Source: https://developer.apple.com/documentation/swiftui/prominentdetailnavigationsplitviewstyle
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the prominent-detail style; use ``NavigationSplitViewStyle/prominentDetail`` instead.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A style that resolves its appearance automatically based on the current context.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A style that narrows the detail to make room for the leading columns.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A style that attempts to keep the detail's size when the leading columns show or hide.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}
