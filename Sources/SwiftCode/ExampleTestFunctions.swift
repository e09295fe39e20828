internal import SwiftSyntax

/// A statement the wrapped example's body runs after the example's own code: it calls one of
/// the example's `@Test` functions, as Swift Testing would have.
public struct TestFunctionCall: Sendable, Equatable {
    /// The Swift statement (a call, a loop over a parameterized test's arguments, or either
    /// under the test's `.enabled(if:)`/`.disabled(if:)` condition).
    public var code: String
    /// 1-based line of the `@Test` function within the example, where a failure of the call
    /// itself is reported.
    public var line: Int
}

/// The `@Test` functions of a runnable example, and how the example's body runs them.
///
/// Wrapped, an example runs as the harness's one test; a `@Test` function inside it is never
/// selected by the harness's filter, so it would compile and pass without running. Instead its
/// attribute is blanked and the body calls it: a top-level function (now a local one) directly,
/// a suite's method on a fresh instance (as Swift Testing makes one per test) or on the type
/// when it is `static`. Its `#expect`s then record on the harness's test, and a thrown error
/// fails the example.
enum ExampleTestFunctions {
    /// The calls for the `@Test` functions in `item` (a top-level function, a type, an
    /// extension), and the attributes to blank (`@Test`, and `@Suite`, which would only add a
    /// suite nothing runs).
    static func find(in item: CodeBlockItemSyntax, converter: SourceLocationConverter) -> (
        calls: [TestFunctionCall], blanked: [AttributeSyntax]
    ) {
        guard case .decl(let declaration) = item.item else { return ([], []) }
        var finder = Finder(converter: converter)
        finder.visit(declaration, receiver: nil)
        return (finder.calls, finder.blanked)
    }

    private struct Finder {
        let converter: SourceLocationConverter
        var calls: [TestFunctionCall] = []
        var blanked: [AttributeSyntax] = []

        /// How a function is reached from the body: `nil` for a top-level function, else the
        /// type path (`Suite` or `Outer.Inner`).
        mutating func visit(_ declaration: DeclSyntax, receiver: String?) {
            if let function = declaration.as(FunctionDeclSyntax.self) {
                visit(function, receiver: receiver)
            } else if let group = declaration.asProtocol(DeclGroupSyntax.self) {
                let name: String
                if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                    name = extensionDecl.extendedType.trimmedDescription
                } else if let named = declaration.asProtocol(NamedDeclSyntax.self), !declaration.is(ProtocolDeclSyntax.self) {
                    name = named.name.text
                } else {
                    return
                }
                let path = receiver.map { "\($0).\(name)" } ?? name
                blanked += Self.attributes(named: "Suite", in: group.attributes)
                for member in group.memberBlock.members { visit(member.decl, receiver: path) }
            }
        }

        mutating func visit(_ function: FunctionDeclSyntax, receiver: String?) {
            guard let test = Self.attributes(named: "Test", in: function.attributes).first else { return }
            blanked.append(test)
            let line = converter.location(for: function.positionAfterSkippingLeadingTrivia).line
            guard let code = Self.call(function, test: test, receiver: receiver) else { return }
            calls.append(TestFunctionCall(code: code, line: line))
        }

        static func attributes(named name: String, in list: AttributeListSyntax) -> [AttributeSyntax] {
            list.compactMap { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return nil }
                let written = attribute.attributeName.trimmedDescription
                return written == name || written == "Testing.\(name)" ? attribute : nil
            }
        }

        /// The statement that runs `function` as Swift Testing would: once, or once per
        /// argument (`arguments: a` passes each element, a tuple's parts to as many
        /// parameters; `arguments: a, b` every combination); `nil` when it is disabled outright.
        static func call(_ function: FunctionDeclSyntax, test: AttributeSyntax, receiver: String?) -> String? {
            var collections: [String] = []
            var conditions: [String] = []
            if case .argumentList(let list) = test.arguments {
                for argument in list {
                    if argument.label?.text == "arguments" || !collections.isEmpty {
                        collections.append(argument.expression.trimmedDescription)
                        continue
                    }
                    // Traits: only the conditions change what runs; tags, time limits and
                    // display names do not.
                    guard let trait = argument.expression.as(FunctionCallExprSyntax.self),
                        let kind = trait.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                        kind == "enabled" || kind == "disabled"
                    else { continue }
                    let condition =
                        trait.arguments.first { $0.label?.text == "if" }.map { "(\($0.expression.trimmedDescription))" }
                        ?? trait.trailingClosure.map { "(\($0.trimmedDescription))()" }
                    switch (kind, condition) {
                    case ("enabled", let condition?): conditions.append(condition)
                    case ("disabled", let condition?): conditions.append("!\(condition)")
                    case ("disabled", nil): return nil
                    default: break
                    }
                }
            }
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? "" : "\($0.firstName.text): " }
            let values: [String]
            var loops = ""
            if collections.count == 1 {
                loops = "for __argument in \(collections[0]) { "
                values = labels.count == 1 ? ["__argument"] : labels.indices.map { "__argument.\($0)" }
            } else {
                values = collections.indices.map { "__argument\($0)" }
                for (index, collection) in collections.enumerated() { loops += "for __argument\(index) in \(collection) { " }
            }
            let arguments = zip(labels, values).map { $0 + $1 }.joined(separator: ", ")
            let name = function.name.text
            let isStatic = function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            var statement: String
            switch receiver {
            case nil: statement = "try await \(name)(\(arguments))"
            case let type? where isStatic: statement = "try await \(type).\(name)(\(arguments))"
            case let type?: statement = "var __suite = try await \(type)(); try await __suite.\(name)(\(arguments))"
            }
            statement = loops + statement + String(repeating: " }", count: collections.count)
            if !conditions.isEmpty {
                statement = "if try await \(conditions.joined(separator: " && ")) { \(statement) }"
            }
            return "do { \(statement) }"
        }
    }
}
