import Foundation

/// Model-only rules for modal presentations: how a popover, sheet or full-screen cover adapts
/// to compact size classes, which presentations a person can dismiss by a gesture, and where
/// the corner-radius request is honoured. SwiftUI has no such type; each rule cites the Apple
/// page it encodes or says what it assumes.
public enum PresentationRules {
    /// The appearance a presentation requested as `requested` takes, given the size classes of
    /// the view it is presented over and the adaptations its content asks for with
    /// `presentationCompactAdaptation(horizontal:vertical:)` (both `.automatic` when the content
    /// asks for nothing; `presentationCompactAdaptation(_:)` passes one value for both).
    ///
    /// Rules, in order:
    /// 1. A size class that is not compact (regular or `nil`) adapts nothing: the requested
    ///    style is kept.
    ///    Source: https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)
    ///    ("Specifies how to adapt a presentation to compact size classes").
    ///    Assumption: a `nil` size class counts as not compact.
    /// 2. In a vertically compact size class the vertical adaptation applies; in one that is only
    ///    horizontally compact, the horizontal one; in one compact both ways, the vertical one.
    ///    Source: https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(horizontal:vertical:)
    /// 3. `.automatic` is the default adaptation: a popover over a horizontally compact view takes
    ///    a sheet appearance, and a sheet or a popover over a vertically compact view a
    ///    full-screen-cover appearance. Source: the two pages above, and
    ///    https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
    ///    ("In vertically compact environments … a popover presentation automatically adapts to
    ///    appear as a full-screen cover").
    ///    Assumption: Apple documents no default for a full-screen cover, so it keeps its style.
    /// 4. `.none` keeps the requested style. Apple says "Don't adapt for the size class, if
    ///    possible"; Assumption: the model treats it as always possible.
    ///    Source: https://developer.apple.com/documentation/swiftui/presentationadaptation/none
    /// 5. `.sheet`, `.fullScreenCover` and `.popover` state a preferred appearance.
    ///    Source: https://developer.apple.com/documentation/swiftui/presentationadaptation
    ///    ("Prefer a … appearance when adapting for size classes").
    ///    Assumption: Apple calls these preferences and does not say when one is declined; the
    ///    model always honours them, so `.sheet` and `.fullScreenCover` give that appearance and
    ///    `.popover` gives a popover appearance to a popover.
    ///    Assumption: `.popover` asked for by a sheet or full-screen cover, which has no anchor
    ///    to point at, falls back to the default adaptation.
    ///
    /// `PresentationAdaptation` is not `Equatable` (Apple lists `Sendable` only), so the rules read
    /// the model's internal strategy behind each value rather than comparing values.
    public static func appearance(
        of requested: PresentationStyle,
        horizontalSizeClass: UserInterfaceSizeClass?,
        verticalSizeClass: UserInterfaceSizeClass?,
        horizontalAdaptation: PresentationAdaptation = .automatic,
        verticalAdaptation: PresentationAdaptation = .automatic
    ) -> PresentationStyle {
        let horizontallyCompact = horizontalSizeClass == .compact
        let verticallyCompact = verticalSizeClass == .compact
        guard horizontallyCompact || verticallyCompact else { return requested }
        let adaptation = verticallyCompact ? verticalAdaptation : horizontalAdaptation
        let defaultAppearance = automaticAppearance(
            of: requested, horizontallyCompact: horizontallyCompact, verticallyCompact: verticallyCompact)
        switch adaptation.strategy {
        case .none: return requested
        case .sheet: return .sheet
        case .fullScreenCover: return .fullScreenCover
        case .popover where requested == .popover: return .popover
        case .popover, .automatic: return defaultAppearance
        }
    }

    /// The default (`.automatic`) adaptation; see rule 3 of
    /// `appearance(of:horizontalSizeClass:verticalSizeClass:horizontalAdaptation:verticalAdaptation:)`.
    private static func automaticAppearance(
        of requested: PresentationStyle, horizontallyCompact: Bool, verticallyCompact: Bool
    ) -> PresentationStyle {
        var appearance = requested
        if horizontallyCompact, appearance == .popover { appearance = .sheet }
        if verticallyCompact, appearance == .sheet || appearance == .popover { appearance = .fullScreenCover }
        return appearance
    }

    /// Whether the person can dismiss a presentation of `style` with a gesture when nothing
    /// disables it: a sheet by dragging it down, a popover by clicking or tapping outside it.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    /// (for sheets and popovers). A full-screen cover has no such gesture: reported by
    /// [SwiftUI example](https://wangchujiang.com/swiftui-example/presenting-views/demo4/index.html),
    /// a translation of Hacking with Swift; Apple's cover pages do not say.
    public static func hasDismissGesture(_ style: PresentationStyle) -> Bool {
        style != .fullScreenCover
    }

    /// Whether `presentationCornerRadius(_:)` can change the corner radius on `platform`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/presentationcornerradius(_:)
    /// ("Configuring a corner radius is not supported on watchOS, tvOS, or macOS").
    public static func supportsCornerRadius(on platform: Platform) -> Bool {
        ![Platform.watchOS, .tvOS, .macOS].contains(platform)
    }

    /// The title `alert(error:actions:)` and `alert(error:actions:message:)` show for `error`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/alert(error:actions:)
    /// ("The error's `errorDescription` will be used as the title").
    public static func alertTitle<E: LocalizedError>(for error: E) -> String? {
        error.errorDescription
    }
}
