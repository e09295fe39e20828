internal import SwiftParser
internal import SwiftSyntax

/// Rewrites Swift Testing's `#expect` and `#require` into calls of plain functions, for
/// example programs built outside a test runner (`panes test`).
///
/// Comparisons keep both sides apart so a failure can print what it got and what it expected.
/// Only the macro expression's text changes; line breaks inside it are kept, so
/// `#sourceLocation` lines stay right.
public enum ExpectationRewriter {
    // The names of the functions the rewritten code calls; the example harness defines them.

    /// `#expect(condition)` of any other form.
    public static let expectFunction = "__panesExpect"
    /// `#expect(a == b)`.
    public static let equalFunction = "__panesExpectEqual"
    /// `#expect(a != b)`.
    public static let notEqualFunction = "__panesExpectNotEqual"
    /// `#expect(a < b)` and the other orderings.
    public static let orderedFunction = "__panesExpectOrdered"
    /// `#require(value)`.
    public static let requireFunction = "__panesRequire"

    /// `code` with every `#expect(…)` and `#require(…)` replaced.
    public static func rewrite(_ code: String) -> String {
        let tree = Parser.parse(source: code)
        let collector = MacroCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var bytes = Array(code.utf8)
        for edit in collector.edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A Swift string literal holding `text`.
    public static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

private struct Edit {
    var start: Int
    var end: Int
    var replacement: String
}

private final class MacroCollector: SyntaxVisitor {
    var edits: [Edit] = []
    private static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.macroName.text
        guard name == "expect" || name == "require", node.trailingClosure == nil,
            let first = node.arguments.first, first.label == nil
        else { return .visitChildren }
        let argumentsText = node.arguments.trimmedDescription
        let expressionText = ExpectationRewriter.stringLiteral(first.expression.trimmedDescription)
        let replacement: String
        if name == "require" {
            replacement = "\(ExpectationRewriter.requireFunction)(\(argumentsText), expression: \(expressionText))"
        } else if let sequence = first.expression.as(SequenceExprSyntax.self), node.arguments.count == 1,
            sequence.elements.count == 3,
            let comparison = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self),
            Self.comparisons.contains(comparison.operator.text),
            // `x == nil` must keep Swift's nil-comparison overload, which needs no Equatable.
            !Array(sequence.elements).contains(where: { $0.is(NilLiteralExprSyntax.self) })
        {
            let parts = Array(sequence.elements)
            let operands = "\(parts[0].trimmedDescription), \(parts[2].trimmedDescription)"
            // One plain generic function per operator: a closure argument made the type checker
            // several times slower on files of many examples.
            switch comparison.operator.text {
            case "==": replacement = "\(ExpectationRewriter.equalFunction)(\(operands), expression: \(expressionText))"
            case "!=": replacement = "\(ExpectationRewriter.notEqualFunction)(\(operands), expression: \(expressionText))"
            default:
                let operation = ExpectationRewriter.stringLiteral(comparison.operator.text)
                replacement = "\(ExpectationRewriter.orderedFunction)(\(operands), \(operation), expression: \(expressionText))"
            }
        } else {
            replacement = "\(ExpectationRewriter.expectFunction)(\(argumentsText), expression: \(expressionText))"
        }
        edits.append(
            Edit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: replacement))
        return .skipChildren
    }
}
