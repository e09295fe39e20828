internal import SwiftSyntax

/// A top-level piece of a runnable example, sorted by where it must go when the example is
/// wrapped in a namespace of its own.
public struct ExamplePiece: Sendable, Equatable {
    /// Where a piece goes in the wrapped example.
    public enum Placement: Sendable, Equatable {
        /// A type, protocol or type alias: nested inside the example's namespace.
        case member
        /// A function that uses the example's top-level constants or its own types: a local
        /// function of the body, where both are in scope, as a reader of the example expects.
        case function
        /// A function named `name` that uses neither and has no attributes: `fileprivate` at file
        /// scope, where the example's types and extensions can call it too (a local function is
        /// hidden from them).
        case fileScopeFunction(name: String)
        /// An extension of `typeName`: stays at file scope; `typeNameOffset` is where the
        /// extended type starts in `text`, so the namespace can be put in front of it.
        case fileScopeExtension(typeName: String, typeNameOffset: Int)
        /// An `import`: hoisted to file scope, where Swift allows it.
        case fileScopeImport
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

/// A runnable example taken apart for wrapping.
public struct SplitExample: Sendable, Equatable {
    /// The top-level pieces in source order.
    public var pieces: [ExamplePiece]
    /// Whether the code awaits anywhere, so its body must be `async`.
    public var awaits: Bool
    /// What the body runs after the example's own code: a call to each `@Test` function.
    public var testCalls: [TestFunctionCall] = []
}

/// Splits a runnable example into pieces so that it can live in its own namespace: types
/// nest, extensions and imports stay at file scope, functions and statements form the body.
public enum ExampleSplitter {
    /// The example's top-level pieces in source order, and whether it awaits.
    public static func split(_ code: String) -> SplitExample {
        // Code the parser cannot read in time (see `SafeParse`) already failed the check; kept
        // whole, it goes to the compiler as one statement, which reports it again.
        guard case .success(let tree) = SafeParse.parse(code) else {
            return SplitExample(pieces: [ExamplePiece(text: code, placement: .statement, line: 1)], awaits: false)
        }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let local = namesOnlyTheBodySees(tree)
        var testCalls: [TestFunctionCall] = []
        let pieces = tree.statements.map { item in
            let tests = ExampleTestFunctions.find(in: item, converter: converter)
            testCalls += tests.calls
            let line = item.positionAfterSkippingLeadingTrivia.line(converter)
            var placement = placement(of: item.item)
            // A function with attributes stays local: `fileprivate` on a line of its own cannot
            // come before them, and a `@Test` function is called from the body.
            if placement == .function, case .decl(let declaration) = item.item, let function = declaration.as(FunctionDeclSyntax.self),
                function.attributes.isEmpty,
                item.tokens(viewMode: .sourceAccurate).allSatisfy({ token in
                    guard case .identifier(let name) = token.tokenKind else { return true }
                    return !local.contains(name)
                })
            {
                placement = .fileScopeFunction(name: function.name.text)
            }
            return ExamplePiece(text: blankingWrapperConflicts(in: item, testAttributes: tests.blanked), placement: placement, line: line)
        }
        // A test function's call awaits (it may be `async`), so a body with one is `async` too.
        let awaits = !testCalls.isEmpty || tree.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
        return SplitExample(pieces: pieces, awaits: awaits, testCalls: testCalls)
    }

    /// The item's text, with what cannot survive the wrapping blanked out; spaces keep every
    /// line and column where the reader wrote them.
    /// - A type's `@main`: the harness is the program's entry point, and an example (an
    ///   ArgumentParser command, say) that names its own would clash with every other
    ///   example's in the one module they share ("'main' attribute can only apply to one type
    ///   in a module").
    /// - The access modifier of a top-level declaration other than an extension (`public func`,
    ///   `private struct`): a function becomes a local one, where Swift allows none ("attribute
    ///   'public' can only be used in a non-local scope"), and a private type nested in the
    ///   namespace would be hidden from the example's own extensions. As rustdoc compiles a
    ///   doc-test, the example's declarations are its own whatever they say.
    /// - `testAttributes`: the example's `@Test` and `@Suite` attributes (`ExampleTestFunctions`).
    private static func blankingWrapperConflicts(in item: CodeBlockItemSyntax, testAttributes: [AttributeSyntax]) -> String {
        let text = item.trimmedDescription
        let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
        var bytes = Array(text.utf8)
        func blank(_ node: some SyntaxProtocol) {
            let from = node.positionAfterSkippingLeadingTrivia.utf8Offset - start
            let to = node.endPositionBeforeTrailingTrivia.utf8Offset - start
            guard from >= 0, to <= bytes.count else { return }
            for index in from..<to { bytes[index] = UInt8(ascii: " ") }
        }
        for attribute in testAttributes { blank(attribute) }
        guard case .decl(let declaration) = item.item, !declaration.is(ExtensionDeclSyntax.self) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        if let group = declaration.asProtocol(DeclGroupSyntax.self) {
            for element in group.attributes {
                if let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "main" {
                    blank(attribute)
                }
            }
        }
        if let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers {
            for modifier in modifiers where accessModifiers.contains(modifier.name.text) { blank(modifier) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The example's top-level constants and variables and the types it declares: wrapped, the
    /// first are locals of the body and the others nest in the namespace, so only code inside
    /// the namespace sees them.
    private static func namesOnlyTheBodySees(_ tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in tree.statements {
            guard case .decl(let declaration) = item.item else { continue }
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let name) = token.tokenKind { names.insert(name) }
                    }
                }
            } else if let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text, placement(of: item.item) == .member {
                names.insert(name)
            }
        }
        return names
    }

    /// The access modifiers, which a wrapped example's top-level declarations lose.
    private static let accessModifiers: Set<String> = ["public", "private", "fileprivate", "internal", "package", "open"]

    private static func placement(of item: CodeBlockItemSyntax.Item) -> ExamplePiece.Placement {
        guard case .decl(let declaration) = item else { return .statement }
        if declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
            || declaration.is(ClassDeclSyntax.self) || declaration.is(ProtocolDeclSyntax.self)
            || declaration.is(TypeAliasDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
        {
            return .member
        }
        if declaration.is(FunctionDeclSyntax.self) { return .function }
        if declaration.is(ImportDeclSyntax.self) { return .fileScopeImport }
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
