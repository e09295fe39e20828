/// The directives DocC documents, with the arguments each takes and what it may hold, from
/// swift-docc's own reference (`docc.symbols.json` in DocCDocumentation.docc, which documents
/// every directive as a pseudo-symbol, and `Reference Syntax/…`). `DirectiveReader` checks a
/// directive against its rule with DocC's messages.
struct DirectiveRule: Sendable {
    /// Where a directive belongs.
    enum Place: Sendable, Equatable {
        /// In a page's content (articles, extension files, tutorials' prose).
        case content
        /// Only inside `@Metadata`.
        case metadata
        /// Only inside `@Options`.
        case options
        /// Only in `.tutorial` files.
        case tutorial
    }

    /// The directive's name.
    var name: String
    /// The labels it takes; `_` is the unlabeled argument.
    var arguments: [String] = []
    /// The labels it must be given.
    var required: [String] = []
    /// Labels DocC accepts but ignores (`deviceFrame`), named in its unknown-argument message.
    var unusedButAllowed: [String] = []
    /// The directives it may hold; nil when it holds Markdown and any content directive.
    var children: Set<String>? = nil
    /// A child it must have (`Tab` in `TabNavigator`).
    var requiredChild: String? = nil
    /// Where it belongs.
    var place = Place.content

    /// Every rule by name.
    static let all: [String: DirectiveRule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.name, $0) })

    /// The names, for the parse of loose Markdown, which reads only these as directives.
    static let names: Set<String> = Set(all.keys)

    private static let rules: [DirectiveRule] = [
        // Page configuration.
        DirectiveRule(
            name: "Metadata",
            children: [
                "DocumentationExtension", "TechnologyRoot", "DisplayName", "TitleHeading", "PageKind", "PageImage", "PageColor",
                "CallToAction", "Available", "SupportedLanguage", "AlternateRepresentation", "Redirected",
            ]),
        DirectiveRule(name: "DocumentationExtension", arguments: ["mergeBehavior"], required: ["mergeBehavior"], place: .metadata),
        DirectiveRule(name: "TechnologyRoot", place: .metadata),
        DirectiveRule(name: "DisplayName", arguments: ["_", "style"], required: ["_"], place: .metadata),
        DirectiveRule(name: "TitleHeading", arguments: ["_"], required: ["_"], place: .metadata),
        DirectiveRule(name: "PageKind", arguments: ["_"], required: ["_"], place: .metadata),
        DirectiveRule(name: "PageImage", arguments: ["purpose", "source", "alt"], required: ["purpose", "source"], place: .metadata),
        DirectiveRule(name: "PageColor", arguments: ["_"], required: ["_"], place: .metadata),
        DirectiveRule(name: "CallToAction", arguments: ["url", "file", "purpose", "label"], place: .metadata),
        DirectiveRule(name: "Available", arguments: ["_", "introduced", "deprecated"], required: ["_", "introduced"], place: .metadata),
        DirectiveRule(name: "SupportedLanguage", arguments: ["_"], required: ["_"], place: .metadata),
        DirectiveRule(name: "AlternateRepresentation", arguments: ["_"], required: ["_"], place: .metadata),
        DirectiveRule(name: "Redirected", arguments: ["from"], required: ["from"]),
        DirectiveRule(
            name: "Options", arguments: ["scope"],
            children: ["AutomaticSeeAlso", "AutomaticTitleHeading", "AutomaticArticleSubheading", "TopicsVisualStyle"]),
        DirectiveRule(name: "AutomaticSeeAlso", arguments: ["_"], required: ["_"], place: .options),
        DirectiveRule(name: "AutomaticTitleHeading", arguments: ["_"], required: ["_"], place: .options),
        DirectiveRule(name: "AutomaticArticleSubheading", arguments: ["_"], required: ["_"], place: .options),
        DirectiveRule(name: "TopicsVisualStyle", arguments: ["_"], required: ["_"], place: .options),
        // Content and layout.
        DirectiveRule(name: "Row", arguments: ["numberOfColumns"], children: ["Column"], requiredChild: "Column"),
        DirectiveRule(name: "Column", arguments: ["size", "alignment"]),
        DirectiveRule(name: "TabNavigator", children: ["Tab"], requiredChild: "Tab"),
        DirectiveRule(name: "Tab", arguments: ["_"], required: ["_"]),
        DirectiveRule(name: "Links", arguments: ["visualStyle"], required: ["visualStyle"]),
        DirectiveRule(name: "Small"),
        DirectiveRule(name: "Image", arguments: ["source", "alt"], required: ["source"], unusedButAllowed: ["deviceFrame"]),
        DirectiveRule(name: "Video", arguments: ["source", "alt", "poster"], required: ["source"], unusedButAllowed: ["deviceFrame"]),
        DirectiveRule(name: "Snippet", arguments: ["path", "slice"], required: ["path"]),
        DirectiveRule(name: "DeprecationSummary"),
        DirectiveRule(name: "Comment"),
        // Tutorials.
        DirectiveRule(
            name: "Tutorials", arguments: ["name"], required: ["name"], children: ["Intro", "Volume", "Chapter", "Resources"],
            place: .tutorial),
        DirectiveRule(name: "Intro", arguments: ["title"], required: ["title"], place: .tutorial),
        DirectiveRule(name: "Volume", arguments: ["name"], required: ["name"], children: ["Image", "Chapter"], place: .tutorial),
        DirectiveRule(
            name: "Chapter", arguments: ["name"], required: ["name"], children: ["Image", "TutorialReference"], place: .tutorial),
        DirectiveRule(name: "TutorialReference", arguments: ["tutorial"], required: ["tutorial"], place: .tutorial),
        DirectiveRule(
            name: "Resources", children: ["Documentation", "SampleCode", "Downloads", "Videos", "Forums"], place: .tutorial),
        DirectiveRule(name: "Documentation", arguments: ["destination"], required: ["destination"], place: .tutorial),
        DirectiveRule(name: "SampleCode", arguments: ["destination"], required: ["destination"], place: .tutorial),
        DirectiveRule(name: "Downloads", arguments: ["destination"], required: ["destination"], place: .tutorial),
        DirectiveRule(name: "Videos", arguments: ["destination"], required: ["destination"], place: .tutorial),
        DirectiveRule(name: "Forums", arguments: ["destination"], required: ["destination"], place: .tutorial),
        DirectiveRule(
            name: "Tutorial", arguments: ["time", "projectFiles"], children: ["XcodeRequirement", "Intro", "Section", "Assessments"],
            place: .tutorial),
        DirectiveRule(
            name: "XcodeRequirement", arguments: ["title", "destination"], required: ["title", "destination"], place: .tutorial),
        DirectiveRule(name: "Section", arguments: ["title"], required: ["title"], place: .tutorial),
        DirectiveRule(name: "ContentAndMedia", arguments: ["layout"], place: .tutorial),
        DirectiveRule(name: "Stack", children: ["ContentAndMedia"], place: .tutorial),
        DirectiveRule(name: "Steps", children: ["Step"], place: .tutorial),
        DirectiveRule(name: "Step", place: .tutorial),
        DirectiveRule(name: "Code", arguments: ["name", "file", "previousFile", "reset"], required: ["name", "file"], place: .tutorial),
        DirectiveRule(name: "Assessments", children: ["MultipleChoice"], place: .tutorial),
        DirectiveRule(name: "MultipleChoice", place: .tutorial),
        DirectiveRule(name: "Choice", arguments: ["isCorrect"], required: ["isCorrect"], place: .tutorial),
        DirectiveRule(name: "Justification", arguments: ["reaction"], place: .tutorial),
        DirectiveRule(
            name: "Article", arguments: ["time"], children: ["Intro", "ContentAndMedia", "Stack", "Assessments", "Image", "Video"],
            place: .tutorial),
    ]
}
