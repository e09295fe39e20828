import PanesMarkdown

/// Reads one directive of a page: checks it against DocC's rule for it (with DocC's messages,
/// as warnings), records page settings into `PageMetadata`, and decides what the site shows.
/// `DocumentExtractor` calls it for every directive, at any depth.
struct DirectiveReader {
    /// What the reader knows about the page.
    struct Page {
        /// Whether the file is a `.tutorial`.
        var isTutorialFile: Bool
        /// Whether the page documents a symbol (its title is a symbol link).
        var isSymbolPage: Bool
        /// Whether the file is in a DocC catalog (loose Markdown reads only documented names).
        var isInCatalog: Bool
    }

    /// What reading one directive gave.
    struct Reading {
        /// What the site does with it.
        var use: DirectiveUse
        /// Whether its content is read like the rest of the page (links, code, mentions): not for
        /// `@Comment`, whose content is never shown, nor for settings.
        var readsContent: Bool
        /// Problems, as `(message, node)` so each is placed at its directive.
        var problems: [(String, MarkdownNode)] = []
    }

    let page: Page

    /// Reads `node` (a `.directive`), found inside the directive `parent` (nil at the top of the page).
    func read(_ node: MarkdownNode, directive: Directive, parent: String?, metadata: inout PageMetadata) -> Reading {
        guard let rule = DirectiveRule.all[directive.name] else {
            return Reading(
                use: .hidden, readsContent: false, problems: [("Unknown directive '\(directive.name)'; this element will be ignored", node)]
            )
        }
        var problems = argumentProblems(directive, rule: rule).map { ($0, node) }
        problems += childProblems(node, rule: rule)
        if rule.place == .tutorial, !page.isTutorialFile, parent == nil {
            problems.append(("Found unsupported '\(directive.name)' directive in '.md' file", node))
        }
        if rule.place == .metadata, parent != "Metadata" {
            problems.append(("'\(directive.name)' belongs inside @Metadata; it is ignored here", node))
            return Reading(use: .hidden, readsContent: false, problems: problems)
        }
        if rule.place == .options, parent != "Options" {
            problems.append(("'\(directive.name)' belongs inside @Options; it is ignored here", node))
            return Reading(use: .hidden, readsContent: false, problems: problems)
        }
        var reading = Reading(use: use(of: directive, rule: rule), readsContent: true)
        switch directive.name {
        case "Metadata", "Options":
            reading = Reading(use: .hidden, readsContent: false)
            for child in node.children {
                guard case .directive(let inner) = child.kind else { continue }
                let innerReading = read(child, directive: inner, parent: directive.name, metadata: &metadata)
                problems += innerReading.problems
                problems += setting(inner, at: child, into: &metadata)
            }
        case "Comment":
            reading.readsContent = false
        default:
            break
        }
        reading.problems = problems + reading.problems
        return reading
    }

    /// DocC's argument checks: unknown labels (naming the ones it ignores), missing required ones.
    private func argumentProblems(_ directive: Directive, rule: DirectiveRule) -> [String] {
        if let problem = directive.argumentProblem { return ["\(directive.name): \(problem)"] }
        var problems: [String] = []
        for argument in directive.arguments {
            let label = argument.label ?? "_"
            guard !rule.arguments.contains(label), !rule.unusedButAllowed.contains(label) else { continue }
            var message =
                label == "_" ? "Unknown unlabeled argument in \(directive.name)" : "Unknown argument '\(label)' in \(directive.name)"
            if !rule.unusedButAllowed.isEmpty {
                message +=
                    ". These arguments are currently unused but allowed: " + rule.unusedButAllowed.map { "'\($0)'" }.joined(separator: ", ")
            }
            problems.append(message + ".")
        }
        for label in rule.required where !directive.arguments.contains(where: { ($0.label ?? "_") == label }) {
            problems.append(label == "_" ? "Missing argument for unlabeled parameter" : "Missing argument for '\(label)' parameter")
        }
        return problems
    }

    /// A container that holds only certain directives: what else it holds, and what it lacks.
    private func childProblems(_ node: MarkdownNode, rule: DirectiveRule) -> [(String, MarkdownNode)] {
        guard let allowed = rule.children else { return [] }
        var problems: [(String, MarkdownNode)] = []
        var hasUnexpected = false
        for child in node.children {
            guard case .directive(let inner) = child.kind else {
                hasUnexpected = true
                continue
            }
            guard !allowed.contains(inner.name), inner.name != "Comment" else { continue }
            hasUnexpected = true
            problems.append(("'\(inner.name)' directive is unsupported as a child of the '\(rule.name)' directive; remove it", child))
        }
        var own: [(String, MarkdownNode)] = []
        if hasUnexpected, rule.place != .tutorial, rule.name != "Metadata", rule.name != "Options" {
            own.append(("'\(rule.name)' contains unexpected content", node))
        }
        if let required = rule.requiredChild, !node.children.contains(where: { Self.name(of: $0) == required }) {
            own.append(("Missing required '\(required)' child directive", node))
        }
        return own + problems
    }

