/// The severity of an alert or confirmation dialog, as in SwiftUI's `DialogSeverity`: the values
/// `dialogSeverity(_:)` takes. `DialogRules` resolves `automatic` and reads `critical`.
/// Source: https://developer.apple.com/documentation/swiftui/dialogseverity
///
/// Like SwiftUI's type it is `Equatable` and `Sendable` (Apple lists Equatable, Sendable and
/// SendableMetatype), and not `Hashable`.
public struct DialogSeverity: Equatable, Sendable {
    /// The model's storage; SwiftUI does not document its own.
    enum Level: Equatable, Sendable {
        case automatic, standard, critical
    }

    /// Which severity this is.
    let level: Level

    private init(_ level: Level) {
        self.level = level
    }

    /// The default: alerts that present an error use `critical`, every other dialog `standard`.
    public static let automatic = DialogSeverity(.automatic)
    /// A dialog shown to give the person information.
    public static let standard = DialogSeverity(.standard)
    /// A dialog that needs extra care, for example because the action can lose data.
    public static let critical = DialogSeverity(.critical)
}
