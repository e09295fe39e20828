/// The state behind one navigation split view: its layout, the space it has, its column
/// visibility, its preferred compact column and the selections in its leading columns.
///
/// Selections are type-erased (`AnyHashable`) so one value can hold a sidebar of folders and a
/// content column of messages; `nil` means nothing is selected. `AnyHashable` is not `Sendable`,
/// so neither is this state.
public struct SplitViewNavigationState: Equatable {
    /// Whether the split view has two or three columns.
    public var layout: SplitViewLayout
    /// The platform, used to resolve `automatic` visibility and whether the view collapses.
    public var platform: Platform
    /// The horizontal size class the split view gets; compact collapses it on iOS and iPadOS.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The value behind the `columnVisibility` binding; ignored while collapsed.
    public var columnVisibility: NavigationSplitViewVisibility
    /// The value behind the `preferredCompactColumn` binding: the column on top when collapsed.
    public var preferredCompactColumn: NavigationSplitViewColumn
    /// The selection in the sidebar's list.
    public var sidebarSelection: AnyHashable? {
        didSet { selectionChanged(in: .sidebar, from: oldValue, to: sidebarSelection) }
    }
    /// The selection in the content column's list (three-column layouts only).
    public var contentSelection: AnyHashable? {
        didSet { selectionChanged(in: .content, from: oldValue, to: contentSelection) }
    }

    /// Creates the state; without a `preferredCompactColumn` the collapsed split view shows the
    /// last column that displays useful information for the given selections.
    public init(
        layout: SplitViewLayout = .twoColumn,
        platform: Platform = .iPadOS,
        horizontalSizeClass: UserInterfaceSizeClass = .regular,
        columnVisibility: NavigationSplitViewVisibility = .automatic,
        preferredCompactColumn: NavigationSplitViewColumn? = nil,
        sidebarSelection: AnyHashable? = nil,
        contentSelection: AnyHashable? = nil
    ) {
        self.layout = layout
        self.platform = platform
        self.horizontalSizeClass = horizontalSizeClass
        self.columnVisibility = columnVisibility
        self.sidebarSelection = sidebarSelection
        self.contentSelection = contentSelection
        self.preferredCompactColumn =
            preferredCompactColumn
            ?? Self.lastUsefulColumn(
                in: layout,
                hasSidebarSelection: sidebarSelection != nil,
                hasContentSelection: contentSelection != nil
            )
    }
}

extension SplitViewNavigationState {
    /// Whether the split view shows its columns as a single stack.
    ///
    /// Rule: see ``Platform/collapsesSplitView(in:)``.
    /// Stated in content/split-views.md, "`NavigationSplitView`".
    public var isCollapsed: Bool {
        platform.collapsesSplitView(in: horizontalSizeClass)
    }

    /// The column on top of the collapsed stack.
    ///
    /// Rule: the collapsed split view shows the preferred compact column (`.content` means the
    /// detail column in a two-column layout). Stated in content/split-views.md,
    /// "`NavigationSplitViewColumn`".
    public var visibleColumn: NavigationSplitViewColumn {
        layout.normalized(preferredCompactColumn)
    }

    /// The columns on the collapsed stack, root first: every column up to ``visibleColumn``.
    public var compactStack: [NavigationSplitViewColumn] {
        let columns = layout.columns
        return Array(columns.prefix(through: columns.firstIndex(of: visibleColumn) ?? 0))
    }

    /// The columns on screen, leading to trailing.
    ///
    /// Rule: the split view ignores its column visibility when it collapses into a stack and
    /// shows only ``visibleColumn``; expanded, it shows what
    /// ``NavigationSplitViewVisibility/visibleColumns(in:on:)`` says.
    /// Stated in content/split-views.md, "`NavigationSplitViewVisibility`".
    public var visibleColumns: [NavigationSplitViewColumn] {
        isCollapsed ? [visibleColumn] : columnVisibility.visibleColumns(in: layout, on: platform)
    }

    /// The last column that displays useful information for the given selections.
    ///
    /// Rule: a collapsed split view starts on the sidebar, shows the next column once the sidebar
    /// has a selection, and the detail once the content column has one.
    /// Stated in content/split-views.md, "`NavigationSplitView`".
    public static func lastUsefulColumn(
        in layout: SplitViewLayout,
        hasSidebarSelection: Bool,
        hasContentSelection: Bool
    ) -> NavigationSplitViewColumn {
        if layout == .threeColumn && hasContentSelection { return .detail }
        if hasSidebarSelection { return layout == .twoColumn ? .detail : .content }
        return .sidebar
    }

    /// The sidebar selection as a `Selection`, or `nil` when nothing of that type is selected.
    public func sidebarSelection<Selection: Hashable>(as type: Selection.Type) -> Selection? {
        sidebarSelection?.base as? Selection
    }

    /// The content selection as a `Selection`, or `nil` when nothing of that type is selected.
    public func contentSelection<Selection: Hashable>(as type: Selection.Type) -> Selection? {
        contentSelection?.base as? Selection
    }

    /// Pops the top column off the collapsed stack, like the back button, and reports whether
    /// anything was popped.
    ///
    /// Rule: going back shows the previous column and clears the selection in it, so the list
    /// shows no row selected (`preferredCompactColumn` goes from `.detail` to `.sidebar` in a
    /// two-column split view). An expanded split view has no back button between columns, and
    /// the sidebar is the root of the stack; both are left alone.
    /// Stated in content/split-views.md, "`NavigationSplitViewColumn`".
    @discardableResult
    public mutating func goBack() -> Bool {
        guard isCollapsed, let previous = layout.column(before: visibleColumn) else { return false }
        switch previous {
        case .sidebar: sidebarSelection = nil
        case .content: contentSelection = nil
        case .detail: break
        }
        preferredCompactColumn = previous
        return true
    }

    /// Keeps the compact column consistent with a selection change in `column`.
    ///
    /// Selecting a row pushes the next column; clearing the selection returns to `column` when
    /// a deeper column was on top. Both hold while expanded too, so a later collapse shows the
    /// column that matches the selections.
    private mutating func selectionChanged(
        in column: NavigationSplitViewColumn,
        from oldValue: AnyHashable?,
        to newValue: AnyHashable?
    ) {
        let columns = layout.columns
        // A two-column split view has no content column, so its selection drives nothing.
        guard oldValue != newValue, let selecting = columns.firstIndex(of: column) else { return }
        if newValue != nil {
            preferredCompactColumn = layout.column(after: column) ?? .detail
        } else if let shown = columns.firstIndex(of: visibleColumn), shown > selecting {
            preferredCompactColumn = column
        }
    }
}
