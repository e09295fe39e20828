/// A Swift package snippet (`Snippets/<name>.swift`, shown by `@Snippet(path:slice:)`): where
/// DocC finds it, and which of its lines it shows. `// snippet.hide` … `// snippet.show` lines
/// are never shown; `// snippet.<slice>` … `// snippet.end` mark a slice.
enum Snippet {
    /// The content path of the snippet `path` names for a page at `file`: `Snippets/<path>.swift`
    /// in the folder of the package holding the page's catalog, or any folder above it inside
    /// the content folder. A `Package/Snippets/` prefix in `path` is allowed.
    static func file(named path: String, from file: String, among resourcePaths: Set<String>) -> String? {
        let name = fileName(path)
        var folders = file.split(separator: "/").dropLast().map(String.init)
        while true {
            let candidate = (folders + ["Snippets", name]).joined(separator: "/")
            if resourcePaths.contains(candidate) { return candidate }
            guard !folders.isEmpty else { return nil }
            folders.removeLast()
        }
    }

    /// The file name inside a `Snippets` folder that `path` names (`Pkg/Snippets/Tour` → `Tour.swift`).
    static func fileName(_ path: String) -> String {
        var name = Substring(path)
        if let range = name.range(of: "Snippets/") { name = name[range.upperBound...] }
        return (name.hasSuffix(".swift") ? String(name.dropLast(6)) : String(name)) + ".swift"
    }

    /// The lines of `source` a page shows: without hidden lines and markers, and only those of
    /// `slice` when given (nil when the slice is not in the file), without their shared indentation.
    static func visibleCode(_ source: String, slice: String?) -> String? {
        var shown: [Substring] = []
        var isHidden = false
        var isInSlice = slice == nil
        var sawSlice = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let marker = line.trimmingWhitespace()
            if marker.hasPrefix("// snippet.") {
                let word = marker.dropFirst("// snippet.".count)
                switch word {
                case "hide": isHidden = true
                case "show": isHidden = false
                case "end": if slice != nil { isInSlice = false }
                default:
                    if let slice, word == slice {
                        isInSlice = true
                        sawSlice = true
                    }
                }
                continue
            }
            if isInSlice, !isHidden { shown.append(line) }
        }
        guard slice == nil || sawSlice else { return nil }
        while shown.first?.allSatisfy(\.isWhitespace) == true { shown.removeFirst() }
        while shown.last?.allSatisfy(\.isWhitespace) == true { shown.removeLast() }
        // The snippet tool drops the indentation all shown lines share, so a slice taken from
        // inside a function reads from the left margin.
        let indents = shown.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let shared = indents.min() ?? 0
        return shown.map { $0.dropFirst(min(shared, $0.count)) }.joined(separator: "\n")
    }
}
