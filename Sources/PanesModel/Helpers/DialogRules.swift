/// The model's rules for alerts and confirmation dialogs: which severity `automatic` resolves to,
/// and whether a dialog keeps a Mac app from quitting. SwiftUI has no such type; each rule cites
/// the Apple page it encodes or says what it assumes.
public enum DialogRules {
    /// The severity a dialog shows with when `requested` is passed to `dialogSeverity(_:)`.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/dialogseverity/automatic
    /// ("Alerts that present an error will use `.critical` and all others will use `.standard`").
    /// `isErrorAlert` is true for the alerts built from an error, such as `alert(error:actions:)`.
    public static func resolvedSeverity(_ requested: DialogSeverity, isErrorAlert: Bool) -> DialogSeverity {
        guard requested == .automatic else { return requested }
        return isErrorAlert ? .critical : .standard
    }

    /// Whether a presented alert or confirmation dialog keeps the app from being quit, on macOS.
    ///
    /// Source: https://developer.apple.com/documentation/swiftui/view/dialogpreventsapptermination(_:)
    /// A non-`nil` `preference` (the value passed to `dialogPreventsAppTermination(_:)`) decides;
    /// `nil` asks for the automatic behaviour, under which the dialog does not block quitting
    /// when all of these hold: it has a single button, that button's role is not destructive, the
    /// `dialogSeverity(_:)` is not `critical`, and it has no text fields.
    ///
    /// Assumption: a dialog that fails any of these conditions blocks quitting; Apple states only
    /// the conditions under which it does not block.
    ///
    /// Assumption: Apple's condition names the severity set with `dialogSeverity(_:)`; the model
    /// compares the value passed in `severity` as given and does not first resolve `automatic`
    /// (which for an error alert would be `critical`), because Apple does not say which it means.
    public static func preventsAppTermination(
        preference: Bool? = nil,
        buttonCount: Int,
        hasDestructiveButton: Bool,
        severity: DialogSeverity = .automatic,
        hasTextField: Bool
    ) -> Bool {
        if let preference { return preference }
        let quitsFreely = buttonCount == 1 && !hasDestructiveButton && severity != .critical && !hasTextField
        return !quitsFreely
    }
}
