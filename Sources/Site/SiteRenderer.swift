import Foundation
import KnowledgeBase
import Search

/// Renders every page of the site from a knowledge base, in parallel, into files sorted by path.
/// It only reads the knowledge base and returns values; writing is `SiteWriter`'s job.
enum SiteRenderer {
    /// The HTML pages: home, 404, A–Z index, one per article and one per API.
    static func pages(for context: SiteContext) -> [SiteFile] {
        var jobs: [@Sendable () -> SiteFile] = [
            { SiteFile(path: PagePaths.home, contents: HomePage(context: context).render()) },
            { SiteFile(path: PagePaths.notFound, contents: NotFoundPage(context: context).render()) },
            { SiteFile(path: PagePaths.apiIndex, contents: APIIndexPage(context: context).render()) },
        ]
        for article in context.knowledgeBase.articles {
            jobs.append {
                let page = ArticlePage(context: context, article: article)
                return SiteFile(path: page.location.path, contents: page.render())
            }
        }
        for api in context.knowledgeBase.apis {
            jobs.append {
                let page = APIPage(context: context, api: api)
                return SiteFile(path: page.location.path, contents: page.render())
            }
        }
        return ParallelMap.map(jobs) { $0() }.sorted { $0.path < $1.path }
    }

    /// The stylesheet and page script, which every page loads.
    static func assets() -> [SiteFile] {
        [
            SiteFile(path: PageShell.stylesheet, contents: SiteStylesheet.css),
            SiteFile(path: "assets/site.js", contents: SiteScript.javaScript),
        ]
    }
}

extension SiteRenderer {
    /// The search index and engine, shipped as scripts so pages load them from `file://`.
    static func searchScripts(for context: SiteContext) -> [SiteFile] {
        [
            SiteFile(path: "assets/search-index.js", contents: SearchIndex(knowledgeBase: context.knowledgeBase).scriptData),
            SiteFile(path: "assets/search.js", contents: SearchIndex.pageScript),
        ]
    }
}
