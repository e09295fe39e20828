import Foundation
import KnowledgeBase
import Search

/// Says what the site consists of: every page as a path with a way to render it, plus the
/// stylesheet, scripts and search index. It only reads the knowledge base; pages are rendered
/// when written, so a large site is never held in memory at once.
enum SiteRenderer {
    /// One page to render.
    struct PageJob: Sendable {
        /// The page's path from the site root.
        var path: String
        /// Renders the page's HTML.
        var render: @Sendable () -> String
    }

    /// The HTML pages: home, 404, search, the checks page, the A–Z index and the mentioned APIs,
    /// one per article and one per API, sorted by path.
    static func pages(for context: SiteContext) -> [PageJob] {
        var jobs: [PageJob] = [
            PageJob(path: PagePaths.notFound) { NotFoundPage(context: context).render() },
            PageJob(path: PagePaths.search) { SearchPage(context: context).render() },
            PageJob(path: PagePaths.apiIndex) { APIIndexPage(context: context).render() },
        ]
        if MentionedPage.isNeeded(context) {
            jobs.append(PageJob(path: PagePaths.mentioned) { MentionedPage(context: context).render() })
        }
        // Only a site with Swift blocks has labels to explain.
        if context.knowledgeBase.examples.contains(where: \.isSwift) {
            jobs.append(PageJob(path: PagePaths.checks) { ChecksPage(context: context).render() })
        }
        // A catalog's root page can be the home page (`SiteIdentity.homeArticle`).
        if context.knowledgeBase.identity.homeArticle == nil {
            jobs.append(PageJob(path: PagePaths.home) { HomePage(context: context).render() })
        }
        // An extension file is shown on its API's page.
        for article in context.knowledgeBase.articles where article.documentedAPI == nil {
            let page = ArticlePage(context: context, article: article)
            jobs.append(PageJob(path: page.location.path) { page.render() })
        }
        // An API the references only mention is listed on the mentioned page, not given an empty page.
        for api in context.knowledgeBase.apis where context.paths.hasOwnPage(api.id) {
            let page = APIPage(context: context, api: api)
            jobs.append(PageJob(path: page.location.path) { page.render() })
        }
        return jobs.sorted { $0.path < $1.path }
    }

    /// The folder of the stylesheet, the scripts and the search index.
    static let assetFolder = PagePaths.assetFolder

    /// Where the search data files go (`SearchIndex.scriptFiles`); the build writes them in
    /// pieces, not with `assets`. Pages load them only when the search box is used.
    static let searchDataFolder = assetFolder + "/search"

    /// The stylesheets, page scripts and search engine of a site; the catalog stylesheet only
    /// when it has a DocC catalog. The search box's script names the site's search data files
    /// (`searchFiles`) when there are few enough to load whole.
    static func assets(hasCatalogs: Bool, searchFiles: [String]) -> [SiteFile] {
        (hasCatalogs ? [SiteFile(path: PageShell.catalogStylesheet, contents: SiteStylesheet.catalogCSS)] : []) + [
            SiteFile(path: PageShell.stylesheet, contents: SiteStylesheet.css),
            SiteFile(path: "assets/site.js", contents: SiteScript.javaScript(dataFiles: searchFiles)),
            SiteFile(path: PageBehaviourScript.path, contents: PageBehaviourScript.javaScript),
            // The engine compiled to WebAssembly (scripts/build-search-engine), then the glue that
            // feeds it data and reads its answers.
            SiteFile(
                path: "assets/search.js",
                contents: SiteAssets.text("search-wasm.js") + "\n" + ShippedScript.compact(SiteAssets.text("search.js"))),
        ]
    }

    /// Every folder the site needs (for pages and copied content files), parents before children.
    static func folders(for pages: [PageJob], resources: [String] = []) -> [String] {
        var folders = Set(pages.map { ($0.path as NSString).deletingLastPathComponent }.filter { !$0.isEmpty } + [assetFolder])
        for resource in resources {
            var folder = (ResourceRenderer.sitePath(of: resource) as NSString).deletingLastPathComponent
            while !folder.isEmpty, folders.insert(folder).inserted { folder = (folder as NSString).deletingLastPathComponent }
        }
        return folders.sorted()
    }
}
