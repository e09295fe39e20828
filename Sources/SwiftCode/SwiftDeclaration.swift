internal import SwiftSyntax

/// One declaration as a reference writes it (`nonisolated func sheet<Item>(…) -> some View`,
/// `static var medium: PresentationDetent { get }`, `case compact`), read with SwiftParser for
/// what a module interface needs: what it declares, where `public` and a conformance list go,
/// and the protocol an opaque result conforms to.
public struct SwiftDeclaration: Sendable, Equatable {
    /// The keyword that introduces the declaration.
    public enum Introducer: String, Sendable, Equatable {
        case `struct`, `enum`, `class`, `actor`, `protocol`, `typealias`, `func`, `var`, `let`, `init`, `case`, `subscript`

        /// Whether it declares a type (and can take a conformance list).
        public var declaresType: Bool { [.struct, .enum, .class, .actor, .protocol].contains(self) }
    }

    /// The declaration as written.
    public let text: String
    /// What it declares.
    public let introducer: Introducer
    /// The declared name (`sheet`, `NavigationSplitView`, `init`, `compact`).
    public let name: String
    /// Whether it is `static` (or `class`).
    public let isStatic: Bool
    /// `P` when the result (or a property's type) is `some P` (`View` in `-> some View`); a
    /// modifier's host protocol.
    public let opaqueResultProtocol: String?
    /// A property's declared type or a function's result type, as written (`AutomaticNavigationSplitViewStyle`).
    public let resultType: String?
    /// The conformances the declaration itself lists (`struct X: Hashable`).
    public let writtenConformances: [String]
    /// UTF-8 offset of the introducer keyword.
    private let introducerOffset: Int
    /// For a type: UTF-8 offset just past its name and generic parameters, where a conformance
    /// list starts (or where the written one ends).
    private let conformanceOffset: Int?

    /// Reads `text`; nil when it is not exactly one declaration SwiftParser reads without error.
    /// A type's declaration is written without its body (`struct Item`) and an enum case alone,
    /// as references write them, so those are read with an empty body added or inside an enum.
    public init?(parsing text: String) {
        let typeKinds: Set<SyntaxKind> = [.structDecl, .enumDecl, .classDecl, .actorDecl, .protocolDecl]
        let wrappings: [(prefix: String, suffix: String, accepts: (SyntaxKind) -> Bool)] = [
            ("", "", { _ in true }), ("", " {}", typeKinds.contains), ("enum _Owner {\n", "\n}", { $0 == .enumCaseDecl }),
        ]
        guard
            let (declaration, shift) = wrappings.lazy.compactMap({ wrapping in
                Self.parseOne(text, prefix: wrapping.prefix, suffix: wrapping.suffix).flatMap { wrapping.accepts($0.0.kind) ? $0 : nil }
            }).first
        else { return nil }
        self.init(declaration, text: text, shift: shift)
    }

    /// The one declaration of `prefix + text + suffix` (for an enum wrapper, its one member),
    /// with the UTF-8 length of `prefix` to subtract from its positions; nil on any syntax error.
    private static func parseOne(_ text: String, prefix: String, suffix: String) -> (DeclSyntax, Int)? {
        guard !text.isEmpty, case .success(let tree) = SafeParse.parse(prefix + text + suffix), !tree.hasError,
            tree.statements.count == 1, var declaration = tree.statements.first?.item.as(DeclSyntax.self)
        else { return nil }
        if !prefix.isEmpty {
            guard let owner = declaration.as(EnumDeclSyntax.self), owner.memberBlock.members.count == 1,
                let member = owner.memberBlock.members.first?.decl
            else { return nil }
            declaration = member
        }
        return (declaration, prefix.utf8.count)
    }

