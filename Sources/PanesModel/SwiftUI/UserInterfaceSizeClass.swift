/// A set of values that indicate the visual size available to a view, as in SwiftUI's
/// `UserInterfaceSizeClass` (cases `compact` and `regular`).
///
/// SwiftUI reads it from the `horizontalSizeClass` and `verticalSizeClass` environment values,
/// both typed `UserInterfaceSizeClass?`; the model's rules take the same optional.
/// Source: https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
///
/// `CaseIterable` is the model's addition, so a test can go through both classes.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// The compact size class, such as the width of an iPhone in portrait.
    case compact
    /// The regular size class, such as the width of an iPad app in full screen.
    case regular
}
