/// A catalog's resources by the names DocC finds them by: every file that is not a page is
/// registered under its file name with DocC's traits taken out — `~dark` (the dark-appearance
/// variant) and `@2x`/`@3x` (the scale), in either order — with and without its extension.
/// `trail-overview~dark@2x.png` answers to `trail-overview` and `trail-overview.png`; a name
/// may exist only as a variant (swift-book's images exist only as `@2x`). Names are never
/// paths: `Resources/x.png` finds nothing, as in DocC.
public struct ResourceIndex: Sendable, Equatable {
    /// One file of a resource.
    public struct Variant: Sendable, Equatable, Comparable {
        /// The file, relative to the content folder.
        public var path: String
        /// Whether it is the dark-appearance variant (`~dark`).
        public var isDark: Bool
        /// 1, 2 or 3 (`@2x`).
        public var scale: Int

        /// Light before dark, then by scale, then by path.
        public static func < (lhs: Variant, rhs: Variant) -> Bool {
            (lhs.isDark ? 1 : 0, lhs.scale, lhs.path) < (rhs.isDark ? 1 : 0, rhs.scale, rhs.path)
        }
    }

    /// What kind of file a resource is, from its extension.
    public enum Kind: Sendable, Equatable {
        case image, video, other
    }

    /// File extensions DocC shows as images.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "svg", "gif", "webp"]
    /// File extensions DocC plays as video.
    public static let videoExtensions: Set<String> = ["mov", "mp4", "webm"]

    private var variantsByName: [String: [Variant]] = [:]

    /// Registers `paths` (content-relative file paths inside a catalog).
    public init(paths: [String]) {
        for path in paths {
            let fileName = String(path.split(separator: "/").last ?? Substring(path))
            let (name, fileExtension, variant) = Self.traits(of: fileName, path: path)
            variantsByName[name, default: []].append(variant)
            if !fileExtension.isEmpty { variantsByName[name + "." + fileExtension, default: []].append(variant) }
        }
        variantsByName = variantsByName.mapValues { $0.sorted() }
    }

    /// The files a name written in the content stands for, light 1x first; empty when none.
    /// With several files of the same name in different folders, DocC picks one; so does
    /// this index, the first by path.
    public func variants(named name: String) -> [Variant] {
        let variants = variantsByName[name] ?? []
        guard let first = variants.first else { return [] }
        let folder = Self.folder(of: first.path)
        return variants.filter { Self.folder(of: $0.path) == folder }
    }

    /// The kind of a file, from its extension.
    public static func kind(of path: String) -> Kind {
        let fileExtension = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if imageExtensions.contains(fileExtension) { return .image }
        if videoExtensions.contains(fileExtension) { return .video }
        return .other
    }

    private static func folder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    /// `trail-overview~dark@2x.png` → (`trail-overview`, `png`, dark, 2).
    static func traits(of fileName: String, path: String) -> (name: String, fileExtension: String, variant: Variant) {
        var stem = Substring(fileName)
        var fileExtension = ""
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex {
            fileExtension = String(stem[stem.index(after: dot)...])
            stem = stem[..<dot]
        }
        var isDark = false
        var scale = 1
        // Traits come last, in either order (`~dark@2x` or `@2x~dark`).
        for _ in 0..<2 {
            if stem.count > 5, stem.hasSuffix("~dark") {
                isDark = true
                stem = stem.dropLast(5)
            }
            for factor in [2, 3, 1] where stem.count > 3 && stem.hasSuffix("@\(factor)x") {
                scale = factor
                stem = stem.dropLast(3)
            }
        }
        return (String(stem), fileExtension, Variant(path: path, isDark: isDark, scale: scale))
    }
}
