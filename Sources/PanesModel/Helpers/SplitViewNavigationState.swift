/// The state behind one navigation split view: its layout, the space it has, its column
/// visibility, its preferred compact column and the selections in its leading columns.
///
/// SwiftUI has no such type: this is the model's picture of what a split view does with the
/// bindings you give it. Selections are type-erased (`AnyHashable`) so one value can hold a
/// sidebar of folders and a content column of messages; `nil` means nothing is selected.
/// `AnyHashable` is not `Sendable`, so neither is this state.
public struct SplitViewNavigationState: Equatable {
    /// Whether the split view has two or three columns.
    public var layout: SplitViewLayout
    /// The platform, which decides whether the split view can collapse and which visibility
    /// values it respects.
    public var platform: Platform
    /// The horizontal size class the split view gets; compact collapses it on iPhone and iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The value behind the `columnVisibility` binding; ignored while collapsed.
    public var columnVisibility: NavigationSplitViewVisibility
    /// The value behind the `preferredCompactColumn` binding (or the model's stand-in for the
    /// choice SwiftUI makes when you pass no binding).
    public var preferredCompactColumn: NavigationSplitViewColumn
    /// The selection in the sidebar's list.
    public var sidebarSelection: AnyHashable? {
        didSet { selectionChanged(in: .sidebar, from: oldValue, to: sidebarSelection) }
    }
    /// The selection in the content column's list (three-column layouts only).
    public var contentSelection: AnyHashable? {
        didSet { selectionChanged(in: .content, from: oldValue, to: contentSelection) }
    }

    /// Creates the state. Without a `preferredCompactColumn` the model starts on the last column
    /// that displays useful information for the given selections
    /// (``NavigationSplitViewRules/lastUsefulColumn(in:hasSidebarSelection:hasContentSelection:)``).
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
            ?? NavigationSplitViewRules.lastUsefulColumn(
                in: layout,
                hasSidebarSelection: sidebarSelection != nil,
                hasContentSelection: contentSelection != nil
            )
    }
}

extension SplitViewNavigationState {
    /// Whether the split view shows its columns as a single stack.
    ///
    /// Source: ``NavigationSplitViewRules/collapses(on:horizontalSizeClass:)``, which cites Apple's
    /// NavigationSplitView page and labels its assumptions.
    public var isCollapsed: Bool {
        NavigationSplitViewRules.collapses(on: platform, horizontalSizeClass: horizontalSizeClass)
    }

    /// The column on top of the collapsed stack.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
    /// (the binding names "which column … appears on top of the collapsed stack").
    /// Assumption: the model shows exactly the preferred column, although Apple calls it a
    /// preference that helps SwiftUI choose. Assumption: a column the layout lacks (`.content`
    /// in two columns, which Apple does not cover) gives no information, and the model falls
    /// back to the last useful column.
    public var topColumn: NavigationSplitViewColumn {
        guard layout.contains(preferredCompactColumn) else {
            return NavigationSplitViewRules.lastUsefulColumn(
                in: layout, hasSidebarSelection: sidebarSelection != nil, hasContentSelection: contentSelection != nil)
        }
        return preferredCompactColumn
    }

    /// The columns on the collapsed stack, root first: every column up to ``topColumn``.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (collapsed,
    /// the split view is one stack that starts at the sidebar).
    public var compactStack: [NavigationSplitViewColumn] {
        let columns = layout.columns
        return Array(columns.prefix(through: columns.firstIndex(of: topColumn) ?? 0))
    }

    /// The columns on screen, leading to trailing; `nil` when the documentation does not say
    /// (an expanded split view with `.automatic` visibility).
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview ("The split
    /// view ignores the visibility control when it collapses its columns into a stack"): collapsed,
    /// only ``topColumn`` shows; expanded, ``NavigationSplitViewRules/visibleColumns(_:in:on:)`` decides.
    /// Assumption: expanded, the preferred compact column changes nothing on screen; Apple
    /// describes that binding only for the collapsed stack.
    public var visibleColumns: [NavigationSplitViewColumn]? {
        isCollapsed ? [topColumn] : NavigationSplitViewRules.visibleColumns(columnVisibility, in: layout, on: platform)
    }

    /// The sidebar selection as a `Selection`, or `nil` when nothing of that type is selected.
    public func sidebarSelection<Selection: Hashable>(as type: Selection.Type) -> Selection? {
        sidebarSelection?.base as? Selection
    }

    /// The content selection as a `Selection`, or `nil` when nothing of that type is selected.
    public func contentSelection<Selection: Hashable>(as type: Selection.Type) -> Selection? {
        contentSelection?.base as? Selection
    }

    /// Pops the top column off the collapsed stack, as the back button does, and reports
    /// whether anything was popped.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (with
    /// `.detail` preferred, the back button shows the sidebar and the binding changes from
    /// `.detail` to `.sidebar`). Assumption: in three columns each press goes back one column.
    /// The model leaves the selections alone: Apple documents no change to them. An expanded
    /// split view has no back button between its columns, and the sidebar is the stack's root.
    @discardableResult
    public mutating func goBack() -> Bool {
        guard isCollapsed, let previous = layout.column(before: topColumn) else { return false }
        preferredCompactColumn = previous
        return true
    }

    /// Keeps the compact column in step with a selection change in `column`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview (collapsed,
    /// choosing a row shows the next column). Assumption: the model also does this while the
    /// columns are side by side, so a later collapse shows the deepest selected column, and it
    /// returns to `column` when that selection is cleared; Apple documents neither.
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
        } else if let shown = columns.firstIndex(of: topColumn), shown > selecting {
            preferredCompactColumn = column
        }
    }
}
