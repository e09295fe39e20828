import Foundation

/// A height where a sheet naturally rests, as in SwiftUI's `PresentationDetent`: the values
/// `presentationDetents(_:)` and `presentationDetents(_:selection:)` take.
///
/// The model resolves a detent to a height with `DetentRules.height(of:maxDetentValue:verticalSizeClass:)`.
/// Source: https://developer.apple.com/documentation/swiftui/presentationdetent
///
/// It is `@unchecked Sendable` because a custom detent keeps its type's `height(in:)`, a static
/// function with no state, in a closure; every other part is a plain value.
public struct PresentationDetent: Hashable, @unchecked Sendable {
    /// What the detent is made of; internal, as SwiftUI exposes none.
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    /// What the detent is made of.
    let kind: Kind

    /// For a custom detent, the type's `height(in:)`.
    private let customHeight: ((Context) -> CGFloat?)?

    private init(_ kind: Kind, customHeight: ((Context) -> CGFloat?)? = nil) {
        self.kind = kind
        self.customHeight = customHeight
    }

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(.large)

    /// The system detent for a sheet that's approximately half the height of the screen, and is
    /// inactive in compact height.
    public static let medium = PresentationDetent(.medium)

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(.fraction(fraction))
    }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(.height(height))
    }

    /// A custom detent with a calculated height.
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type)), customHeight: { D.height(in: $0) })
    }

    /// Calls a custom detent's `height(in:)`; `nil` for the other kinds.
    func customHeight(in context: Context) -> CGFloat? {
        customHeight?(context)
    }

    /// Two detents are equal when they are the same system detent, the same fraction or height,
    /// or made from the same custom type.
    ///
    /// Assumption: SwiftUI documents that detents are `Hashable` (the modifiers take a `Set`) but
    /// not how they compare; the model compares what each detent is made of.
    public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool {
        lhs.kind == rhs.kind
    }

    /// Hashes what the detent is made of, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
    }
}

extension PresentationDetent {
    /// Information that you use to calculate the presentation's height. SwiftUI's also reads
    /// environment values by dynamic member lookup; the model keeps only `maxDetentValue`.
    /// Apple's page lists no conformances, so the model adds none.
    /// Source: https://developer.apple.com/documentation/swiftui/presentationdetent/context
    public struct Context {
        /// The height that the presentation appears in.
        public let maxDetentValue: CGFloat

        init(maxDetentValue: CGFloat) {
            self.maxDetentValue = maxDetentValue
        }
    }
}

/// The definition of a custom detent with a calculated height, as in SwiftUI.
/// Source: https://developer.apple.com/documentation/swiftui/custompresentationdetent
public protocol CustomPresentationDetent {
    /// Information that can help to determine the height of the detent.
    typealias Context = PresentationDetent.Context

    /// Calculates and returns a height based on the context; `nil` makes the detent inactive.
    static func height(in context: Self.Context) -> CGFloat?
}
