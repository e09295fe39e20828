/// The visibility of the leading columns in a navigation split view, as in SwiftUI.
///
/// Pass a binding to one of these to `init(columnVisibility:sidebar:detail:)` or
/// `init(columnVisibility:sidebar:content:detail:)`; the detail column is always shown.
public enum NavigationSplitViewVisibility: Hashable, Codable, Sendable, CaseIterable {
    /// Use the default leading column visibility for the current platform.
    case automatic
    /// Show all the columns of the split view.
    case all
    /// Show the content and detail columns of a three-column split view, or the sidebar and
    /// detail columns of a two-column one.
    case doubleColumn
    /// Hide the leading columns and show only the detail column.
    case detailOnly
}

extension NavigationSplitViewVisibility {
    /// The concrete visibility that `automatic` stands for on `platform`.
    ///
    /// Rule: on macOS and visionOS the columns sit side by side, so `automatic` is `.all`;
    /// on iPadOS and iOS (regular width) it is `.doubleColumn`: a two-column split view shows
    /// its sidebar, a three-column one hides its sidebar and shows content and detail. On watchOS
    /// and tvOS the split view always collapses and ignores visibility; the model still answers
    /// `.doubleColumn`. Any other value resolves to itself.
    /// Stated in content/split-views.md, "`NavigationSplitViewVisibility`".
    public func resolved(on platform: Platform) -> NavigationSplitViewVisibility {
        guard self == .automatic else { return self }
        switch platform {
        case .macOS, .visionOS:
            return .all
        case .iOS, .iPadOS, .watchOS, .tvOS:
            return .doubleColumn
        }
    }

    /// The columns this visibility shows in an expanded split view of `layout` on iPadOS,
    /// leading to trailing.
    ///
    /// Rule: `.all` shows every column; `.doubleColumn` shows sidebar and detail in two columns,
    /// content and detail in three; `.detailOnly` shows the detail column; `.automatic` resolves
    /// with ``resolved(on:)`` for iPadOS. Stated in content/split-views.md,
    /// "`NavigationSplitViewVisibility`".
    public func visibleColumns(in layout: SplitViewLayout) -> [NavigationSplitViewColumn] {
        visibleColumns(in: layout, on: .iPadOS)
    }

    /// The columns this visibility shows in an expanded split view of `layout` on `platform`,
    /// leading to trailing.
    ///
    /// Rule: as ``visibleColumns(in:)``, with `.automatic` resolved for `platform`.
    /// A collapsed split view ignores visibility; see ``SplitViewNavigationState/visibleColumns``.
    /// Stated in content/split-views.md, "`NavigationSplitViewVisibility`".
    public func visibleColumns(
        in layout: SplitViewLayout,
        on platform: Platform
    ) -> [NavigationSplitViewColumn] {
        switch resolved(on: platform) {
        case .automatic, .all:
            return layout.columns
        case .doubleColumn:
            return layout == .twoColumn ? [.sidebar, .detail] : [.content, .detail]
        case .detailOnly:
            return [.detail]
        }
    }

    /// The columns of `layout` this visibility hides on iPadOS, leading to trailing.
    ///
    /// Rule: every column that ``visibleColumns(in:)`` leaves out.
    /// Stated in content/split-views.md, "`NavigationSplitViewVisibility`".
    public func hiddenColumns(in layout: SplitViewLayout) -> [NavigationSplitViewColumn] {
        let shown = visibleColumns(in: layout)
        return layout.columns.filter { !shown.contains($0) }
    }
}
