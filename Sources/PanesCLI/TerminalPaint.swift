/// ANSI colours for terminal output, or plain text when colour is off.
struct TerminalPaint {
    /// Whether escape codes are written.
    let isEnabled: Bool

    func green(_ text: String) -> String { paint(text, code: "32") }
    func red(_ text: String) -> String { paint(text, code: "31") }
    func yellow(_ text: String) -> String { paint(text, code: "33") }
    func bold(_ text: String) -> String { paint(text, code: "1") }
    func dim(_ text: String) -> String { paint(text, code: "2") }
    func cyan(_ text: String) -> String { paint(text, code: "36") }

    private func paint(_ text: String, code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
