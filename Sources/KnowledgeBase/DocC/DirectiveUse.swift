/// What the site does with one directive, decided by the index when it reads the page and
/// looked up by the directive's position (`Article.directiveUses`). Renderers only follow it.
public enum DirectiveUse: Sendable, Equatable {
    /// Not shown: page settings read into `PageMetadata`, `@Comment`, and directives panes has no
    /// equivalent for (a warning said what was dropped).
    case hidden
    /// Its content, shown as it is.
    case content
    /// A grid row of `columns` columns.
    case row(columns: Int)
    /// A column spanning `span` of its row's columns.
    case column(span: Int)
    /// Labelled panes, one per `tab`.
    case tabNavigator
    /// One labelled pane.
    case tab(title: String)
    /// A list of links shown as a list or as cards (`list`, `compactGrid`, `detailedGrid`).
    case links(style: String)
    /// Small print.
    case small
    /// An image, by the name or path written, with its text and the content as caption.
    case image(source: String, alt: String)
    /// A video, with its poster image's name.
    case video(source: String, poster: String?, alt: String)
    /// A code listing from the package's snippet `path` (as written, `trail-length`), the lines
    /// of `slice` only when given; `KnowledgeBase.snippet(_:slice:inFile:)` finds it.
    case snippet(path: String, slice: String?)
    /// The page's deprecation message, shown at its top.
    case deprecationSummary
    /// A tutorial's introduction, titled.
    case intro(title: String)
    /// A tutorial section, titled, with its anchor.
    case section(title: String, anchor: String)
    /// A tutorial's numbered steps.
    case steps
    /// One step.
    case step
    /// A step's code, from the catalog file `file` (by name, like images), shown as `name`; with
    /// `previousFile`, the step changes that file.
    case code(name: String, file: String, previousFile: String?)
    /// A chapter of a tutorials table of contents.
    case chapter(name: String)
    /// A volume of a tutorials table of contents.
    case volume(name: String)
    /// A link to a tutorial, as written (`doc:PlanningAHike`).
    case tutorialReference(String)
    /// The resources section of a table of contents.
    case resources
    /// One resource tile (`Documentation`, `SampleCode`, `Downloads`, `Videos`, `Forums`) and its address.
    case resourceTile(kind: String, destination: String)
    /// A tutorial's questions.
    case assessments
    /// One question.
    case multipleChoice
    /// One answer.
    case choice(isCorrect: Bool)
    /// Why an answer is right or wrong.
    case justification(reaction: String)
    /// The Xcode version a tutorial needs, and where to get it.
    case xcodeRequirement(title: String, destination: String)
}