    private init?(_ declaration: DeclSyntax, text: String, shift: Int) {
        self.text = text
        var opaque: String?
        var result: String?
        var conformances: [String] = []
        var conformanceOffset: Int?
        let keyword: TokenSyntax
        let name: String
        func typeParts(_ inheritance: InheritanceClauseSyntax?, after end: AbsolutePosition) {
            conformances = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            conformanceOffset = (inheritance?.endPositionBeforeTrailingTrivia ?? end).utf8Offset - shift
        }
        if let type = declaration.as(StructDeclSyntax.self) {
            (keyword, name) = (type.structKeyword, type.name.text)
            typeParts(
                type.inheritanceClause,
                after: (type.genericParameterClause?.endPositionBeforeTrailingTrivia ?? type.name.endPositionBeforeTrailingTrivia))
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            (keyword, name) = (type.enumKeyword, type.name.text)
            typeParts(
                type.inheritanceClause,
                after: (type.genericParameterClause?.endPositionBeforeTrailingTrivia ?? type.name.endPositionBeforeTrailingTrivia))
        } else if let type = declaration.as(ClassDeclSyntax.self) {
            (keyword, name) = (type.classKeyword, type.name.text)
            typeParts(
                type.inheritanceClause,
                after: (type.genericParameterClause?.endPositionBeforeTrailingTrivia ?? type.name.endPositionBeforeTrailingTrivia))
        } else if let type = declaration.as(ActorDeclSyntax.self) {
            (keyword, name) = (type.actorKeyword, type.name.text)
            typeParts(
                type.inheritanceClause,
                after: (type.genericParameterClause?.endPositionBeforeTrailingTrivia ?? type.name.endPositionBeforeTrailingTrivia))
        } else if let type = declaration.as(ProtocolDeclSyntax.self) {
            (keyword, name) = (type.protocolKeyword, type.name.text)
            typeParts(type.inheritanceClause, after: type.name.endPositionBeforeTrailingTrivia)
        } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
            (keyword, name) = (alias.typealiasKeyword, alias.name.text)
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            (keyword, name) = (function.funcKeyword, function.name.text)
            let returned = function.signature.returnClause?.type
            result = returned?.trimmedDescription
            opaque = returned?.as(SomeOrAnyTypeSyntax.self).flatMap(Self.opaqueProtocol)
        } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
            (keyword, name) = (initializer.initKeyword, "init")
        } else if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        {
            (keyword, name) = (variable.bindingSpecifier, pattern.identifier.text)
            let type = binding.typeAnnotation?.type
            result = type?.trimmedDescription
            opaque = type?.as(SomeOrAnyTypeSyntax.self).flatMap(Self.opaqueProtocol)
        } else if let enumCase = declaration.as(EnumCaseDeclSyntax.self), enumCase.elements.count == 1,
            let element = enumCase.elements.first
        {
            (keyword, name) = (enumCase.caseKeyword, element.name.text)
        } else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) {
            (keyword, name) = (subscriptDeclaration.subscriptKeyword, "subscript")
            result = subscriptDeclaration.returnClause.type.trimmedDescription
        } else {
            return nil
        }
        guard let introducer = Introducer(rawValue: keyword.text) else { return nil }
        self.introducer = introducer
        self.name = name
        self.introducerOffset = keyword.positionAfterSkippingLeadingTrivia.utf8Offset - shift
        self.conformanceOffset = conformanceOffset
        self.writtenConformances = conformances
        self.opaqueResultProtocol = opaque
        self.resultType = result
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []
        self.isStatic = modifiers.contains("static") || modifiers.contains("class")
    }

    /// The protocol of `some P` (`View`), nil for `any P` or a composition.
    private static func opaqueProtocol(_ type: SomeOrAnyTypeSyntax) -> String? {
        guard type.someOrAnySpecifier.text == "some" else { return nil }
        if let identifier = type.constraint.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.constraint.as(MemberTypeSyntax.self)?.name.text
    }

    /// The declaration as a module interface needs it: `public` before its keyword (an enum
    /// case takes none), and `conformances` it does not list already added to a type.
    public func publicText(addingConformances conformances: [String] = []) -> String {
        var bytes = Array(text.utf8)
        for insertion in insertions(addingConformances: conformances).reversed() {
            bytes.insert(contentsOf: insertion.text.utf8, at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What `publicText(addingConformances:)` inserts, at UTF-8 offsets of the declaration as
    /// written, in order.
    public func insertions(addingConformances conformances: [String] = []) -> [(offset: Int, text: String)] {
        var insertions: [(offset: Int, text: String)] = []
        if introducer != .case { insertions.append((introducerOffset, "public ")) }
        let added = conformances.filter { !writtenConformances.contains($0) }
        if introducer.declaresType, let conformanceOffset, !added.isEmpty {
            insertions.append((conformanceOffset, (writtenConformances.isEmpty ? " : " : ", ") + added.joined(separator: ", ")))
        }
        return insertions
    }

    /// The offset in the declaration as written of an offset in its published text (a compiler's
    /// column), so a complaint about the declaration points into the reference.
    public func writtenOffset(ofPublishedOffset published: Int, addingConformances conformances: [String] = []) -> Int {
        var offset = published
        for insertion in insertions(addingConformances: conformances) where insertion.offset <= offset {
            offset = max(insertion.offset, offset - insertion.text.utf8.count)
        }
        return offset
    }
}