    private static func name(of node: MarkdownNode) -> String? {
        if case .directive(let directive) = node.kind { return directive.name }
        return nil
    }

    /// What the site shows for a directive that passed its checks.
    private func use(of directive: Directive, rule: DirectiveRule) -> DirectiveUse {
        let argument = { (label: String) in directive.argument(label) ?? "" }
        switch directive.name {
        case "Row": return .row(columns: Int(argument("numberOfColumns")) ?? 0)
        case "Column": return .column(span: max(1, Int(argument("size")) ?? 1))
        case "TabNavigator": return .tabNavigator
        case "Tab": return .tab(title: directive.unlabeledArgument ?? "")
        case "Links": return .links(style: directive.argument("visualStyle") ?? "list")
        case "Small": return .small
        case "Image": return .image(source: argument("source"), alt: argument("alt"))
        case "Video": return .video(source: argument("source"), poster: directive.argument("poster"), alt: argument("alt"))
        case "Snippet": return .snippet(path: argument("path"), slice: directive.argument("slice"))
        case "DeprecationSummary": return .deprecationSummary
        case "Intro": return .intro(title: argument("title"))
        case "Section": return .section(title: argument("title"), anchor: DocCNames.anchor(argument("title")))
        case "Steps": return .steps
        case "Step": return .step
        case "Code":
            let reset = directive.argument("reset")?.lowercased() == "true"
            return .code(name: argument("name"), file: argument("file"), previousFile: reset ? nil : directive.argument("previousFile"))
        case "Chapter": return .chapter(name: argument("name"))
        case "Volume": return .volume(name: argument("name"))
        case "TutorialReference": return .tutorialReference(argument("tutorial"))
        case "Resources": return .resources
        case "Documentation", "SampleCode", "Downloads", "Videos", "Forums":
            return .resourceTile(kind: directive.name, destination: argument("destination"))
        case "Assessments": return .assessments
        case "MultipleChoice": return .multipleChoice
        case "Choice": return .choice(isCorrect: argument("isCorrect").lowercased() == "true")
        case "Justification": return .justification(reaction: argument("reaction"))
        case "XcodeRequirement": return .xcodeRequirement(title: argument("title"), destination: argument("destination"))
        case "Comment", "Redirected": return .hidden
        default: return rule.place == .tutorial ? .content : .hidden
        }
    }

    /// Records a `@Metadata` or `@Options` child into the page's settings; returns what it
    /// could not honour (DocC's no-effect warnings, and what panes has no equivalent for).
    private func setting(_ directive: Directive, at node: MarkdownNode, into metadata: inout PageMetadata) -> [(String, MarkdownNode)] {
        let value = directive.unlabeledArgument ?? ""
        switch directive.name {
        case "DocumentationExtension":
            let behavior = directive.argument("mergeBehavior") ?? ""
            if behavior == "override" {
                metadata.replacesDocComment = true
            } else if behavior == "append" {
                return [
                    (
                        "'DocumentationExtension' doesn't change default configuration and has no effect; remove this 'DocumentationExtension' directive",
                        node
                    )
                ]
            }
        case "TechnologyRoot": metadata.isTechnologyRoot = true
        case "DisplayName":
            guard page.isSymbolPage else {
                return [
                    (
                        "A 'DisplayName' directive is only supported in documentation extension files. To customize the display name of an article, change the content of the level-1 heading",
                        node
                    )
                ]
            }
            metadata.displayName = value
        case "TitleHeading": metadata.titleHeading = value
        case "PageKind":
            if metadata.titleHeading == nil { metadata.titleHeading = value == "sampleCode" ? "Sample Code" : "Article" }
        case "PageImage":
            metadata.images.append(
                PageMetadata.PageImage(
                    purpose: directive.argument("purpose") ?? "", source: directive.argument("source") ?? "",
                    alt: directive.argument("alt") ?? ""))
        case "PageColor": metadata.color = value
        case "CallToAction":
            let label = directive.argument("label") ?? (directive.argument("purpose") == "download" ? "Download" : "Visit")
            metadata.callToAction = PageMetadata.CallToAction(
                url: directive.argument("url"), file: directive.argument("file"), label: label)
        case "Available":
            metadata.availability.append(
                PageMetadata.Badge(
                    platform: value, introduced: directive.argument("introduced") ?? "", deprecated: directive.argument("deprecated")))
        case "SupportedLanguage":
            if value.lowercased() != "swift" { return [("panes shows Swift only; @SupportedLanguage(\(value)) is dropped", node)] }
        case "AlternateRepresentation":
            return [("panes shows Swift only, so @AlternateRepresentation is dropped; the page has no other-language twin", node)]
        case "Redirected":
            return [
                (
                    "panes keeps no redirects, so @Redirected(from: \(directive.argument("from") ?? "")) is dropped; the old address will not open this page",
                    node
                )
            ]
        case "AutomaticTitleHeading": metadata.hidesTitleHeading = value == "disabled"
        case "AutomaticSeeAlso": metadata.hidesAutomaticSeeAlso = value == "disabled"
        case "TopicsVisualStyle": metadata.topicsStyle = value
        default: break
        }
        return []
    }
}
