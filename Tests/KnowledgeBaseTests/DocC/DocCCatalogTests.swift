import Foundation
import Testing

@testable import KnowledgeBase

/// The Trailmap and Compass fixtures read as DocC reads them: what resolves, what DocC warns
/// about (and nothing else), the pages, the curation and the resources.
struct DocCCatalogTests {
    let base = DocCFixture.base
    let gettingStarted = DocCFixture.trailmap("Articles/GettingStarted.md")

    /// Every warning of `Fixtures/DocC/EXPECTED.md` §1 and §4 at DocC's place, by the start of
    /// DocC's message; plus what panes adds (a dropped `@Redirected`) and minus what it does
    /// better (it finds the snippet). Nothing is an error.
    @Test func problemsAreTheOnesDocCReportsAndAllWarnings() {
        let expected: [(String, Int, Int, String)] = [
            ("Compass.docc/Bearings.md", 10, 6, "'Reading-a-Contour-Map' doesn't exist at '/Compass-Field-Guide/Bearings'"),
            ("Compass.docc/Bearings.md", 10, 35, "'Trail' doesn't exist at '/Compass-Field-Guide/Bearings'"),
            ("Trailmap.docc/Articles/DirectiveGallery.md", 13, 5, "panes keeps no redirects"),
            ("Trailmap.docc/Articles/FrontMatter.md", 1, 1, "An article is expected to start with a top-level heading title"),
            ("Trailmap.docc/Articles/KnownProblems.md", 11, 33, "'Trailhead' doesn't exist at '/Trailmap/KnownProblems'"),
            ("Trailmap.docc/Articles/KnownProblems.md", 12, 41, "'width' doesn't exist at '/Trailmap/Trail'"),
            (
                "Trailmap.docc/Articles/KnownProblems.md", 13, 41,
                "'length(in:)' is ambiguous at '/Trailmap/Trail'. Insert '-(Unit)' for 'func length(in unit: Unit) -> Double'"
            ),
            ("Trailmap.docc/Articles/KnownProblems.md", 14, 45, "'markers' is ambiguous at '/Trailmap/Trail'"),
            (
                "Trailmap.docc/Articles/KnownProblems.md", 15, 40,
                "'zzzzz' isn't a disambiguation for 'length(in:)' at '/Trailmap/Trail'. Replace 'zzzzz' with '(Unit)'"
            ),
            ("Trailmap.docc/Articles/KnownProblems.md", 16, 36, "No module named 'Atlas'"),
            ("Trailmap.docc/Articles/KnownProblems.md", 17, 34, "Symbol links can only resolve symbols"),
            ("Trailmap.docc/Articles/KnownProblems.md", 18, 69, "'`let`' doesn't exist at '/Trailmap/KnownProblems'"),
            ("Trailmap.docc/Articles/KnownProblems.md", 22, 27, "'TrailEtiquette' doesn't exist at '/Trailmap/KnownProblems'"),
            ("Trailmap.docc/Articles/KnownProblems.md", 23, 42, "'Night-Hiking' doesn't exist at '/Trailmap/GettingStarted'"),
            (
                "Trailmap.docc/Articles/KnownProblems.md", 24, 56,
                "'choosing-a-trail' doesn't exist at '/Trailmap/GettingStarted'. Replace 'choosing-a-trail' with 'Choosing-a-Trail'"
            ),
            ("Trailmap.docc/Articles/KnownProblems.md", 25, 52, "'Inside-a-Column' doesn't exist at '/Trailmap/DirectiveGallery'"),
            ("Trailmap.docc/Articles/KnownProblems.md", 26, 41, "'Weather' doesn't exist at '/Trailmap/KnownProblems'"),
            ("Trailmap.docc/Articles/KnownProblems.md", 27, 43, "'gettingstarted' doesn't exist at '/Trailmap/KnownProblems'"),
            (
                "Trailmap.docc/Articles/KnownProblems.md", 29, 23,
                "'Grades-Easy-Moderate-Strenuous' doesn't exist at '/Trailmap/GettingStarted'. Replace 'Grades-Easy-Moderate-Strenuous' with 'Grades-Easy-Moderate--Strenuous'"
            ),
            ("Trailmap.docc/Articles/KnownProblems.md", 33, 1, "Resource 'lost-photo' couldn't be found"),
            ("Trailmap.docc/Articles/KnownProblems.md", 35, 1, "Resource 'Resources/Images/trail-overview.png' couldn't be found"),
            ("Trailmap.docc/Articles/KnownProblems.md", 37, 1, "Image resource 'missing-sketch' couldn't be found"),
            ("Trailmap.docc/Articles/KnownProblems.md", 39, 1, "Video resource 'missing-clip.mp4' couldn't be found"),
            ("Trailmap.docc/Articles/KnownProblems.md", 43, 1, "Unknown directive 'Trailhead'; this element will be ignored"),
            ("Trailmap.docc/Articles/KnownProblems.md", 45, 1, "'TabNavigator' contains unexpected content"),
            ("Trailmap.docc/Articles/KnownProblems.md", 45, 1, "Missing required 'Tab' child directive"),
            (
                "Trailmap.docc/Articles/KnownProblems.md", 46, 5,
                "'Column' directive is unsupported as a child of the 'TabNavigator' directive"
            ),
            (
                "Trailmap.docc/Articles/KnownProblems.md", 51, 1,
                "Unknown argument 'caption' in Image. These arguments are currently unused but allowed: 'deviceFrame'."
            ),
            ("Trailmap.docc/Articles/KnownProblems.md", 53, 1, "Missing argument for unlabeled parameter"),
            ("Trailmap.docc/Articles/KnownProblems.md", 57, 1, "Unknown directive 'MainActor'; this element will be ignored"),
            ("Trailmap.docc/Articles/KnownProblems.md", 59, 11, "Unknown option 'nocoppy' in code block. Replace 'nocoppy' with 'nocopy'."),
            ("Trailmap.docc/Articles/LateTitle.md", 4, 5, "A 'DisplayName' directive is only supported in documentation extension files"),
            ("Trailmap.docc/Articles/Untitled.md", 1, 1, "An article is expected to start with a top-level heading title"),
            ("Trailmap.docc/Extensions/Trail.md", 4, 5, "'DocumentationExtension' doesn't change default configuration and has no effect"),
            ("Trailmap.docc/Extensions/TrailName-copy.md", 1, 3, "Multiple documentation extensions matched 'Trailmap/Trail/name'"),
            ("Trailmap.docc/Extensions/TrailWidth.md", 1, 3, "No symbol matched 'Trail/width'. 'width' doesn't exist at '/Trailmap/Trail'"),
        ]
        let diagnostics = base.diagnostics
        #expect(!diagnostics.containsErrors)
        #expect(diagnostics.count == expected.count, "\(diagnostics.map(\.formatted).joined(separator: "\n"))")
        for (diagnostic, (file, line, column, message)) in zip(diagnostics, expected) {
            #expect(
                (diagnostic.file, diagnostic.line, diagnostic.column) == (file, line, column) && diagnostic.message.hasPrefix(message),
                "got \(diagnostic.formatted), expected \(file):\(line):\(column) \(message)")
        }
    }

    /// `Fixtures/DocC/EXPECTED.md` §2: every spelling of a symbol link reaches DocC's target.
    @Test(arguments: [
        ("Trail", "api:Trail"),
        ("Trail/Difficulty", "api:Trail.Difficulty"),
        ("Trail/init(name:difficulty:)", "api:Trail.init(name:difficulty:)"),
        ("Trailmap/Trail/init(name:difficulty:)", "api:Trail.init(name:difficulty:)"),
        ("/Trailmap/Trail/init(name:difficulty:)", "api:Trail.init(name:difficulty:)"),
        ("Trail/Difficulty/easy", "api:Trail.Difficulty.easy"),
        ("Trail/Difficulty-swift.enum", "api:Trail.Difficulty"),
        ("Trail/Difficulty-enum", "api:Trail.Difficulty"),
        ("Trail/length(in:)-(Unit)", "api:Trail.length(in:)-1ntpg"),
        ("Trailmap/Trail/length(in:)-(String)", "api:Trail.length(in:)-k08a"),
        ("Trail/length(in:)-k08a", "api:Trail.length(in:)-k08a"),
        ("Trail/markers-property", "api:Trail.markers-property"),
        ("Trail/markers-property-1jm9o", "api:Trail.markers-property"),
        ("Trail/markers-type.property", "api:Trail.markers-type.property"),
        ("Trail/+(_:_:)", "api:Trail.+(_:_:)"),
        ("hikingTime(for:)->Double", "api:hikingTime(for:)-2l2ic"),
        ("hikingTime(for:)->Int", "api:hikingTime(for:)-5rzpk"),
        ("Waypoint/elevation", "api:Waypoint.elevation"),
    ])
    func symbolLinksResolveAsInDocC(link: String, target: String) {
        #expect(DocCFixture.symbolLink(link, in: gettingStarted) == target)
    }

    /// Two targets' `Documentation.docc` are named after the modules their graphs document, as
    /// DocC names them, so neither's pages move when the other is added or removed.
    @Test func catalogsAreNamedAfterTheirModules() throws {
        let folder = try TemporaryFolder()
        for module in ["Alpha", "Beta"] {
            try folder.write("Sources/\(module)/Documentation.docc/\(module).md", "# ``\(module)``\n\nThe \(module) module.\n")
            try folder.write(
                "Sources/\(module)/Documentation.docc/\(module).symbols.json",
                #"{"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}}, "module": {"name": "\#(module)", "platform": {}}, "symbols": [], "relationships": []}"#
            )
        }
        let base = KnowledgeBaseBuilder.build(contentFolder: folder.url, options: .rendering)
        #expect(base.catalogs.map(\.displayName) == ["Alpha", "Beta"])
        #expect(base.pages.article("Sources/Alpha/Documentation.docc/Alpha.md").hasPrefix("alpha/"))
        #expect(base.pages.article("Sources/Beta/Documentation.docc/Beta.md").hasPrefix("beta/"))
    }

    /// A graph dumped with extension blocks gives the extended type a `swift.extension` symbol:
    /// it is the type's one page under Extended Modules, headed as DocC heads it. A broken link
    /// in a doc comment is reported at its line and column in the Swift file, unless the
    /// comment is inherited from another module, whose own build checks it (DocC is silent too).
    @Test func extensionBlocksAndDocCommentOrigins() throws {
        let folder = try TemporaryFolder()
        let here = FileManager.default.currentDirectoryPath
        func comment(_ text: String, line: Int, module: String? = nil) -> String {
            let owner = module.map { #", "module": "\#($0)""# } ?? ""
            return
                #"{"uri": "file://\#(here)/Sources/Kit/Gauge.swift"\#(owner), "lines": [{"text": "\#(text)", "range": {"start": {"line": \#(line), "character": 8}, "end": {"line": \#(line), "character": 40}}}]}"#
        }
        let graph = #"""
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}}, "module": {"name": "Kit", "platform": {}},
             "symbols": [
              {"kind": {"identifier": "swift.extension", "displayName": "Extension"}, "identifier": {"precise": "s:e:s:SdKit", "interfaceLanguage": "swift"},
               "pathComponents": ["Double"], "names": {"title": "Double"}, "accessLevel": "public",
               "swiftExtension": {"extendedModule": "Swift", "typeKind": "swift.struct"}},
              {"kind": {"identifier": "swift.extension", "displayName": "Extension"}, "identifier": {"precise": "s:e:s:SdKit2", "interfaceLanguage": "swift"},
               "pathComponents": ["Double"], "names": {"title": "Double"}, "accessLevel": "public",
               "swiftExtension": {"extendedModule": "Swift", "typeKind": "swift.struct"}},
              {"kind": {"identifier": "swift.property", "displayName": "Instance Property"}, "identifier": {"precise": "s:Sd3KitE3psiSdvp", "interfaceLanguage": "swift"},
               "pathComponents": ["Double", "psi"], "names": {"title": "psi"}, "accessLevel": "public"},
              {"kind": {"identifier": "swift.property", "displayName": "Instance Property"}, "identifier": {"precise": "s:Sd3KitE3kpaSdvp", "interfaceLanguage": "swift"},
               "pathComponents": ["Double", "kilopascals"], "names": {"title": "kilopascals"}, "accessLevel": "public",
               "docComment": \#(comment("The value in kilopascals; see ``Missing``.", line: 11))},
              {"kind": {"identifier": "swift.property", "displayName": "Instance Property"}, "identifier": {"precise": "s:Sd3KitE3barSdvp", "interfaceLanguage": "swift"},
               "pathComponents": ["Double", "bars"], "names": {"title": "bars"}, "accessLevel": "public",
               "docComment": \#(comment("Inherited; see ``Elsewhere``.", line: 3, module: "Units"))}
             ],
             "relationships": [
              {"kind": "memberOf", "source": "s:Sd3KitE3kpaSdvp", "target": "s:e:s:SdKit"},
              {"kind": "memberOf", "source": "s:Sd3KitE3barSdvp", "target": "s:e:s:SdKit"},
              {"kind": "memberOf", "source": "s:Sd3KitE3psiSdvp", "target": "s:e:s:SdKit2"},
              {"kind": "conformsTo", "source": "s:e:s:SdKit2", "target": "s:Kit5GaugeP", "targetFallback": "Kit.Gauge"}
             ]}
            """#
        try folder.write("Kit.docc/Kit.md", "# ``Kit``\n\nGauges.\n")
        try folder.write("Kit.docc/Kit@Swift.symbols.json", graph)
        // A default implementation shares its requirement's comment: checked once, from the
        // requirement, where `reset()` is a sibling.
        func symbol(_ kind: String, _ id: String, _ path: [String], comment: String? = nil) -> String {
            let names = path.map { "\"\($0)\"" }.joined(separator: ", ")
            return
                #"{"kind": {"identifier": "swift.\#(kind)"}, "identifier": {"precise": "\#(id)"}, "pathComponents": [\#(names)], "names": {"title": "\#(path.last!)"}, "accessLevel": "public""#
                + (comment.map { #", "docComment": \#($0)"# } ?? "") + "}"
        }
        let shared = comment("Reads the dial; see ``reset()``.", line: 20)
        let own = [
            symbol("protocol", "p:Dial", ["Dial"]), symbol("method", "p:Dial.read", ["Dial", "read()"], comment: shared),
            symbol("method", "p:Dial.reset", ["Dial", "reset()"]), symbol("protocol", "p:Gauge", ["Gauge"]),
            symbol("method", "p:Gauge.read", ["Gauge", "read()"], comment: shared),
        ]
        let relationships = [
            ("memberOf", "p:Dial.read", "p:Dial"), ("memberOf", "p:Dial.reset", "p:Dial"), ("memberOf", "p:Gauge.read", "p:Gauge"),
            ("defaultImplementationOf", "p:Gauge.read", "p:Dial.read"),
        ].map { #"{"kind": "\#($0.0)", "source": "\#($0.1)", "target": "\#($0.2)"}"# }
        try folder.write(
            "Kit.docc/Kit.symbols.json",
            #"{"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}}, "module": {"name": "Kit", "platform": {}}, "symbols": [\#(own.joined(separator: ","))], "relationships": [\#(relationships.joined(separator: ","))]}"#
        )
        let base = KnowledgeBaseBuilder.build(contentFolder: folder.url, options: .rendering)
        let types = base.apis.filter { $0.kind == .type }.map(\.id).sorted()
        // Two extension blocks of `Double` (two files) are one page with both blocks' members
        // and conformances.
        #expect(types == ["Swift", "Swift.Double"])
        #expect(base.apis.filter { $0.parentID == "Swift.Double" }.map(\.name).sorted() == ["bars", "kilopascals", "psi"])
        #expect(base.api(id: "Swift.Double")?.conformances == ["Gauge"])
        #expect(base.api(id: "Gauge.read()")?.isDefaultImplementation == true)
        #expect(base.api(id: "Swift.Double")?.kindDisplayName == "Extended Structure")
        let linkProblems = base.diagnostics.filter { $0.message.contains("doc comment") }
        #expect(linkProblems.count == 1, "\(linkProblems)")
        #expect(linkProblems.first?.file == "Sources/Kit/Gauge.swift")
        #expect(linkProblems.first?.line == 12)
        // At the link's name, as DocC points at it in a Markdown file.
        #expect(linkProblems.first?.column == 9 + "The value in kilopascals; see ``".count)
    }

    /// A graph's `conformsTo` relationships are the symbol's conformances, another module's
    /// protocol named without its module, as DocC shows it.
    @Test func conformancesComeFromTheGraph() {
        #expect(DocCFixture.base.api(id: "Trail.Unit")?.conformances == ["Hashable"])
        #expect(DocCFixture.base.api(id: "Trail.Difficulty")?.conformances == ["Hashable"])
        #expect(DocCFixture.base.api(id: "Trail")?.conformances == [])
    }

    @Test func linksInAnExtensionFileResolveFromItsSymbol() {
        let trail = DocCFixture.trailmap("Extensions/Trail.md")
        #expect(DocCFixture.symbolLink("difficulty", in: trail) == "api:Trail.difficulty")
        #expect(DocCFixture.symbolLink("Difficulty", in: trail) == "api:Trail.Difficulty")
        #expect(DocCFixture.symbolLink("length(in:)-1ntpg", in: trail) == "api:Trail.length(in:)-1ntpg")
        #expect(DocCFixture.symbolLink("markers-property", in: trail) == "api:Trail.markers-property")
        #expect(DocCFixture.symbolLink("kilometres", in: DocCFixture.trailmap("Extensions/TrailUnit.md")) == "api:Trail.Unit.kilometres")
    }

    @Test(arguments: [
        ("doc:#Choosing-a-Trail", "article:Trailmap.docc/Articles/GettingStarted.md#Choosing-a-Trail"),
        ("doc:Estimating-Time", "article:Trailmap.docc/Trailmap.md#Estimating-Time"),
        (
            "doc:GettingStarted#Grades:-Easy,-Moderate-&-Strenuous",
            "article:Trailmap.docc/Articles/GettingStarted.md#Grades-Easy-Moderate--Strenuous"
        ),
        ("doc:GettingStarted#Measuring-Length-(km-vs.-mi)", "article:Trailmap.docc/Articles/GettingStarted.md#Measuring-Length-km-vs-mi"),
        ("doc:Reading-a-Contour-Map", "article:Trailmap.docc/Articles/Reading a Contour Map.md"),
        ("doc:Trailmap/Reading-a-Contour-Map", "article:Trailmap.docc/Articles/Reading a Contour Map.md"),
        ("doc:Reading-a-Contour-Map#Contour-Lines-101", "article:Trailmap.docc/Articles/Reading a Contour Map.md#Contour-Lines-101"),
        ("doc:DirectiveGallery", "article:Trailmap.docc/Articles/DirectiveGallery.md"),
        ("doc://org.example.trailmap/documentation/Trailmap/Trail", "api:Trail"),
        ("doc:Trail/init(name:difficulty:)", "api:Trail.init(name:difficulty:)"),
        ("doc:HikingTutorials", "article:Trailmap.docc/Tutorials/HikingTutorials.tutorial"),
        ("doc:PlanningAHike", "article:Trailmap.docc/Tutorials/PlanningAHike.tutorial"),
        ("doc:tutorials/PlanningAHike", "article:Trailmap.docc/Tutorials/PlanningAHike.tutorial"),
    ])
    func docLinksResolveAsInDocC(link: String, target: String) {
        #expect(DocCFixture.docLink(link, in: gettingStarted) == target)
    }

    @Test func twoCatalogsStaySeparate() {
        let bearings = "Compass.docc/Bearings.md"
        #expect(
            DocCFixture.docLink("doc:GettingStarted#Setting-the-Declination", in: bearings)
                == "article:Compass.docc/GettingStarted.md#Setting-the-Declination")
        #expect(DocCFixture.docLink("doc:GettingStarted", in: gettingStarted) == "article:Trailmap.docc/Articles/GettingStarted.md")
        #expect(base.pages.article("Compass.docc/GettingStarted.md") != base.pages.article(gettingStarted))
        #expect(base.navigation.map(\.title) == ["Compass Field Guide", "Trailmap Kit"])
    }

    /// As in DocC, a heading whose first child is a symbol link makes the root, whatever follows
    /// it (`# ``NIO`` <!-- SwiftNIO -->`), and only a paragraph before any other block (HTML and
    /// the directives that show nothing aside) is the abstract.
    @Test func theRootAndTheAbstractAreReadAsDocCReadsThem() throws {
        let base = TestContent.build([
            ("Kit.docc/Kit.md", "# ``Kit`` <!-- the kit -->\n\nA kit.\n"),
            ("Kit.docc/Listed.md", "# Listed\n\n* Author: someone\n\nNot an abstract.\n"),
            ("Kit.docc/Tagged.md", "# Tagged\n\n@Metadata {\n  @PageColor(blue)\n}\n\n<!-- note -->\n\nThe abstract.\n"),
            ("Kit.docc/Gridded.md", "# Gridded\n\n@Row {\n  @Column { One. }\n}\n\nNot an abstract.\n"),
        ])
        #expect(base.article(path: "Kit.docc/Kit.md")?.role == .root)
        #expect(base.article(path: "Kit.docc/Listed.md")?.abstract == "")
        #expect(base.article(path: "Kit.docc/Tagged.md")?.abstract == "The abstract.")
        #expect(base.article(path: "Kit.docc/Gridded.md")?.abstract == "")
        // Outside a catalog, panes' own rule: the first paragraph, wherever it is.
        let loose = TestContent.build("# Range\n\n> [!NOTE]\n> A note.\n\nThe real summary.\n", path: "range.md")
        #expect(loose.article(path: "range.md")?.abstract == "The real summary.")
    }

    /// Two articles of one name collide (a `doc:` link reaches only the first); a tutorial does
    /// not collide with an article, since DocC keeps them under `/tutorials/` and `/documentation/`.
    @Test func onlyPagesOfOneNamespaceRedeclareEachOther() {
        let base = TestContent.build([
            ("Kit.docc/Kit.md", "# ``Kit``\n\nA kit.\n"),
            ("Kit.docc/Tour.md", "# Tour\n\nAn article.\n"),
            ("Kit.docc/More/Tour.md", "# Tour again\n\nAnother.\n"),
            ("Kit.docc/Tutorials/Tour.tutorial", "@Tutorial(time: 1) {\n  @Intro(title: \"Tour\") {\n    A tour.\n  }\n}\n"),
        ])
        let redeclared = base.diagnostics.filter { $0.message.hasPrefix("Redeclaration of 'Tour'") }
        #expect(redeclared.map(\.file) == ["Kit.docc/More/Tour.md"])
    }

    @Test func pagesHaveDocCsRoles() throws {
        let root = try #require(base.article(path: DocCFixture.trailmap("Trailmap.md")))
        #expect((root.role, root.title) == (.root, "Trailmap Kit"))
        #expect(root.metadata.color == "green")
        #expect(root.metadata.image("icon")?.source == "trailmap-icon")
        #expect(base.article(path: "Compass.docc/Compass.md")?.role == .root)
        #expect(base.article(path: DocCFixture.trailmap("Extensions/TrailName.md"))?.documentedAPI == "Trail.name")
        #expect(base.article(path: DocCFixture.trailmap("Extensions/TrailName-copy.md"))?.role == .page)
        #expect(base.article(path: DocCFixture.trailmap("Tutorials/HikingTutorials.tutorial"))?.role == .tutorialTableOfContents)
        let frontMatter = try #require(base.article(path: DocCFixture.trailmap("Articles/FrontMatter.md")))
        #expect(frontMatter.frontMatter["tags"] == "[manners, safety]")
        #expect(frontMatter.sections.isEmpty)
        let unit = try #require(base.api(id: "Trail.Unit"))
        #expect(unit.summary == "The unit a length is reported in.")
        #expect(unit.discussion.isEmpty)
        #expect(base.api(id: "Trail.title")?.availability.isEmpty == true)
    }

    @Test func theRootsTopicsComeFirstThenWhatNothingCurates() throws {
        let navigation = try #require(base.navigation.first { $0.catalog == "Trailmap.docc" })
        #expect(
            navigation.groups.map(\.title) == [
                "Essentials", "Trails", "Waypoints", "Estimating Time", "Reference Material", "Articles", "Tutorials",
            ])
        #expect(
            navigation.groups[0].pages.map(DocCFixture.describe) == [
                "article:Trailmap.docc/Articles/GettingStarted.md", "article:Trailmap.docc/Articles/Reading a Contour Map.md",
                "article:Trailmap.docc/Tutorials/PlanningAHike.tutorial",
            ])
        #expect(navigation.groups[5].pages.map(DocCFixture.describe).contains("article:Trailmap.docc/Articles/LateTitle.md"))
    }

    @Test func resourcesAreFoundByNameWithTheirVariants() {
        let file = gettingStarted
        let overview = base.resourceVariants("trail-overview", inFile: file).map { ($0.isDark, $0.scale) }
        #expect(overview.map(\.0) == [false, false, true, true])
        #expect(overview.map(\.1) == [1, 2, 1, 2])
        #expect(base.resourceVariants("trail-overview.png", inFile: file).count == 4)
        #expect(base.resourceVariants("switchback", inFile: file).map(\.path) == ["Trailmap.docc/Resources/Images/switchback@2x.png"])
        #expect(base.resourceVariants("bearing", inFile: file).isEmpty)
        #expect(base.publishedResources.contains("Trailmap.docc/Resources/Video/ridge-walk.mp4"))
        #expect(base.publishedResources.contains("Compass.docc/Resources/bearing.png"))
    }

    @Test func snippetsShowTheirSliceWithoutHiddenLines() {
        let gallery = DocCFixture.trailmap("Articles/DirectiveGallery.md")
        #expect(
            base.snippetCode("trail-length", slice: "measure", inFile: gallery)
                == "let cedar = Trail(name: \"Cedar Loop\", difficulty: .easy)\nlet km = cedar.length(in: .kilometres)")
        #expect(base.snippetCode("trail-length", slice: nil, inFile: gallery)?.contains("import Trailmap") == false)
        #expect(
            base.codeFile("planning-01.swift", inFile: DocCFixture.trailmap("Tutorials/PlanningAHike.tutorial"))?.contains("Trail(") == true
        )
    }

    @Test func directivesGetTheirUses() throws {
        let gallery = try #require(base.article(path: DocCFixture.trailmap("Articles/DirectiveGallery.md")))
        let uses = gallery.directiveUses.sorted { $0.key < $1.key }.map(\.value)
        #expect(uses.contains(.row(columns: 3)))
        #expect(uses.contains(.column(span: 2)))
        #expect(uses.contains(.tab(title: "Miles")))
        #expect(uses.contains(.image(source: "switchback", alt: "A trail folding back on itself up a slope.")))
        #expect(uses.contains(.video(source: "ridge-walk.mp4", poster: "ridge-poster", alt: "A short walk along the ridge.")))
        #expect(uses.contains(.links(style: "list")))
        #expect(uses.contains(.snippet(path: "trail-length", slice: "measure")))
        #expect(uses.contains(.small))
        #expect(gallery.metadata.titleHeading == "Reference")
        #expect(gallery.metadata.hidesAutomaticSeeAlso)
        #expect(gallery.metadata.availability.map(\.platform) == ["iOS", "Trailmap"])
        // The heading inside a column is rendered with an id, but no `doc:` link names it.
        #expect(gallery.nestedHeadingAnchors.values.contains("Inside-a-Column"))
        #expect(!gallery.linkableAnchors.contains("Inside-a-Column"))
    }

    @Test func theSiteIsNamedFromTheContent() {
        #expect(base.identity.name == "DocC")
        let one = KnowledgeBaseBuilder.build(
            content: ContentSet(
                documents: base.articles.filter { $0.catalog == "Compass.docc" }.map { ContentFile(path: $0.path, text: $0.source) },
                catalogs: base.catalogs.filter { $0.folder == "Compass.docc" }))
        #expect(one.identity.name == "Compass Field Guide")
        #expect(one.identity.homeArticle == "Compass.docc/Compass.md")
        #expect(one.pages.article("Compass.docc/Compass.md") == "index.html")
    }
}

/// `--content` may name a catalog itself (`Sources/Trailmap/Trailmap.docc`), and it is read
/// exactly as when the folder above it is given: a catalog, with its tutorials, symbol graph and
/// resources, not loose Markdown.
struct CatalogAsContentFolderTests {
    static let catalog = DocCFixture.folder.appendingPathComponent("Trailmap.docc")
    let alone = KnowledgeBaseBuilder.build(contentFolder: Self.catalog, options: .rendering)

    @Test func theFolderIsReadAsTheCatalogItIs() {
        #expect(alone.catalogs.map(\.folder) == ["Trailmap.docc"])
        let trailmapArticles = DocCFixture.base.articles.filter { $0.catalog == "Trailmap.docc" }
        #expect(alone.articles.map(\.path) == trailmapArticles.map(\.path))
        #expect(alone.articles.map(\.title) == trailmapArticles.map(\.title))
        #expect(!alone.diagnostics.contains { $0.message.contains("reads tutorials only inside") })
        #expect(alone.apis.map(\.id) == DocCFixture.base.apis.filter { $0.catalog == "Trailmap.docc" }.map(\.id))
    }

    @Test func itsResourcesAreFoundAndItsSiteIsNamedAfterIt() {
        #expect(!alone.publishedResources.isEmpty)
        #expect(
            alone.publishedResources.allSatisfy { FileManager.default.fileExists(atPath: ContentLoader.file($0, in: Self.catalog).path) })
        // The catalog's root page is the home page, and its title names the site.
        #expect(alone.identity.homeArticle == "Trailmap.docc/Trailmap.md")
        #expect(alone.identity.name == "Trailmap Kit")
    }
}

/// An extension file is its symbol's page, so nothing it says is listed under "Mentioned in"
/// (`Trail-title.md` once listed itself on `Trail.title`'s page).
@Test func noAPIIsMentionedOnItsOwnPage() {
    let base = DocCFixture.base
    let title = base.apis.first { $0.id == "Trail.title" }
    #expect(title != nil)
    #expect(title?.mentionedIn.contains { $0.file == "Trailmap.docc/Extensions/Trail-title.md" } == false)
    for api in base.apis {
        let own = base.pages.api(api.id)
        #expect(!api.mentionedIn.contains { base.pages.article($0.file) == own }, "\(api.id)")
    }
}

/// A catalog given as the content folder prints its paths from the folder above, where they
/// start (`Sources/Kit/` + `Kit.docc/Guide.md`), never with its name twice.
@Test func aCatalogFolderIsPrintedFromTheFolderAbove() {
    let catalog = DocCFixture.folder.appendingPathComponent("Trailmap.docc")
    #expect(ContentLoader.displayPrefix(of: catalog, typed: "Sources/Trailmap/Trailmap.docc") == "Sources/Trailmap/")
    #expect(ContentLoader.displayPrefix(of: catalog, typed: "Trailmap.docc/") == "")
    #expect(ContentLoader.displayPrefix(of: DocCFixture.folder, typed: "docs") == "docs/")
    #expect(ContentLoader.displayPrefix(of: DocCFixture.folder, typed: "") == "")
}

/// Without a symbol graph, a link to an overload that no extension file documents is not told
/// to become the documented one (tca's `Store/state-20w4g` was told to write `-1qxwl`).
@Test func anUnknownOverloadIsNotRedirectedToADocumentedOne() {
    let base = KnowledgeBaseBuilder.build(files: [
        ContentFile(
            path: "Kit.docc/Kit.md", text: "# ``Kit``\n\nA kit.\n\n## Topics\n\n- ``Store/state-1qxwl``\n- ``Store/state-20w4g``\n"),
        ContentFile(path: "Kit.docc/Extensions/StoreState.md", text: "# ``Kit/Store/state-1qxwl``\n\nThe state.\n"),
    ])
    let messages = base.diagnostics.filter { $0.file == "Kit.docc/Kit.md" }.map(\.message)
    #expect(messages.contains { $0.contains("'state-20w4g' doesn't exist at") }, "\(messages)")
    #expect(!messages.contains { $0.contains("Replace") })
    #expect(!messages.contains { $0.contains("state-1qxwl") })
}
