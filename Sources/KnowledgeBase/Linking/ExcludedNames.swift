import ModelSources
import SwiftCode
import ToolchainNames

/// Names that are never inferred as APIs, however the references use them: what the content's
/// own Swift blocks declare, what the library its examples compile against declares (the panes
/// model for the built-in content), and the public names of the standard library, Foundation,
/// Dispatch and Swift Concurrency (read from the toolchain when panes is built).
struct ExcludedNames: Sendable {
    /// Types and functions the content's Swift blocks declare.
    var declared: Set<String>
    /// Properties and enum cases they declare: they only exclude bare members (`.editTicket`),
    /// since an example's `var sheet` says nothing about `.sheet(item:)`.
    var declaredValues: Set<String>
    /// Types and functions the examples' library declares (model-only helpers like `PresentationState`).
    var library: Set<String>

    /// The types and functions the panes model's own helpers declare at top level
    /// (`PresentationState`, `NavigationSplitViewRules`): examples use them, SwiftUI has none.
    /// Their members are not among them: a helper may mirror a SwiftUI modifier's name
    /// (`ColumnWidth.inspectorColumnWidth(min:ideal:max:)`), and a call through the helper's type
    /// is already excluded by that type. The model's `SwiftUI/` folder, which mirrors SwiftUI's
    /// types, is not among them either.
    static let modelHelperNames: Set<String> = ModelSources.helpers.reduce(into: []) { names, file in
        names.formUnion(SwiftSnippet.topLevelNames(in: file.text))
    }

    /// Whether `name` (or the chain a modifier call is applied to) is one of these.
    func excludes(_ name: SymbolName, chainRoot: String?) -> Bool {
        let typeName = name.owner.map { String($0.prefix { $0 != "." }) } ?? (name.base.first?.isUppercase == true ? name.base : nil)
        if let typeName, isTypeOrGlobal(typeName) { return true }
        if let chainRoot, isTypeOrGlobal(chainRoot) { return true }
        guard name.owner == nil else { return false }
        if declared.contains(name.base) || library.contains(name.base) { return true }
        if name.labels == nil, declaredValues.contains(name.base) { return true }
        // `max()`, `decode(_:from:)`, `print(_:)`: a method or function of the toolchain's
        // modules. Bare members are not matched: `.all`, `.none` and `.large` are SwiftUI cases
        // too, and a prose `.none` means SwiftUI's far more often than Optional's.
        guard name.labels != nil else { return false }
        return ToolchainNames.members.contains(name.memberSpelling) || ToolchainNames.topLevel.contains(name.base)
    }

    private func isTypeOrGlobal(_ name: String) -> Bool {
        declared.contains(name) || library.contains(name) || ToolchainNames.topLevel.contains(name)
    }
}
