internal import SwiftSyntax

/// An API spelling used in a code block: a call such as `.sheet(item:)` or
/// `NavigationSplitView(columnVisibility:)`, or an implicit member such as `.detailOnly`.
public struct SymbolUse: Sendable, Equatable {
    /// How the symbol is used, which says how likely it is to be a framework API.
    public enum Form: Sendable, Equatable {
        /// A modifier applied to a view chain: `List { … }.sheet(item: $x) { … }`.
        case modifierCall
        /// A type's initializer: `NavigationSplitView(columnVisibility: $v) { … }`.
        case initializerCall
        /// A member with its type left out: `.detailOnly`, `.edit(item)`.
        case implicitMember
    }

    /// The use written the way the content format spells symbols.
    public var spelling: String
    /// How the symbol is used.
    public var form: Form
    /// 1-based line within the block.
    public var line: Int
    /// For a modifier call, the name the chain starts with (`JSONDecoder` in
    /// `JSONDecoder().decode(…)`, `List` in `List { … }.sheet(…)`): a chain that starts with a
    /// type that is not a view is no modifier.
    public var chainRoot: String? = nil
    /// For an implicit member passed as an argument, the call it is passed to, spelled as a use
    /// (`.presentationSizing(_:)` for `.automatic` in `.presentationSizing(.automatic)`): which
    /// type's `.automatic` it is depends on that call's parameter.
    public var argumentOf: String? = nil
}

extension SwiftSnippet {
    static func symbolUses(
        in tree: SourceFileSyntax, converter: SourceLocationConverter
    ) -> (uses: [SymbolUse], declared: Set<String>, values: Set<String>, expectations: Int) {
        let collector = SymbolUseCollector(converter: converter)
        collector.walk(tree)
        let uses = collector.uses.filter { !collector.localNames.contains($0.baseName) }.map(\.use)
        return (uses, collector.localNames, collector.valueNames, collector.expectationCount)
    }
}

private final class SymbolUseCollector: SyntaxAnyVisitor {
    struct Found {
        var use: SymbolUse
        var baseName: String
    }

    let converter: SourceLocationConverter
    var uses: [Found] = []
    /// Types and functions the block declares: calls to them are the block's own, not API uses.
    var localNames: Set<String> = []
    /// Properties and enum cases the block declares: never APIs, but a block may well name a
    /// property `sheet` and still call `.sheet(item:)`, so they do not filter uses.
    var valueNames: Set<String> = []
    /// How many `#expect` and `#require` checks the block writes.
    var expectationCount = 0

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// Records the names of the block's own declarations, which the index never takes for APIs.
    /// Matched on `kind`, a stored tag, because this runs for every node of every block.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl, .functionDecl, .associatedTypeDecl:
            if let named = node.asProtocol(NamedDeclSyntax.self) { localNames.insert(named.name.text) }
        case .enumCaseElement:
            if let element = node.as(EnumCaseElementSyntax.self) { valueNames.insert(element.name.text) }
        case .macroExpansionExpr:
            if let macro = node.as(MacroExpansionExprSyntax.self), ["expect", "require"].contains(macro.macroName.text) {
                expectationCount += 1
            }
        case .genericParameter:
            if let parameter = node.as(GenericParameterSyntax.self) { localNames.insert(parameter.name.text) }
        case .variableDecl:
            guard let variable = node.as(VariableDeclSyntax.self) else { break }
            for binding in variable.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { valueNames.insert(identifier.identifier.text) }
            }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let labelList = "(" + labels.map { $0 + ":" }.joined() + ")"
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base {
                if Self.isViewChain(base) {
                    record(spelling: "." + name + labelList, base: name, form: .modifierCall, at: node, chainRoot: Self.chainRoot(base))
                }
            } else {
                record(spelling: "." + name + labelList, base: name, form: .implicitMember, at: node)
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
        {
            record(spelling: reference.baseName.text + labelList, base: reference.baseName.text, form: .initializerCall, at: node)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let isCallee = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        if node.base == nil, !isCallee {
            record(
                spelling: "." + node.declName.baseName.text, base: node.declName.baseName.text, form: .implicitMember, at: node,
                argumentOf: Self.enclosingCall(of: node))
        }
        return .visitChildren
    }

    private func record(
        spelling: String, base: String, form: SymbolUse.Form, at node: some SyntaxProtocol, chainRoot: String? = nil,
        argumentOf: String? = nil
    ) {
        let line = node.startLocation(converter: converter).line
        let use = SymbolUse(spelling: spelling, form: form, line: line, chainRoot: chainRoot, argumentOf: argumentOf)
        uses.append(Found(use: use, baseName: base))
    }

    /// The call an expression is an argument of, spelled as a use (`.presentationSizing(_:)`,
    /// `NavigationSplitView(columnVisibility:)`), when it is one directly.
    static func enclosingCall(of node: MemberAccessExprSyntax) -> String? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.as(LabeledExprListSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        let labels = "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return "." + member.declName.baseName.text + labels }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text + labels }
        return nil
    }

    /// The name a call chain starts with: `List` in `List { … }.padding()`, nil for `.foo()`.
    static func chainRoot(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return chainRoot(call.calledExpression) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base.flatMap(chainRoot) ?? nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return "#" + macro.macroName.text }
        return nil
    }

    /// Whether a member call's base is a chain that starts with a call (`Text("a").bold()`), as
    /// view modifiers are, rather than a property path (`path.append(x)`, `model.items.removeAll()`).
    static func isViewChain(_ expression: ExprSyntax) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) || expression.is(MacroExpansionExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return isViewChain(base) }
        return false
    }
}
