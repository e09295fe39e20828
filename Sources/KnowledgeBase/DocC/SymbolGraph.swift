import Foundation

/// The part of a symbol graph (`*.symbols.json`, written by `swift build -Xswiftc
/// -emit-symbol-graph` or `swift package dump-symbol-graph`, read by DocC) that panes uses:
/// each symbol's identity, kind, path, names, declaration, doc comment and availability, and
/// which symbol is a member of which. Everything else in the file is ignored.
public struct SymbolGraph: Sendable, Equatable, Decodable {
    /// The module the graph describes.
    public struct Module: Sendable, Equatable, Decodable {
        /// Its name (`Trailmap`).
        public var name: String
    }

    /// One symbol.
    public struct Symbol: Sendable, Equatable, Decodable {
        /// The USR and language.
        public struct Identifier: Sendable, Equatable, Decodable {
            /// The precise identifier (USR), from which DocC's hash disambiguation is made.
            public var precise: String
        }

        /// The kind, as `swift.method` (or `method` in hand-made graphs) and as a name for people.
        public struct Kind: Sendable, Equatable, Decodable {
            /// `swift.method`, `swift.type.property`, `class`…
            public var identifier: String
            /// `Instance Method`, `Type Property`…
            public var displayName: String?
        }

        /// The names a symbol is shown by.
        public struct Names: Sendable, Equatable, Decodable {
            /// `length(in:)`, `Trail.Unit` for a nested type.
            public var title: String
        }

        /// A piece of a declaration.
        public struct Fragment: Sendable, Equatable, Decodable {
            /// `keyword`, `identifier`, `typeIdentifier`, `externalParam`, `text`…
            public var kind: String
            /// The text.
            public var spelling: String
        }

        /// The `///` comment, one entry per line.
        public struct DocComment: Sendable, Equatable, Decodable {
            /// Where a line starts in its file, 0-based (the compiler's own counting).
            public struct Position: Sendable, Equatable, Decodable {
                /// The line.
                public var line: Int
                /// The column, in characters.
                public var character: Int
            }
            /// A line's extent.
            public struct Extent: Sendable, Equatable, Decodable {
                /// Its start.
                public var start: Position
            }
            /// One line of the comment, without the slashes.
            public struct Line: Sendable, Equatable, Decodable {
                /// The text.
                public var text: String
                /// Where the text is in the file, when the compiler says.
                public var range: Extent?
            }
            /// The lines.
            public var lines: [Line]
            /// The file the comment is written in (`file:///…/Sources/Kit/Trail.swift`), when known.
            public var uri: String?
            /// The module whose source holds the comment, when it is not the symbol's own (a
            /// comment inherited from another module's protocol requirement).
            public var module: String?
        }

        /// The parameter and return types, for DocC's type-signature disambiguation.
        public struct FunctionSignature: Sendable, Equatable, Decodable {
            /// One parameter.
            public struct Parameter: Sendable, Equatable, Decodable {
                /// The argument label.
                public var name: String
                /// The declaration pieces (`unit: Unit`), whose type identifiers give the type.
                public var declarationFragments: [Fragment]?
            }
            /// The parameters.
            public var parameters: [Parameter]?
            /// The return type's pieces.
            public var returns: [Fragment]?
        }

        /// One platform's availability.
        public struct Availability: Sendable, Equatable, Decodable {
            /// A version as the graph writes it.
            public struct Version: Sendable, Equatable, Decodable {
                /// The major number.
                public var major: Int
                /// The minor number, if written.
                public var minor: Int?
                /// The patch number, if written.
                public var patch: Int?

                /// `17.0`, or `17.0.1` when there is a patch number.
                public var text: String {
                    "\(major).\(minor ?? 0)" + (patch.map { $0 > 0 ? ".\($0)" : "" } ?? "")
                }
            }
            /// `iOS`, `macOS`, `*`, `Swift`…
            public var domain: String?
            /// The first version with the symbol.
            public var introduced: Version?
            /// The version that deprecated it.
            public var deprecated: Version?
            /// Deprecated everywhere, whatever the version.
            public var isUnconditionallyDeprecated: Bool?
            /// The deprecation message.
            public var message: String?
        }

