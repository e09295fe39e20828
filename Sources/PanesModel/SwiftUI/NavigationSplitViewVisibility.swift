/// The visibility of the leading columns in a navigation split view, with SwiftUI's name and
/// shape: a structure with four static values.
///
/// Like SwiftUI's type it is `Codable`, `Equatable` and `Sendable` (Apple's page lists Decodable,
/// Encodable, Equatable, Sendable and SendableMetatype, the last of which `Sendable` implies), and
/// it has no members beyond the four values. What a value shows is a
/// model rule, in ``NavigationSplitViewRules/visibleColumns(_:in:on:)``.
/// Source: https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    /// The model's storage; SwiftUI does not document its own.
    enum Value: String, Codable, Sendable {
        case automatic, all, doubleColumn, detailOnly
    }

    /// Which of the four values this is.
    let value: Value

    /// Wraps one of the four values.
    init(_ value: Value) {
        self.value = value
    }

    /// Use the default leading column visibility for the current device.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(.automatic) }
    /// Show all the columns of a three-column navigation split view.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(.all) }
    /// Show the content and detail columns of a three-column split view, or the sidebar and
    /// detail columns of a two-column one.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(.doubleColumn) }
    /// Hide the leading two columns of a three-column split view, so that just the detail shows.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(.detailOnly) }
}
