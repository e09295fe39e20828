/// A set of values that indicate the visual size available to the view, as in SwiftUI.
///
/// The horizontal size class, not the device, decides whether a split view collapses,
/// an inspector becomes a sheet, or a popover adapts.
public enum UserInterfaceSizeClass: Hashable, Codable, Sendable, CaseIterable {
    /// The size class for a constrained amount of space, such as iPhone in portrait.
    case compact
    /// The size class for an expansive amount of space, such as iPad in full screen.
    case regular
}
