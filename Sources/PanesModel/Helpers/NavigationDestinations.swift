/// The `navigationDestination(for:destination:)` modifiers one navigation stack can see: panes'
/// own type (SwiftUI has none), used by ``NavigationLinkRules``.
///
/// A stack matches a presented value to a destination by the value's type, and it may hold
/// "more than one navigation destination modifier … if it needs to present more than one kind
/// of data".
/// Source: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
public struct NavigationDestinations: Equatable, Sendable {
    /// The types whose destinations the stack can always see.
    private var visibleTypes: Set<ObjectIdentifier> = []

    /// A stack with no destinations yet.
    public init() {}

    /// Records a `navigationDestination(for: type)` modifier.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    /// ("Do not put a navigation destination modifier inside a 'lazy' container, like `List` or
    /// `LazyVStack`… so that the navigation stack can always see the destination").
    /// Assumption: the model treats a destination declared inside a lazy container as unseen,
    /// the worst case of "not always".
    public mutating func register<Data: Hashable>(_ type: Data.Type, insideLazyContainer: Bool = false) {
        guard !insideLazyContainer else { return }
        visibleTypes.insert(ObjectIdentifier(type))
    }

    /// Whether a destination for `value`'s type is registered where the stack can see it.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
    /// (SwiftUI looks for a modifier "with a `data` input parameter that matches the type of this
    /// initializer's `value` input").
    public func canPresent<Value: Hashable>(_ value: Value) -> Bool {
        visibleTypes.contains(ObjectIdentifier(Value.self))
    }
}
