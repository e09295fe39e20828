/// A kind of toolbar item a view adds by default, with SwiftUI's name and shape: a structure with
/// static values, which SwiftUI declares `static let`.
///
/// Source: https://developer.apple.com/documentation/swiftui/toolbardefaultitemkind
///
/// Apple's page lists no conformances, so the model's type is neither `Equatable` nor `Hashable`.
/// Its `Sendable` conformance is the model's addition, which lets its `static let` values compile
/// under Swift 6's concurrency checking; no content relies on it.
public struct ToolbarDefaultItemKind: Sendable {
    /// The model's storage; SwiftUI does not document its own.
    enum Value: Sendable {
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
