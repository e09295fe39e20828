import Foundation

extension NavigationPath {
    /// A serializable form of a navigation path, as in SwiftUI: each element's type name and its
    /// JSON, root first.
    ///
    /// It encodes as a flat list of strings alternating type name and JSON, so it round-trips
    /// through `JSONEncoder` and `JSONDecoder` and can be kept in scene storage.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        /// One element: its mangled type name and its JSON text.
        struct Entry: Equatable, Sendable {
            /// The element type's mangled name, as `_mangledTypeName` gives it.
            var typeName: String
            /// The element encoded with `JSONEncoder`, keys sorted.
            var json: String
        }

        /// The elements, root first.
        var entries: [Entry]

        /// Creates the representation of `entries`.
        init(entries: [Entry]) {
            self.entries = entries
        }

        /// Decodes the alternating type names and JSON texts.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription: "A navigation path type name has no JSON value after it."
                    )
                }
                entries.append(Entry(typeName: typeName, json: try container.decode(String.self)))
            }
            self.entries = entries
        }

        /// Encodes the elements as alternating type names and JSON texts.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                try container.encode(entry.typeName)
                try container.encode(entry.json)
            }
        }
    }
}
