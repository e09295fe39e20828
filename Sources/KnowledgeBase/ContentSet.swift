/// Everything a content folder holds that the index reads, as `ContentLoader` found it.
public struct ContentSet: Sendable, Equatable {
    /// The pages: Markdown files, and `.tutorial` files inside catalogs, sorted by path.
    public var documents: [ContentFile] = []
    /// The DocC catalogs (`*.docc` folders), sorted by folder.
    public var catalogs: [Catalog] = []
    /// Every other file, relative to the content folder and sorted: images and other files a
    /// page may show or link to. They are copied into the site only when a page uses them.
    public var resourcePaths: [String] = []
    /// What `panes.json` says, when the folder has one.
    public var configuration: SiteConfiguration?
    /// What could not be read.
    public var diagnostics: [Diagnostic] = []

    /// Creates a set.
    public init(
        documents: [ContentFile] = [], catalogs: [Catalog] = [], resourcePaths: [String] = [],
        configuration: SiteConfiguration? = nil, diagnostics: [Diagnostic] = []
    ) {
        self.documents = documents
        self.catalogs = catalogs
        self.resourcePaths = resourcePaths
        self.configuration = configuration
        self.diagnostics = diagnostics
    }

    /// Embedded or in-memory files (no folder): the Markdown pages, and `panes.json` read as
    /// the configuration. Catalogs in such a set have no resources.
    public init(files: [ContentFile]) {
        documents = files.filter { ContentLoader.isDocument($0.path) }
        if let text = files.first(where: { $0.path == SiteConfiguration.fileName })?.text {
            switch SiteConfiguration.read(text) {
            case .success(let configuration): self.configuration = configuration
            case .failure(let problem): diagnostics.append(.warning(problem.message, file: SiteConfiguration.fileName))
            }
        }
        let folders = Set(documents.compactMap { Catalog.folder(containing: $0.path) }).sorted()
        catalogs = folders.map { folder in
            let names = Catalog.names(folder: folder, infoPlist: nil)
            return Catalog(folder: folder, displayName: names.displayName, identifier: names.identifier)
        }
    }
}
