import Files
import Foundation
import KnowledgeBase

extension SwiftPackage {
    /// The folder under the package's build folder where its documentation is gathered.
    static let documentationFolderName = PackageLibrary.folderName + "/documentation"

    /// The package's documentation gathered into one content folder that every command reads
    /// as it reads any other: `docs/` and each library target's `.docc` catalogs, laid out as
    /// the package lays them out (so a diagnostic's `Sources/Kit/Kit.docc/Guide.md:3` is the
    /// package's own file), with the symbol graphs SwiftPM extracts for each library target in
    /// that target's catalog (a catalog of graphs alone for a target without one), as DocC
    /// finds them when it documents a package. Throws SwiftPM's message when the package does
    /// not build.
    public func documentationFolder(minimumAccessLevel: String = "public") throws -> URL {
        let scratch = folder.appendingPathComponent(PackageLibrary.folderName)
        let dump = try swift.run([
            "package", "--package-path", folder.path, "--scratch-path", scratch.appendingPathComponent("symbol-graphs").path,
            // Extension blocks, as the DocC plugin asks for them: without them DocC drops every
            // member a package adds to another module's type, and with them it lists them
            // under Extended Modules, as panes does.
            "dump-symbol-graph", "--minimum-access-level", minimumAccessLevel, "--emit-extension-block-symbols",
        ])
        // SwiftPM dumps every module, tests included, and fails the whole command when one of
        // those cannot be loaded (swift-argument-parser's test discovery module): what counts is
        // that every library target's graph was written.
        let modules = Set(manifest.libraryTargets.map { Self.moduleName(of: $0.name) })
        guard let graphs = Self.graphFolder(in: dump.messages),
            dump.succeeded || modules.isSubset(of: Self.graphModules(in: graphs))
        else {
            throw ExampleRunnerError(
                "\(displayPrefix)Package.swift: SwiftPM could not extract the package's symbol graphs:\n"
                    + SwiftPackageManager.diagnostics(in: dump.messages))
        }
        let staging = folder.appendingPathComponent(Self.documentationFolderName)
        let files = FileManager.default
        FolderRemoval.remove(staging)
        try files.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            let docs = folder.appendingPathComponent("docs")
            if files.fileExists(atPath: docs.path) { try files.copyItem(at: docs, to: staging.appendingPathComponent("docs")) }
            let catalogs = librarySources().catalogs
            let graphFiles = (try? files.contentsOfDirectory(atPath: graphs.path)) ?? []
            for target in manifest.libraryTargets {
                guard let root = manifest.sourceFolder(of: target, in: folder) else { continue }
                let own = catalogs.filter { $0.hasPrefix(root + "/") }
                for catalog in own {
                    let destination = staging.appendingPathComponent(catalog)
                    try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try files.copyItem(at: folder.appendingPathComponent(catalog), to: destination)
                    try copyLinkedFiles(in: destination, linkedFrom: folder.appendingPathComponent(catalog))
                }
                // The module's graphs (`Kit.symbols.json`, and `Kit@Other.symbols.json` for its
                // extensions of other modules' types) go where DocC looks: in its catalog.
                let module = Self.moduleName(of: target.name)
                let home = staging.appendingPathComponent(own.first ?? "\(root)/\(target.name).docc")
                try files.createDirectory(at: home, withIntermediateDirectories: true)
                for graph in graphFiles where Catalog.GraphFile.modules(inFileName: graph)?.module == module {
                    try files.copyItem(at: graphs.appendingPathComponent(graph), to: home.appendingPathComponent(graph))
                }
            }
        } catch {
            throw ExampleRunnerError("cannot gather the package's documentation in \(staging.path): \(error.localizedDescription)")
        }
        return staging
    }

    /// Replaces each symbolic link in the copied catalog `copy` that leads to a file or folder
    /// inside the package with a copy of what it leads to, as DocC reads a package: a link
    /// kept as it is would point somewhere else from the gathered folder. A link out of the
    /// package stays a link, which the content walk reports and never reads.
    private func copyLinkedFiles(in copy: URL, linkedFrom original: URL) throws {
        let files = FileManager.default
        let packagePath = folder.resolvingSymlinksInPath().path + "/"
        guard let walk = files.enumerator(atPath: copy.path) else { return }
        var links: [String] = []
        while let relative = walk.nextObject() as? String {
            let attributes = try? files.attributesOfItem(atPath: copy.appendingPathComponent(relative).path)
            if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { links.append(relative) }
        }
        for relative in links {
            let target = original.appendingPathComponent(relative).resolvingSymlinksInPath()
            guard target.path.hasPrefix(packagePath), files.fileExists(atPath: target.path) else { continue }
            let link = copy.appendingPathComponent(relative)
            try files.removeItem(at: link)
            try files.copyItem(at: target, to: link)
        }
    }

    /// The folder `dump-symbol-graph` names on its `Files written to …` line.
    static func graphFolder(in messages: String) -> URL? {
        let marker = "Files written to "
        guard let line = messages.split(separator: "\n").last(where: { $0.hasPrefix(marker) }) else { return nil }
        return URL(fileURLWithPath: String(line.dropFirst(marker.count)).trimmingCharacters(in: .whitespaces), isDirectory: true)
    }

    /// The modules whose graphs are in `folder`.
    static func graphModules(in folder: URL) -> Set<String> {
        Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).compactMap {
                Catalog.GraphFile.modules(inFileName: $0)?.module
            })
    }

    /// The module SwiftPM makes of a target: its name with every character that cannot be in a
    /// Swift identifier replaced by `_` (`my-kit` → `my_kit`).
    static func moduleName(of target: String) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}
