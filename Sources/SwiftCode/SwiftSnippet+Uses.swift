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
}

extension SwiftSnippet {
    static func symbolUses(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> ([SymbolUse], Set<String>) {
        let collector = SymbolUseCollector(converter: converter)
        collector.walk(tree)
        let uses = collector.uses.filter { !collector.localNames.contains($0.baseName) }.map(\.use)
        return (uses, collector.localNames)
    }
}

private final class SymbolUseCollector: SyntaxAnyVisitor {
    struct Found {
        var use: SymbolUse
        var baseName: String
    }

    let converter: SourceLocationConverter
    var uses: [Found] = []
    var localNames: Set<String> = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// Records the names of the block's own declarations: calls to them are not API uses.
    /// Matched on `kind`, a stored tag, because this runs for every node of every block.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl, .functionDecl:
            if let named = node.asProtocol(NamedDeclSyntax.self) { localNames.insert(named.name.text) }
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
                if Self.isViewChain(base) { record(spelling: "." + name + labelList, base: name, form: .modifierCall, at: node) }
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
            record(spelling: "." + node.declName.baseName.text, base: node.declName.baseName.text, form: .implicitMember, at: node)
        }
        return .visitChildren
    }

    private func record(spelling: String, base: String, form: SymbolUse.Form, at node: some SyntaxProtocol) {
        let line = node.startLocation(converter: converter).line
        uses.append(Found(use: SymbolUse(spelling: spelling, form: form, line: line), baseName: base))
    }

    /// Whether a member call's base is a chain that starts with a call (`Text("a").bold()`), as
    /// view modifiers are, rather than a property path (`path.append(x)`, `model.items.removeAll()`).
    static func isViewChain(_ expression: ExprSyntax) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) || expression.is(MacroExpansionExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return isViewChain(base) }
        return false
    }
}
