/// A type that defines the size of the presentation content and how the presentation size
/// adjusts to its content's size changing, as in SwiftUI's `PresentationSizing` protocol: the
/// values `presentationSizing(_:)` takes.
///
/// SwiftUI's protocol requires `proposedSize(for:context:)`; the model does not compute sizes,
/// so its protocol has no requirements, and `PresentationSizingRules` reads the system sizings
/// (`automatic`, `form`, `page`, `fitted` and their `fitted(horizontal:vertical:)` and
/// `sticky(horizontal:vertical:)` variants). Source: https://developer.apple.com/documentation/swiftui/presentationsizing
///
/// The protocol itself inherits from nothing here: the part of Apple's page that would list what
/// it inherits could not be checked. The four system sizings are `Sendable`, as each of their
/// pages lists (Sendable, SendableMetatype, PresentationSizing).
public protocol PresentationSizing {}

/// The default presentation sizing, appropriate for the platform.
/// Source: https://developer.apple.com/documentation/swiftui/automaticpresentationsizing
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {}

/// The size is appropriate for forms and slightly less wide than `.page`.
/// Source: https://developer.apple.com/documentation/swiftui/formpresentationsizing
public struct FormPresentationSizing: PresentationSizing, Sendable {}

/// The size is roughly the size of a page of paper, appropriate for informational or
/// compositional content.
/// Source: https://developer.apple.com/documentation/swiftui/pagepresentationsizing
public struct PagePresentationSizing: PresentationSizing, Sendable {}

/// The size of the presentation is dictated by the ideal size of the content.
/// Source: https://developer.apple.com/documentation/swiftui/fittedpresentationsizing
public struct FittedPresentationSizing: PresentationSizing, Sendable {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The default presentation sizing, appropriate for the platform.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// The size is appropriate for forms and slightly less wide than `.page`.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// The size is roughly the size of a page of paper.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The presentation sizing is dictated by the ideal size of the content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// Modifies `self` to fit its content in the dimensions given.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/presentationsizing/fitted(horizontal:vertical:)
    /// (what it does is in `PresentationSizingRules.resolution(of:on:)`).
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        ModifiedPresentationSizing(base: self, fitsHorizontally: horizontal, fitsVertically: vertical)
    }

    /// Modifies `self` to be sticky in the specified dimensions — growing, but not shrinking.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/presentationsizing/sticky(horizontal:vertical:)
    /// (what it does is in `PresentationSizingRules.length(previousLength:contentLength:isSticky:)`).
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        ModifiedPresentationSizing(base: self, sticksHorizontally: horizontal, sticksVertically: vertical)
    }
}

/// A system sizing with `fitted(horizontal:vertical:)` or `sticky(horizontal:vertical:)` applied.
struct ModifiedPresentationSizing: PresentationSizing {
    /// The sizing the modifier was applied to.
    let base: any PresentationSizing
    var fitsHorizontally = false
    var fitsVertically = false
    var sticksHorizontally = false
    var sticksVertically = false
}
