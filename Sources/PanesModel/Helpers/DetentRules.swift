import Foundation

/// Model-only rules for a sheet's detents and the interactions that depend on them
/// (`presentationDetents(_:)`, `presentationDetents(_:selection:)`,
/// `presentationBackgroundInteraction(_:)`, `presentationContentInteraction(_:)`). SwiftUI has no
/// such type; each rule cites the Apple page it encodes or says what it assumes.
public enum DetentRules {
    /// The detents a sheet supports when its content sets none.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
    /// ("By default, sheets support the large detent").
    public static let defaultDetents: Set<PresentationDetent> = [.large]

    /// The height `detent` rests at in a presentation whose full height is `maxDetentValue`, or
    /// `nil` when the detent is inactive.
    ///
    /// Rules:
    /// - `large` is the full height. Source: https://developer.apple.com/documentation/swiftui/presentationdetent/large
    ///   ("a sheet at full height"); `maxDetentValue` is "the height that the presentation appears in".
    /// - `medium` is inactive in a vertically compact size class.
    ///   Source: https://developer.apple.com/documentation/swiftui/presentationdetent/medium
    ///   Elsewhere Apple says "approximately half the height of the screen"; Assumption: the
    ///   model uses exactly half of `maxDetentValue`.
    /// - `height(_:)` is the height given. Source: https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
    ///   Assumption: it is not capped at `maxDetentValue`.
    /// - `fraction(_:)` is that fraction of `maxDetentValue`. Source: https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
    ///   ("the specified fractional height"); Assumption: a fraction of `maxDetentValue`.
    /// - `custom(_:)` is what the type's `height(in:)` returns, `nil` meaning inactive.
    ///   Source: https://developer.apple.com/documentation/swiftui/custompresentationdetent/height(in:)
    public static func height(
        of detent: PresentationDetent, maxDetentValue: CGFloat, verticalSizeClass: UserInterfaceSizeClass?
    ) -> CGFloat? {
        switch detent.kind {
        case .large: maxDetentValue
        case .medium: verticalSizeClass == .compact ? nil : maxDetentValue / 2
        case .height(let height): height
        case .fraction(let fraction): maxDetentValue * fraction
        case .custom: detent.customHeight(in: PresentationDetent.Context(maxDetentValue: maxDetentValue))
        }
    }

    /// The detents of `detents` a sheet can rest at, lowest first; inactive ones are left out.
    ///
    /// Source: as for ``height(of:maxDetentValue:verticalSizeClass:)``.
    /// Assumption: the sheet's resting points are ordered by height.
    public static func activeDetents(
        _ detents: Set<PresentationDetent>, maxDetentValue: CGFloat, verticalSizeClass: UserInterfaceSizeClass?
    ) -> [PresentationDetent] {
        detents
            .compactMap { detent in
                height(of: detent, maxDetentValue: maxDetentValue, verticalSizeClass: verticalSizeClass).map { (detent, $0) }
            }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
    }

    /// Whether people can drag a sheet with `detents` to resize it: when more than one of them is
    /// active.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
    /// (with more than one detent, "people can drag the sheet to resize it").
    /// Assumption: an inactive detent (such as `medium` in compact height) does not count.
    public static func isResizable(
        _ detents: Set<PresentationDetent>, maxDetentValue: CGFloat, verticalSizeClass: UserInterfaceSizeClass?
    ) -> Bool {
        activeDetents(detents, maxDetentValue: maxDetentValue, verticalSizeClass: verticalSizeClass).count > 1
    }

    /// Whether `selection` is a valid value for the binding of `presentationDetents(_:selection:)`
    /// with `detents`: it must be one of them.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
    /// ("Ensure that the value matches one of the detents that you provide").
    public static func isValidSelection(_ selection: PresentationDetent, for detents: Set<PresentationDetent>) -> Bool {
        detents.contains(selection)
    }

    /// Whether people can interact with the view behind a sheet resting at `current`, under
    /// `interaction`.
    ///
    /// Rules:
    /// - `enabled` allows it and `disabled` does not.
    ///   Source: https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction
    /// - `enabled(upThrough:)` allows it at that detent and smaller ones, not at larger ones.
    ///   Source: https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)
    ///   ("At detents larger than the one you specify, SwiftUI disables interaction").
    ///   Assumption: when either detent is inactive, interaction is disabled.
    /// - `automatic` does not. Apple: "On many platforms, SwiftUI automatically disables the view
    ///   behind a sheet" (https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:));
    ///   Assumption: the model takes the many-platforms default everywhere.
    public static func allowsBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction, at current: PresentationDetent,
        maxDetentValue: CGFloat, verticalSizeClass: UserInterfaceSizeClass?
    ) -> Bool {
        switch interaction.kind {
        case .enabled: return true
        case .disabled, .automatic: return false
        case .enabledUpThrough(let largest):
            guard
                let currentHeight = height(of: current, maxDetentValue: maxDetentValue, verticalSizeClass: verticalSizeClass),
                let largestHeight = height(of: largest, maxDetentValue: maxDetentValue, verticalSizeClass: verticalSizeClass)
            else { return false }
            return currentHeight <= largestHeight
        }
    }

    /// Whether a swipe up on a scroll view inside a resizable sheet grows the sheet to its next
    /// detent (`true`) or scrolls the content (`false`), under `interaction`.
    ///
    /// Rules:
    /// - At its largest detent the sheet cannot grow, so the content scrolls.
    /// - `automatic`: the sheet grows first; the scroll view "only scrolls after the presentation
    ///   reaches its largest size".
    ///   Source: https://developer.apple.com/documentation/swiftui/view/presentationcontentinteraction(_:)
    /// - `resizes` does the same. Source: https://developer.apple.com/documentation/swiftui/presentationcontentinteraction/resizes
    /// - `scrolls`: the content scrolls first, and the sheet resizes "only after hitting the end of
    ///   the scroll view". Source: the modifier's page above.
    ///   Apple calls `.scrolls` a request (the parameter is "the requested behavior"); Assumption:
    ///   the model always grants it.
    public static func swipeUpResizesSheet(
        _ interaction: PresentationContentInteraction, isAtLargestDetent: Bool, isScrolledToEnd: Bool
    ) -> Bool {
        guard !isAtLargestDetent else { return false }
        switch interaction.kind {
        case .automatic, .resizes: return true
        case .scrolls: return isScrolledToEnd
        }
    }
}
