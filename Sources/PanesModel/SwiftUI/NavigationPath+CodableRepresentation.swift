import Foundation

extension NavigationPath {
    /// A serializable representation of a navigation path, with SwiftUI's name and conformances
    /// (`Decodable`, `Encodable`, `Equatable`).
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/navigationpath/codablerepresentation
    /// Assumption: the format is the model's own (a flat list of strings alternating each
    /// element's type name and its JSON, root first); SwiftUI does not document its format, and a
    /// reverse-engineering reported by Point-Free
    /// (https://www.pointfree.co/blog/posts/78-reverse-engineering-swiftui-s-navigationpath-codability)
    /// found a different one. Encode it to `Data` to keep it in scene storage.
    public struct CodableRepresentation: Codable, Equatable {
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