        /// The identity.
        public var identifier: Identifier
        /// The kind.
        public var kind: Kind
        /// The path below the module (`["Trail", "length(in:)"]`).
        public var pathComponents: [String]
        /// The names.
        public var names: Names
        /// The declaration, in pieces.
        public var declarationFragments: [Fragment]?
        /// The doc comment.
        public var docComment: DocComment?
        /// Parameter and return types.
        public var functionSignature: FunctionSignature?
        /// Availability per platform.
        public var availability: [Availability]?
        /// `public`, `open`…
        public var accessLevel: String?
        /// For an extension block (`swift.extension`), what it extends.
        public var swiftExtension: SwiftExtension?

        /// What an extension block extends.
        public struct SwiftExtension: Sendable, Equatable, Decodable {
            /// The extended type's kind (`swift.struct`, `swift.protocol`).
            public var typeKind: String?
        }

        /// The kind without its language: `method`, `type.property`, `class`.
        public var kindName: String {
            let identifier = kind.identifier
            guard let dot = identifier.firstIndex(of: "."), SymbolGraph.languages.contains(String(identifier[..<dot])) else {
                return identifier
            }
            return String(identifier[identifier.index(after: dot)...])
        }

        /// The declaration as one line of text.
        public var declaration: String? {
            declarationFragments.map { $0.map(\.spelling).joined() }
        }

        /// The doc comment's text.
        public var documentation: String? {
            docComment.map { $0.lines.map(\.text).joined(separator: "\n") }
        }
    }

    /// A relationship between two symbols; panes reads `conformsTo` and `defaultImplementationOf`
    /// (`memberOf` is in the symbols' paths).
    public struct Relationship: Sendable, Equatable, Decodable {
        /// `memberOf`, `conformsTo`, …
        public var kind: String
        /// The member, or the conforming type.
        public var source: String
        /// The type it belongs to, or the protocol it conforms to.
        public var target: String
        /// The target's name when it is in another module (`Swift.Hashable`).
        public var targetFallback: String?
        /// The conditions a conditional conformance holds under (`Value : Sendable`).
        public var swiftConstraints: [Constraint]?

        /// One condition of a generic requirement.
        public struct Constraint: Sendable, Equatable, Decodable {
            /// `conformance`, `sameType` or `superclass`.
            public var kind: String
            /// The constrained type (`Value`).
            public var lhs: String
            /// What it must be or conform to (`Sendable`).
            public var rhs: String

            /// As Swift writes it: `Value : Sendable`, `Element == String`.
            public var text: String { lhs + (kind == "sameType" ? " == " : " : ") + rhs }
        }
    }

    /// The module.
    public var module: Module
    /// Every symbol.
    public var symbols: [Symbol]
    /// Every relationship.
    public var relationships: [Relationship]?

    /// The language prefixes a kind identifier may carry.
    static let languages: Set<String> = ["swift", "objc", "c", "cpp", "data"]

    /// Decodes a graph, or says why the file is not one.
    public static func decode(_ data: Data) -> Result<SymbolGraph, ReadProblem> {
        do {
            return .success(try JSONDecoder().decode(SymbolGraph.self, from: data))
        } catch let DecodingError.keyNotFound(key, context) {
            return .failure(
                .init(
                    "not a symbol graph: '\(key.stringValue)' is missing at \(Self.path(context)); regenerate it with swift package dump-symbol-graph"
                ))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            return .failure(
                .init("not a symbol graph: unexpected value at \(Self.path(context)); regenerate it with swift package dump-symbol-graph"))
        } catch {
            return .failure(.init("not a symbol graph (not valid JSON); regenerate it with swift package dump-symbol-graph"))
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        return path.isEmpty ? "the top" : path
    }
}

/// Why a symbol graph could not be read, and what to do.
public struct ReadProblem: Error, Sendable, Equatable {
    /// What is wrong and what to do.
    public var message: String

    init(_ message: String) {
        self.message = message
    }
}
