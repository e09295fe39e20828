/// The public names of the standard library, Foundation, Dispatch and Swift Concurrency, read
/// from the toolchain's symbol graphs when panes is built (the ToolchainNamesPlugin plugin).
/// The index consults them so that `JSONEncoder`, `URL` or `max()` in a reference is never
/// taken for an undocumented SwiftUI API.
public enum ToolchainNames {
    /// Top-level types, functions and globals (`JSONEncoder`, `max`, `print`).
    public static let topLevel: Set<String> = lines(topLevelText)
    /// Member signatures of their types (`decode(_:from:)`, `count`, `append(_:)`).
    public static let members: Set<String> = lines(memberText)

    private static func lines(_ text: String) -> Set<String> {
        Set(text.split(separator: "\n").map(String.init))
    }
}
