import Foundation

/// Model-only rules for `presentationSizing(_:)`: what the system sizings resolve to, which
/// dimensions follow the content, and when a sheet keeps its size as the content shrinks.
/// SwiftUI has no such type; each rule cites the Apple page it encodes or says what it assumes.
public enum PresentationSizingRules {
    /// The base size of a system sizing.
    public enum Base: Hashable, Sendable {
        /// The `form` size.
        case form
        /// The `page` size.
        case page
        /// The content's ideal size (`fitted`).
        case fitted
    }

    /// What a system sizing amounts to on one platform: a base size, the dimensions sized to the
    /// content's ideal size, and the dimensions that grow but never shrink.
    public struct Resolution: Hashable, Sendable {
        /// The base size.
        public var base: Base
        /// Whether the width follows the content's ideal width.
        public var fitsHorizontally: Bool
        /// Whether the height follows the content's ideal height.
        public var fitsVertically: Bool
        /// Whether the width grows with the content but never shrinks.
        public var sticksHorizontally: Bool
        /// Whether the height grows with the content but never shrinks.
        public var sticksVertically: Bool

        /// Creates a resolution.
        public init(
            base: Base, fitsHorizontally: Bool = false, fitsVertically: Bool = false,
            sticksHorizontally: Bool = false, sticksVertically: Bool = false
        ) {
            self.base = base
            self.fitsHorizontally = fitsHorizontally
            self.fitsVertically = fitsVertically
            self.sticksHorizontally = sticksHorizontally
            self.sticksVertically = sticksVertically
        }
    }

    /// What `sizing` amounts to on `platform`, or `nil` for a custom sizing the model cannot read.
    ///
    /// Rules:
    /// - `automatic` resolves to `.form.fitted(horizontal: false, vertical: true)` on macOS and
    ///   to `.form` on every other platform (Apple adds: including Mac Catalyst).
    ///   Source: https://developer.apple.com/documentation/swiftui/presentationsizing/automatic
    /// - `fitted` sizes the presentation by "proposing nil in the horizontal and vertical
    ///   dimensions", that is, to the content's ideal size in both.
    ///   Source: https://developer.apple.com/documentation/swiftui/fittedpresentationsizing
    /// - `fitted(horizontal:vertical:)` fits the content in the dimensions passed; Apple's example
    ///   uses `fitted(horizontal: false, vertical: true)` "to fit its content vertically".
    ///   Source: https://developer.apple.com/documentation/swiftui/presentationsizing
    /// - `sticky(horizontal:vertical:)` makes the dimensions passed grow but not shrink.
    ///   Source: https://developer.apple.com/documentation/swiftui/presentationsizing/sticky(horizontal:vertical:)
    /// Assumption: a modifier adds to what the sizing already had (it never turns a dimension off).
    public static func resolution(of sizing: some PresentationSizing, on platform: Platform) -> Resolution? {
        resolve(sizing, on: platform)
    }

    private static func resolve(_ sizing: any PresentationSizing, on platform: Platform) -> Resolution? {
        switch sizing {
        case is AutomaticPresentationSizing:
            return platform == .macOS ? Resolution(base: .form, fitsVertically: true) : Resolution(base: .form)
        case is FormPresentationSizing: return Resolution(base: .form)
        case is PagePresentationSizing: return Resolution(base: .page)
        case is FittedPresentationSizing: return Resolution(base: .fitted, fitsHorizontally: true, fitsVertically: true)
        case let modified as ModifiedPresentationSizing:
            guard var resolution = resolve(modified.base, on: platform) else { return nil }
            resolution.fitsHorizontally = resolution.fitsHorizontally || modified.fitsHorizontally
            resolution.fitsVertically = resolution.fitsVertically || modified.fitsVertically
            resolution.sticksHorizontally = resolution.sticksHorizontally || modified.sticksHorizontally
            resolution.sticksVertically = resolution.sticksVertically || modified.sticksVertically
            return resolution
        default: return nil
        }
    }

    /// The length (width or height) a presentation takes in a dimension that follows its content,
    /// when the content's ideal length becomes `contentLength` after being `previousLength`.
    ///
    /// Rule: a sticky dimension grows with the content but does not shrink when the content
    /// shrinks; any other dimension follows the content both ways.
    /// Source: https://developer.apple.com/documentation/swiftui/presentationsizing/sticky(horizontal:vertical:)
    /// ("the presentation can grow … when its content size grows, but will not shrink in the
    /// vertical dimension when content size shrinks").
    public static func length(previousLength: CGFloat?, contentLength: CGFloat, isSticky: Bool) -> CGFloat {
        guard isSticky, let previousLength else { return contentLength }
        return max(previousLength, contentLength)
    }

    /// Whether a person can resize a sheet sized by `sizing` on `platform`.
    ///
    /// Rule: on macOS a `.fitted` sheet is user-resizable, unless its content has a fixed size
    /// (`fixedSize()` or a frame with fixed dimensions).
    /// Source: https://developer.apple.com/documentation/swiftui/presentationsizing/fitted
    /// Assumption: no other sizing, and no sizing on another platform, is user-resizable; Apple
    /// documents resizing only for `.fitted` on macOS.
    public static func isUserResizable(
        _ sizing: some PresentationSizing, on platform: Platform, contentHasFixedSize: Bool
    ) -> Bool {
        guard platform == .macOS, !contentHasFixedSize else { return false }
        return resolution(of: sizing, on: platform)?.base == .fitted
    }
}
