import PanesModel
import Testing

/// The dialog rules Apple documents for `DialogSeverity.automatic` and
/// `dialogPreventsAppTermination(_:)`, as encoded in `DialogRules`.
struct DialogRulesTests {
    @Test func automaticSeverityIsCriticalOnlyForErrorAlerts() {
        #expect(DialogRules.resolvedSeverity(.automatic, isErrorAlert: true) == .critical)
        #expect(DialogRules.resolvedSeverity(.automatic, isErrorAlert: false) == .standard)
        #expect(DialogRules.resolvedSeverity(.standard, isErrorAlert: true) == .standard)
        #expect(DialogRules.resolvedSeverity(.critical, isErrorAlert: false) == .critical)
    }

    @Test func aSingleHarmlessButtonLetsTheAppQuit() {
        #expect(!DialogRules.preventsAppTermination(buttonCount: 1, hasDestructiveButton: false, hasTextField: false))
    }

    @Test func eachConditionOnItsOwnBlocksQuitting() {
        #expect(DialogRules.preventsAppTermination(buttonCount: 2, hasDestructiveButton: false, hasTextField: false))
        #expect(DialogRules.preventsAppTermination(buttonCount: 1, hasDestructiveButton: true, hasTextField: false))
        #expect(DialogRules.preventsAppTermination(buttonCount: 1, hasDestructiveButton: false, severity: .critical, hasTextField: false))
        #expect(DialogRules.preventsAppTermination(buttonCount: 1, hasDestructiveButton: false, hasTextField: true))
    }

    @Test func anExplicitPreferenceWins() {
        #expect(!DialogRules.preventsAppTermination(preference: false, buttonCount: 2, hasDestructiveButton: true, hasTextField: true))
        #expect(DialogRules.preventsAppTermination(preference: true, buttonCount: 1, hasDestructiveButton: false, hasTextField: false))
    }

    @Test func dialogSeverityIsEquatableButNotHashable() {
        // Apple, DialogSeverity: Equatable, Sendable, SendableMetatype.
        #expect(DialogSeverity.critical as Any is any Equatable)
        #expect(!(DialogSeverity.critical as Any is any Hashable))
    }
}
