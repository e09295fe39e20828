import Foundation

/// A type-erased list of data representing the content of a navigation stack, as in SwiftUI.
///
/// Elements of any `Hashable` type may be mixed. While every element is also `Codable` the path
/// has a ``codable`` form to save and restore. Elements are type-erased (`AnyHashable`), which
/// is not `Sendable`, so neither is the path.
public struct NavigationPath: Equatable {
    /// The elements, root first.
    private var elements: [NavigationPathElement]

    /// Creates an empty path: the stack shows only its root view.
    public init() {
        elements = []
    }

    /// Creates a path holding `elements`, root first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.init()
        for element in elements { append(element) }
    }

    /// Creates a path from its saved form; elements are restored in the same order.
    ///
    /// An element whose type this process cannot look up (a type local to a function, say) stays
    /// in its encoded form; it still counts, compares by its encoding, and saves again unchanged.
    /// A local type's mangled name holds only within one run, so save paths of top-level types.
    public init(_ codable: CodableRepresentation) {
        elements = codable.entries.map { NavigationPathElement(typeName: $0.typeName, json: $0.json) }
    }

    /// The number of elements: how many views the stack shows above its root.
    public var count: Int {
        elements.count
    }

    /// Whether the path is empty, so the stack shows its root view.
    public var isEmpty: Bool {
        elements.isEmpty
    }

    /// Pushes `value` on the stack, as a `NavigationLink(value:)` or `path.append(_:)` does.
    ///
    /// Rule: appending adds one view on top of the stack; a `Codable` value keeps the path
    /// codable, any other makes ``codable`` `nil`. Stated in content/navigation-stacks.md,
    /// "`NavigationPath`".
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(NavigationPathElement(value))
    }

    /// Pops `k` views off the stack, like the back button does for `k == 1`.
    ///
    /// Rule: removing goes back `k` levels; removing more elements than the path holds is a
    /// programming error and traps, as in SwiftUI. Stated in content/navigation-stacks.md,
    /// "`NavigationPath`".
    public mutating func removeLast(_ k: Int = 1) {
        precondition(
            k >= 0 && k <= elements.count, "Can't remove more items from a NavigationPath than it contains")
        elements.removeLast(k)
    }

    /// The saved form of the path, or `nil` when any element is not `Codable`.
    ///
    /// Stated in content/navigation-stacks.md, "`NavigationPath`".
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let encoded = element.encoded else { return nil }
            entries.append(encoded)
        }
        return CodableRepresentation(entries: entries)
    }
}
