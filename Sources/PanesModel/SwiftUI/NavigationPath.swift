import Foundation

/// A type-erased list of data representing the content of a navigation stack, with SwiftUI's
/// name and members (`Equatable`, as Apple's page lists; not `Sendable`).
///
/// Elements of any `Hashable` type may be mixed. While every element is also `Codable` the path
/// has a ``codable`` form to save and restore.
/// Source: https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
    /// The elements, root first.
    private var elements: [NavigationPathElement]

    /// Creates an empty path: the stack shows only its root view.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {
        elements = []
    }

    /// Creates a path holding `elements`, root first.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath (a path is built
    /// from, and compares by, its elements in order).
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.init()
        for element in elements { append(element) }
    }

    /// Creates a path from its saved form; elements are restored in the same order.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath/init(_:)
    /// ("Creates a new navigation path from a serializable version").
    /// Assumption: how the model restores elements (by their mangled type names) is its own;
    /// SwiftUI's format is not documented. An element whose type this process cannot look up
    /// stays in its encoded form; it still counts and saves again unchanged.
    public init(_ codable: CodableRepresentation) {
        elements = codable.entries.map { NavigationPathElement(typeName: $0.typeName, json: $0.json) }
    }

    /// The number of elements: how many views the stack shows above its root.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath/count
    public var count: Int {
        elements.count
    }

    /// Whether the path is empty, so the stack shows its root view.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath/isempty
    public var isEmpty: Bool {
        elements.isEmpty
    }

    /// Pushes `value` on the stack, as a `NavigationLink(value:)` or `path.append(_:)` does.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath/append(_:) (appends
    /// a value to the end of the path) and
    /// https://developer.apple.com/documentation/swiftui/navigationpath/codable (a value that is
    /// not `Codable` makes ``codable`` `nil`).
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(NavigationPathElement(value))
    }

    /// Pops `k` views off the stack, like the back button does for `k == 1`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    /// (precondition: `k` is at least zero and at most the number of elements).
    public mutating func removeLast(_ k: Int = 1) {
        precondition(
            k >= 0 && k <= elements.count, "Can't remove more items from a NavigationPath than it contains")
        elements.removeLast(k)
    }

    /// The saved form of the path, or `nil` when any element is not `Codable`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath/codable
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let encoded = element.encoded else { return nil }
            entries.append(encoded)
        }
        return CodableRepresentation(entries: entries)
    }
}
