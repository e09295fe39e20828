/// How the columns of a navigation split view share space, as set by SwiftUI's
/// `navigationSplitViewStyle(_:)`; the cases are spelled as SwiftUI's style values.
public enum NavigationSplitViewStyle: Hashable, Codable, Sendable, CaseIterable {
    /// Resolves to a style that suits the platform and context.
    case automatic
    /// Reduces the size of the detail column to make room for the leading columns.
    case balanced
    /// Keeps the size of the detail column and shows the leading columns over it.
    case prominentDetail
}

extension NavigationSplitViewStyle {
    /// The concrete style that `automatic` stands for on `platform`.
    ///
    /// Rule: macOS tiles its columns side by side, which is `.balanced`; elsewhere `automatic`
    /// keeps the detail prominent (on iPad in portrait the detail fills the screen and the
    /// leading columns slide over it). Any other style resolves to itself.
    /// Stated in content/split-views.md, "`NavigationSplitViewStyle`".
    public func resolved(on platform: Platform) -> NavigationSplitViewStyle {
        guard self == .automatic else { return self }
        return platform == .macOS ? .balanced : .prominentDetail
    }

    /// What the detail column does when leading columns appear beside it on `platform`.
    ///
    /// Rule: `.balanced` shrinks the detail column to make room; `.prominentDetail` keeps the
    /// detail column's size and overlays the leading columns on it; `.automatic` resolves with
    /// ``resolved(on:)``. Stated in content/split-views.md, "`NavigationSplitViewStyle`".
    public func detailColumnBehavior(on platform: Platform = .iPadOS) -> DetailColumnBehavior {
        switch resolved(on: platform) {
        case .balanced: .shrinks
        case .automatic, .prominentDetail: .keepsSizeUnderLeadingColumns
        }
    }
}
