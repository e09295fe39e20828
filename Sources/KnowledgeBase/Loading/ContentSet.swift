import Foundation

/// Everything a content folder holds that the index reads, as `ContentLoader` found it.
public struct ContentSet: Sendable, Equatable {
    /// The pages: Markdown files, and `.tutorial` files inside catalogs, sorted by path.
    public var documents: [ContentFile] = []
    /// The DocC catalogs (`*.docc` folders), sorted by folder.
    public var catalogs: [Catalog] = []
    /// Every other file, relative to the content folder and sorted: images and other files a
    /// page may show or link to. They are copied into the site only when a page uses them.
    public var resourcePaths: [String] = []
    /// What `panes.json` says (nothing, when the folder has none).
    public var settings = ContentSettings()
    /// What could not be read.
    public var diagnostics: [Diagnostic] = []

    /// Creates a set.
    public init(
        documents: [ContentFile] = [], catalogs: [Catalog] = [], resourcePaths: [String] = [],
        settings: ContentSettings = ContentSettings(), diagnostics: [Diagnostic] = []
    ) {
        self.documents = documents
        self.catalogs = catalogs
        self.resourcePaths = resourcePaths
        self.settings = settings
        self.diagnostics = diagnostics
    }

    /// Embedded or in-memory files (no folder): the Markdown pages, and `panes.json` read as
    /// the settings. Catalogs in such a set have no resources.
    public init(files: [ContentFile]) {
        documents = files.filter { ContentLoader.isDocument($0.path) }
        if let text = files.first(where: { $0.path == ContentSettings.fileName })?.text {
            (settings, diagnostics) = ContentSettings.parse(Data(text.utf8), displayPath: ContentSettings.fileName)
        }
        let folders = Set(documents.compactMap { Catalog.folder(containing: $0.path) }).sorted()
        catalogs = folders.map { folder in
            let names = Catalog.names(folder: folder, infoPlist: nil)
            return Catalog(folder: folder, displayName: names.displayName, identifier: names.identifier)
        }
    }
}
