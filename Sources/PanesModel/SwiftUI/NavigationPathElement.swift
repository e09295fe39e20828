import Foundation

/// One element of a ``NavigationPath``: a live value, its encoded form, or both.
struct NavigationPathElement: Equatable {
    /// The value, or `nil` for an element restored from JSON whose type cannot be looked up.
    let value: AnyHashable?
    /// The saved form, or `nil` when the value is not `Codable`.
    let encoded: NavigationPath.CodableRepresentation.Entry?

    /// Wraps `value`, encoding it at once when it is `Codable`.
    init<V: Hashable>(_ value: V) {
        self.value = AnyHashable(value)
        self.encoded = Self.encode(value)
    }

    /// Restores an element from its saved form, decoding it when its type can be looked up.
    init(typeName: String, json: String) {
        encoded = NavigationPath.CodableRepresentation.Entry(typeName: typeName, json: json)
        guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
            value = nil
            return
        }
        value = Self.decode(type, from: json)
    }

    /// Elements are equal when their values are, or else when their saved forms are.
    ///
    /// Assumption: SwiftUI's `NavigationPath` is `Equatable`, but Apple does not say how a path
    /// restored from ``NavigationPath/codable`` compares with the original; a published
    /// experiment found the two unequal (reported on the Swift Forums,
    /// https://forums.swift.org/t/obtaining-the-mangled-name-of-a-type-from-the-fully-qualified-type-name-only/58857/8).
    /// The model compares decoded values, so content must not present equality after a
    /// round trip as SwiftUI behaviour.
    static func == (lhs: NavigationPathElement, rhs: NavigationPathElement) -> Bool {
        if let left = lhs.value, let right = rhs.value { return left == right }
        if let left = lhs.encoded, let right = rhs.encoded { return left == right }
        return false
    }

    /// The saved form of `value`, or `nil` when it is not `Codable` or fails to encode.
    private static func encode<V: Hashable>(_ value: V) -> NavigationPath.CodableRepresentation.Entry? {
        guard value is any Decodable, let encodable = value as? any Encodable,
            let typeName = _mangledTypeName(V.self)
        else { return nil }
        let encoder = JSONEncoder()
        // Sorted keys make equal values encode to equal text, which equality relies on.
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(encodable) else { return nil }
        let json = String(decoding: data, as: UTF8.self)
        return NavigationPath.CodableRepresentation.Entry(typeName: typeName, json: json)
    }

    /// Decodes a value of `type` from `json`, or `nil` when the text does not fit the type.
    private static func decode<V: Decodable & Hashable>(_ type: V.Type, from json: String) -> AnyHashable? {
        (try? JSONDecoder().decode(type, from: Data(json.utf8))).map { AnyHashable($0) }
    }
}
