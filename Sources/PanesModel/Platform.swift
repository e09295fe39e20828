/// The platforms SwiftUI runs on, as far as split views and presentations differ between them.
///
/// The model uses a platform only to resolve `automatic` values; whether a split view
/// collapses depends on the horizontal size class, not on the device family.
public enum Platform: String, Hashable, Codable, Sendable, CaseIterable {
    /// iOS on iPhone.
    case iOS
    /// iPadOS on iPad.
    case iPadOS
    /// macOS.
    case macOS
    /// visionOS.
    case visionOS
    /// watchOS.
    case watchOS
    /// tvOS.
    case tvOS
}

extension Platform {
    /// Whether a navigation split view on this platform shows its columns as a single stack.
    ///
    /// Rule: watchOS and tvOS always collapse the columns into a stack; iOS and iPadOS collapse
    /// in a compact horizontal size class and show columns in a regular one; macOS and visionOS
    /// never collapse. Stated in content/split-views.md, "`NavigationSplitView`".
    public func collapsesSplitView(in horizontalSizeClass: UserInterfaceSizeClass) -> Bool {
        switch self {
        case .watchOS, .tvOS:
            true
        case .iOS, .iPadOS:
            horizontalSizeClass == .compact
        case .macOS, .visionOS:
            false
        }
    }
}
