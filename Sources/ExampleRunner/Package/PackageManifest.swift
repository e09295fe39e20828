import Foundation

/// What panes needs of a package's manifest, as `swift package dump-package` prints it: its
/// name, platforms, library products and where their targets' sources are.
struct PackageManifest: Decodable, Equatable {
    /// A product of the package.
    struct Product: Decodable, Equatable {
        var name: String
        /// Its targets, by name.
        var targets: [String]
        /// `{"library": ["automatic"]}`, `{"executable": null}`, …: the kind is the one key.
        var type: [String: [String]?]

        /// Whether examples can import it.
        var isLibrary: Bool { type.keys.contains("library") }
    }

    /// A target of the package.
    struct Target: Decodable, Equatable {
        var name: String
        /// `regular`, `executable`, `test`, `system`, `plugin`, `macro`, `binary`.
        var type: String
        /// Its folder relative to the package, when the manifest names one.
        var path: String?
        /// Files and folders of the target's folder that are not part of it.
        var exclude: [String] = []

        private enum CodingKeys: String, CodingKey { case name, type, path, exclude }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            type = try container.decode(String.self, forKey: .type)
            path = try container.decodeIfPresent(String.self, forKey: .path)
            exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
        }
    }

    /// A platform the package supports (`macos` 14.0).
    struct Platform: Decodable, Equatable {
        var platformName: String
        var version: String
    }

    var name: String
    var products: [Product]
    var targets: [Target]
    var platforms: [Platform]

    /// The library products, in manifest order.
    var libraryProducts: [Product] { products.filter(\.isLibrary) }

    /// The targets of the library products, each once, in product order.
    var libraryTargets: [Target] {
        var seen: Set<String> = []
        let names = libraryProducts.flatMap(\.targets).filter { seen.insert($0).inserted }
        return names.compactMap { name in targets.first { $0.name == name } }
    }

    /// The folder of `target` relative to the package: its `path`, else the first of SwiftPM's
    /// default roots (`Sources`, `Source`, `src`, `srcs`) that holds a folder named after it.
    func sourceFolder(of target: Target, in package: URL) -> String? {
        if let path = target.path { return path }
        return ["Sources", "Source", "src", "srcs"].map { "\($0)/\(target.name)" }.first { relative in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: package.appendingPathComponent(relative).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
    }
}
