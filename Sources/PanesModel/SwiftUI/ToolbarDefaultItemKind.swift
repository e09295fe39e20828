/// A kind of toolbar item a view adds by default, with SwiftUI's name and shape: a structure with
/// static values, which SwiftUI declares `static let`.
///
/// Source: https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    /// The model's storage; SwiftUI does not document its own.
    enum Value: Hashable, Sendable {
        case sidebarToggle, title, search
    }

    /// Which kind this is.
    let value: Value

    /// Wraps one of the kinds.
    init(_ value: Value) {
        self.value = value
    }

    /// The sidebar toggle toolbar item a `NavigationSplitView` adds by default.
    public static let sidebarToggle = ToolbarDefaultItemKind(.sidebarToggle)
    /// The title and subtitle shown in the title bar or navigation bar.
    public static let title = ToolbarDefaultItemKind(.title)
    /// The search item a `searchable` modifier adds.
    public static let search = ToolbarDefaultItemKind(.search)
}
