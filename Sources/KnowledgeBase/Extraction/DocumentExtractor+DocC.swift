import PanesMarkdown

extension DocumentExtractor {
    /// A page must start with `# Title`; a tutorial is titled by its directives instead. In a
    /// catalog DocC drops an untitled page (and one that opens with front matter); panes
    /// builds it, titled from the front matter or the file name, and says what DocC would do.
    mutating func reportMissingTitle() {
        if dialect == .docC, frontMatter != nil, title != nil {
            diagnostics.append(
                .warning(
                    "An article is expected to start with a top-level heading title, and DocC reads front matter as content, so it drops this page; panes reads the front matter as the page's metadata. Move the metadata into @Metadata for DocC",
                    file: file.path, line: 1, column: 1))
        }
        guard title == nil, !isTutorial else { return }
        let fallback = frontMatter?.value("title") ?? Self.titleFromPath(file.path)
        if dialect == .docC {
            let reason = frontMatter != nil ? "front matter comes before it" : "the file has none"
            diagnostics.append(
                .warning(
                    "An article is expected to start with a top-level heading title (\(reason)); DocC drops this page, panes titles it '\(fallback)'. Add a `# Title`",
                    file: file.path, line: 1, column: 1))
        } else if frontMatter?.value("title") == nil {
            diagnostics.append(
                .warning(
                    "no `# Title` heading; the page is titled from the file name (\(fallback)); start the file with `# Title`",
                    file: file.path, line: 1, column: 1))
        }
    }

    /// A tutorial's title: the name of its table of contents, or its `@Intro(title:)`.
    var tutorialTitle: String? {
        guard isTutorial else { return nil }
        for block in document.children {
            if case .directive(let directive) = block.kind, directive.name == "Tutorials", let name = directive.argument("name") {
                return name
            }
        }
        for (_, use) in directiveUses.sorted(by: { $0.key < $1.key }) {
            if case .intro(let title) = use, !title.isEmpty { return title }
        }
        return nil
    }

    /// `## Topics` opens a DocC page's curation: its `### Group` headings and their link lists
    /// become `TopicGroup`s (and stay sections, so they are link targets, as in DocC). Any
    /// heading at the Topics level or above ends it.
    mutating func enterTopics(_ heading: MarkdownNode, text: String, level: Int, anchor: String) -> BlockRole.Kind? {
        guard dialect == .docC else { return nil }
        if let topicsLevel, level <= topicsLevel { self.topicsLevel = nil }
        if topicsLevel == nil, level == 2, text == "Topics" {
            topicsLevel = level
            return .topics
        }
        guard let topicsLevel, level == topicsLevel + 1 else { return topicsLevel == nil ? nil : .topics }
        topics.append(TopicGroup(title: text, anchor: anchor, items: []))
        return .topics
    }

    /// A list in the Topics section: each item's links (symbol links and `doc:` links) join the
    /// current group, or an untitled one for a list right under `## Topics`.
    mutating func readTopicList(_ list: MarkdownNode) {
        if topics.isEmpty { topics.append(TopicGroup(title: "", anchor: "", items: [])) }
        for item in list.children {
            item.forEachDescendant { node in
                switch node.kind {
                case .symbolLink(let text):
                    let column = max(1, node.position.column - 2)
                    topics[topics.count - 1].items.append(
                        TopicGroup.Item(
                            destination: text.trimmingWhitespace(), isSymbolLink: true, line: node.position.line, column: column))
                case .link(let destination, _) where DocLink(destination) != nil:
                    topics[topics.count - 1].items.append(
                        TopicGroup.Item(
                            destination: destination, isSymbolLink: false, line: node.position.line, column: node.position.column))
                default:
                    break
                }
            }
        }
        // The links are checked and listed as mentions like any others.
        readContent(of: list)
    }

    /// An `@Links` directive in the Topics section: its links join the current group (an
    /// untitled one right under `## Topics`), shown in the directive's visual style.
    mutating func readTopicLinks(_ links: MarkdownNode, visualStyle: String?) {
        readTopicList(links)
        topics[topics.count - 1].visualStyle = visualStyle
    }

    /// Reads a directive met at any depth: DocC's checks, page settings, and what the site
    /// shows; returns whether its content is read like the rest of the page.
    mutating func readDirective(_ node: MarkdownNode, _ directive: Directive, parent: String?) -> Bool {
        let reader = DirectiveReader(
            page: DirectiveReader.Page(isTutorialFile: isTutorial, isSymbolPage: titleSymbolLink != nil, isInCatalog: dialect == .docC))
        let reading = reader.read(node, directive: directive, parent: parent, metadata: &metadata)
        for (message, at) in reading.problems {
            diagnostics.append(.warning(message, file: file.path, line: at.position.line, column: at.position.column))
        }
        directiveUses[node.position] = reading.use
        if case .intro = reading.use, abstract == nil, let first = node.children.first(where: { $0.kind == .paragraph }) {
            // A tutorial's introduction is its abstract, as cards and search show it.
            abstract = first.plainText.trimmingWhitespace()
        }
        if parent == nil, isTutorial {
            switch directive.name {
            case "Tutorials": tutorialRole = .tutorialTableOfContents
            case "Tutorial", "Article": tutorialRole = .tutorial
            default: break
            }
        }
        if case .section(let title, _) = reading.use, isTutorial {
            // Tutorial sections are the page's headings, and its link targets.
            let anchor = anchors.makeAnchor(for: title)
            directiveUses[node.position] = .section(title: title, anchor: anchor)
            sections.append(Section(heading: title, level: 2, anchor: anchor, text: "", line: node.position.line, apiID: nil))
            currentSection = SectionReference(file: file.path, anchor: anchor, title: title, line: node.position.line)
        }
        return reading.readsContent
    }
}
