internal import SwiftParser
internal import SwiftSyntax

/// A top-level piece of a runnable example, sorted by where it must go when the example is
/// wrapped in a namespace of its own.
public struct ExamplePiece: Sendable, Equatable {
    /// Where a piece goes in the wrapped example.
    public enum Placement: Sendable, Equatable {
        /// A type, protocol or type alias: nested inside the example's namespace.
        case member
        /// A function: a local function of the body, so it can use the example's top-level
        /// constants, as a reader of the example expects.
        case function
        /// An extension of `typeName`: stays at file scope; `typeNameOffset` is where the
        /// extended type starts in `text`, so the namespace can be put in front of it.
        case fileScopeExtension(typeName: String, typeNameOffset: Int)
        /// A statement or local variable: runs, in order, inside the example's body.
        case statement
    }

    /// The piece's source text, trivia included.
    public var text: String
    /// Where it goes.
    public var placement: Placement
    /// 1-based line of the piece's first character within the example.
    public var line: Int
}

/// Splits a runnable example into pieces so that it can live in its own namespace: types
/// nest, extensions stay at file scope, functions and statements form the body.
public enum ExampleSplitter {
    /// The example's top-level pieces in source order.
    public static func split(_ code: String) -> [ExamplePiece] {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return tree.statements.map { item in
            let line = item.positionAfterSkippingLeadingTrivia.line(converter)
            let text = item.trimmedDescription
            return ExamplePiece(text: text, placement: placement(of: item.item), line: line)
        }
    }

    private static func placement(of item: CodeBlockItemSyntax.Item) -> ExamplePiece.Placement {
        guard case .decl(let declaration) = item else { return .statement }
        if declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
            || declaration.is(ClassDeclSyntax.self) || declaration.is(ProtocolDeclSyntax.self)
            || declaration.is(TypeAliasDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
        {
            return .member
        }
        if declaration.is(FunctionDeclSyntax.self) { return .function }
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            let typeStart = extensionDecl.extendedType.positionAfterSkippingLeadingTrivia
            let offset = typeStart.utf8Offset - extensionDecl.positionAfterSkippingLeadingTrivia.utf8Offset
            let typeName = extensionDecl.extendedType.trimmedDescription
            return .fileScopeExtension(typeName: String(typeName.prefix { $0 != "." && $0 != "<" }), typeNameOffset: offset)
        }
        return .statement
    }
}

extension AbsolutePosition {
    fileprivate func line(_ converter: SourceLocationConverter) -> Int {
        converter.location(for: self).line
    }
}
